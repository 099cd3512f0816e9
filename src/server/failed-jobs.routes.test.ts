import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { adminAuditLog } from '#core/audit/audit-log.table.ts'
import { desc } from 'drizzle-orm'

/**
 * The admin dashboard's failed jobs: a job that keeps failing is retried, then listed with its French
 * label, its error and its number of tries; a job that succeeds is not.
 */
let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  context = await createTestApp({
    jobs: {
      define: queue => {
        queue.define<{ month: string; fail: boolean }>({
          name: 'reports.monthly',
          label: 'Bilan mensuel',
          retryLimit: 1,
          retryDelaySeconds: 1,
          handler: async ({ month, fail }) => {
            if (fail) throw new Error(`le bilan de ${month} n’a pas pu être calculé`)
          },
        })
      },
    },
  })
  admin = await signedInUser(context, ROLES.admin)
})
afterAll(() => context.close())

type FailedJobView = { id: string; label: string; error: string; attempts: number; failedAt: string }

const failedJobs = async () => {
  const response = await context.app.request('/api/admin/overview', { headers: { cookie: admin.cookie } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { failedJobs: FailedJobView[] }).failedJobs
}

test('the overview lists the jobs that failed after their last retry, with their error', {
  timeout: 30_000,
}, async () => {
  expect(await failedJobs()).toEqual([])
  const failing = await context.jobs!.enqueue('reports.monthly', { month: 'octobre', fail: true })
  const fine = await context.jobs!.enqueue('reports.monthly', { month: 'novembre', fail: false })
  await vi.waitFor(async () => expect((await failedJobs()).map(job => job.id)).toContain(failing), {
    timeout: 20_000,
    interval: 250,
  })
  const [listed, ...others] = await failedJobs()
  expect(others).toEqual([])
  expect(listed).toMatchObject({
    id: failing,
    label: 'Bilan mensuel',
    error: 'le bilan de octobre n’a pas pu être calculé',
    attempts: 2,
  })
  expect(Number.isNaN(Date.parse(listed!.failedAt))).toBe(false)
  expect(fine).not.toBe(failing)
})

test('an admin puts a failed job back in the queue; it is journaled, and an unknown one is a French 404', {
  timeout: 30_000,
}, async () => {
  const [failed] = await failedJobs()
  expect(failed).toBeDefined()
  const retry = (id: string, cookie = admin.cookie) =>
    context.app.request(`/api/admin/jobs/${id}/retry`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    })
  const student = await signedInUser(context, ROLES.student)
  expect((await retry(failed!.id, student.cookie)).status).toBe(403)
  const answer = await retry(failed!.id)
  expect(answer.status).toBe(200)
  const [entry] = await context.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(1)
  expect(entry).toMatchObject({
    action: 'job.retry',
    targetId: failed!.id,
    summary: 'Tâche « Bilan mensuel » relancée',
  })
  // Back in the queue, it ran its tries again and failed again: listed once more, with a later failure
  // time. (Checking that it left the list meanwhile would race the worker: its retry comes 1 s later.)
  await vi.waitFor(
    async () => {
      const listed = (await failedJobs()).find(job => job.id === failed!.id)
      expect(listed).toBeDefined()
      expect(Date.parse(listed!.failedAt)).toBeGreaterThan(Date.parse(failed!.failedAt))
      expect(listed!.attempts).toBeGreaterThanOrEqual(2)
    },
    { timeout: 20_000, interval: 250 },
  )
  const again = await retry('00000000-0000-4000-8000-000000000000')
  expect(again.status).toBe(404)
  expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
    'Cette tâche n’est plus en échec (déjà relancée ou effacée).',
  )
})

test('the overview, failures included, is for admins only', async () => {
  const student = await signedInUser(context, ROLES.student)
  const response = await context.app.request('/api/admin/overview', { headers: { cookie: student.cookie } })
  expect(response.status).toBe(403)
})
