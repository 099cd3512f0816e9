import { ROLES } from '#core/auth/roles.ts'
import { desc } from 'drizzle-orm'
import { adminAuditLog } from '#core/audit/audit-log.table.ts'
import { signedInUser } from './accounts.ts'
import { TEST_ORIGIN, type createTestApp } from './test-app.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

// Tests read whatever came back and assert on it.
export type JsonAnswer = { status: number; body: any }

/**
 * Same-origin JSON requests to the API as a signed-in Admin (or any cookie given), and the latest
 * audit entries: what admin route tests need.
 */
export async function adminRequests(context: TestApp) {
  const admin = await signedInUser(context, ROLES.admin)
  async function call(method: string, path: string, body?: unknown, cookie = admin.cookie): Promise<JsonAnswer> {
    const response = await context.app.request(path, {
      method,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
  async function latestAudit() {
    const [entry] = await context.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(1)
    return entry
  }
  return { admin, call, latestAudit }
}
