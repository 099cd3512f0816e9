import type { Auth } from '#core/auth/auth.server.ts'
import { ROLES } from '#core/auth/roles.ts'
import type { Database } from '#core/db/client.server.ts'
import { findUserByEmail, setRole } from './account.repo.ts'
import { isCommonlyBreached } from './breached-passwords.server.ts'

/**
 * Creates an activated Admin account, or promotes an existing account to Admin (password unchanged).
 * The only way to obtain the Admin role: there are no built-in credentials.
 */
export async function createAdmin(
  auth: Auth,
  db: Database,
  input: { email: string; name: string; password: string },
): Promise<{ created: boolean; userId: string }> {
  const email = input.email.trim().toLowerCase()
  const existing = await findUserByEmail(db, email)
  if (existing) {
    await setRole(db, existing.id, ROLES.admin)
    return { created: false, userId: existing.id }
  }
  if (input.password.length < 10) throw new Error('the password must have at least 10 characters')
  if (isCommonlyBreached(input.password)) throw new Error('this password is on the list of commonly breached passwords')
  const context = await auth.$context
  const user = await context.internalAdapter.createUser(
    { email, name: input.name, emailVerified: true, role: ROLES.admin },
    { method: 'admin' },
  )
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(input.password),
  })
  return { created: true, userId: user.id }
}
