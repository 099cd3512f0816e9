import type { Role } from '#core/auth/roles.ts'
import type { createTestApp } from './test-app.ts'
import { TEST_ORIGIN } from './test-app.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

export const TEST_PASSWORD = 'Sanza-et-tam-tam-2026'

/** An activated account with the given role, created directly (no mail round trip), then signed in. */
export async function signedInUser(
  context: TestApp,
  role: Role,
  email = `${role.normalize('NFD').replace(/\W/g, '').toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@exemple.cm`,
) {
  const auth = await context.auth.$context
  const user = await auth.internalAdapter.createUser(
    { email, name: `Test ${role}`, emailVerified: true, role },
    { method: 'admin' },
  )
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await auth.password.hash(TEST_PASSWORD),
  })
  const response = await context.app.request('/api/account/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`sign-in failed for the ${role} test user: ${response.status}`)
  const cookie = response.headers
    .getSetCookie()
    .map(value => value.split(';')[0])
    .join('; ')
  return { id: user.id, email, cookie }
}
