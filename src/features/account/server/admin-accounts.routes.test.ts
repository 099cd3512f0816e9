import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { session, user } from '#core/auth/auth.table.ts'
import { ROLES } from '#core/auth/roles.ts'
import { adminAuditLog } from '#core/audit/audit-log.table.ts'
import { signedInUser, TEST_PASSWORD } from '#tests/setup/accounts.ts'
import { createTestApp, jsonRequest, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { LAST_ADMIN_DELETION_MESSAGE } from './account.repo.ts'
import { LAST_ADMIN_MESSAGE, LAST_ADMIN_SELF_MESSAGE, USERS_PAGE_SIZE } from './admin-accounts.repo.ts'

let context: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  context = await createTestApp()
})
afterAll(() => context.close())

const get = (path: string, cookie: string) => context.app.request(path, { headers: { cookie } })

const putRole = (id: string, role: unknown, cookie: string) =>
  jsonRequest(context, 'PUT', `/api/admin/accounts/users/${encodeURIComponent(id)}/role`, { role }, cookie)

type UsersPage = {
  users: { id: string; name: string; email: string; role: string; createdAt: string }[]
  total: number
  page: number
  pageSize: number
}

async function roleOf(id: string) {
  const [row] = await context.db.select({ role: user.role }).from(user).where(eq(user.id, id))
  return row?.role
}

describe('GET /api/admin/accounts/users', () => {
  test('lists accounts newest first, pages, searches by name or e-mail, filters by role', async () => {
    const admin = await signedInUser(context, ROLES.admin)
    const base = Date.now() - 10_000_000
    for (let index = 0; index < USERS_PAGE_SIZE + 3; index++) {
      await context.db.insert(user).values({
        id: `liste-${index}`,
        name: index === 7 ? 'Émilie 100%_Makossa' : `Membre ${index}`,
        email: `membre-${index}@liste.cm`,
        role: index % 3 === 0 ? ROLES.client : ROLES.student,
        createdAt: new Date(base + index * 1000),
      })
    }
    const first = (await (await get('/api/admin/accounts/users', admin.cookie)).json()) as UsersPage
    expect(first.page).toBe(1)
    expect(first.pageSize).toBe(USERS_PAGE_SIZE)
    expect(first.total).toBeGreaterThanOrEqual(USERS_PAGE_SIZE + 4)
    expect(first.users).toHaveLength(USERS_PAGE_SIZE)
    const times = first.users.map(entry => Date.parse(entry.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(first.users[0]?.email).toBe(admin.email)

    const second = (await (await get('/api/admin/accounts/users?page=2', admin.cookie)).json()) as UsersPage
    expect(second.users.map(entry => entry.id)).not.toContain(first.users[0]?.id)

    // `%` and `_` are searched for as themselves, not as wildcards.
    const found = (await (
      await get(`/api/admin/accounts/users?q=${encodeURIComponent('100%_mak')}`, admin.cookie)
    ).json()) as UsersPage
    expect(found.users.map(entry => entry.email)).toEqual(['membre-7@liste.cm'])
    const byEmail = (await (await get('/api/admin/accounts/users?q=MEMBRE-12@', admin.cookie)).json()) as UsersPage
    expect(byEmail.users.map(entry => entry.id)).toEqual(['liste-12'])
    const wildcard = (await (await get('/api/admin/accounts/users?q=%25', admin.cookie)).json()) as UsersPage
    expect(wildcard.users.map(entry => entry.id)).toEqual(['liste-7'])

    const clients = (await (await get('/api/admin/accounts/users?role=client', admin.cookie)).json()) as UsersPage
    expect(clients.total).toBe(Math.ceil((USERS_PAGE_SIZE + 3) / 3))
    expect(clients.users.every(entry => entry.role === 'client')).toBe(true)
  })

  test('bad query parameters get a French 400 naming the field', async () => {
    const admin = await signedInUser(context, ROLES.admin)
    for (const [query, field, message] of [
      ['page=0', 'page', 'Numéro de page invalide.'],
      ['page=abc', 'page', 'Numéro de page invalide.'],
      ['role=Directeur', 'role', 'Rôle inconnu : Élève, client ou Admin.'],
      [`q=${'x'.repeat(101)}`, 'q', 'Recherche trop longue (100 caractères au plus).'],
    ] as const) {
      const response = await get(`/api/admin/accounts/users?${query}`, admin.cookie)
      expect(response.status, query).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'INVALID_INPUT', fields: { [field]: message } } })
    }
  })
})

describe('PUT /api/admin/accounts/users/:id/role', () => {
  test('changes the role at once, ends the user’s sessions and writes the audit log', async () => {
    const admin = await signedInUser(context, ROLES.admin)
    const student = await signedInUser(context, ROLES.student)
    expect((await get('/api/admin/audit-log', student.cookie)).status).toBe(403)

    const response = await putRole(student.id, 'Admin', admin.cookie)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: student.id, role: 'Admin', changed: true })
    expect(await roleOf(student.id)).toBe('Admin')
    // Its old session is gone: the user signs in again and gets the new role's pages.
    expect((await get('/api/account/profile', student.cookie)).status).toBe(401)
    expect(await context.db.select().from(session).where(eq(session.userId, student.id))).toHaveLength(0)
    const [entry] = await context.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, student.id))
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'user.role',
      targetType: 'user',
      summary: 'Rôle de « Test Élève » changé : Élève → Administrateur',
      details: { email: student.email, from: 'Élève', to: 'Admin' },
    })

    // The same role again changes nothing and records nothing.
    const again = await putRole(student.id, 'Admin', admin.cookie)
    expect(await again.json()).toEqual({ id: student.id, role: 'Admin', changed: false })
    expect(await context.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, student.id))).toHaveLength(1)
  })

  test('a demoted admin loses access on the next request', async () => {
    const admin = await signedInUser(context, ROLES.admin)
    const other = await signedInUser(context, ROLES.admin)
    expect((await putRole(other.id, 'client', other.cookie)).status).toBe(200)
    expect(await roleOf(other.id)).toBe('client')
    // Demoting oneself keeps the session making the request, now without the Admin role.
    expect((await get('/api/account/profile', other.cookie)).status).toBe(200)
    expect((await get('/api/admin/audit-log', other.cookie)).status).toBe(403)
    expect((await get('/api/admin/audit-log', admin.cookie)).status).toBe(200)
  })

  test('the last Admin cannot demote themself', async () => {
    await context.db.update(user).set({ role: ROLES.student }).where(eq(user.role, ROLES.admin))
    const last = await signedInUser(context, ROLES.admin)
    const refused = await putRole(last.id, 'Élève', last.cookie)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: { code: 'CONFLICT', message: LAST_ADMIN_SELF_MESSAGE } })
    expect(await roleOf(last.id)).toBe('Admin')
    expect(await context.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, last.id))).toHaveLength(0)

    // Once another Admin exists, stepping down is allowed; the other one is then the last.
    const successor = await signedInUser(context, ROLES.admin)
    expect((await putRole(last.id, 'client', last.cookie)).status).toBe(200)
    expect((await putRole(successor.id, 'client', successor.cookie)).status).toBe(409)
  })

  test('the last Admin cannot delete their own account either', async () => {
    await context.db.update(user).set({ role: ROLES.student }).where(eq(user.role, ROLES.admin))
    const last = await signedInUser(context, ROLES.admin)
    const remove = () =>
      context.app.request('/api/account', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: last.cookie },
        body: JSON.stringify({ password: TEST_PASSWORD }),
      })
    const refused = await remove()
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: { code: 'CONFLICT', message: LAST_ADMIN_DELETION_MESSAGE } })
    // Still there and still signed in.
    expect((await get('/api/admin/audit-log', last.cookie)).status).toBe(200)

    await signedInUser(context, ROLES.admin)
    expect((await remove()).status).toBe(200)
    expect(await roleOf(last.id)).toBeUndefined()
  })

  test('two Admins demoting each other at once: one succeeds, one Admin always remains', async () => {
    await context.db.update(user).set({ role: ROLES.student }).where(eq(user.role, ROLES.admin))
    const first = await signedInUser(context, ROLES.admin)
    const second = await signedInUser(context, ROLES.admin)
    const responses = await Promise.all([
      putRole(second.id, 'Élève', first.cookie),
      putRole(first.id, 'Élève', second.cookie),
    ])
    const statuses = responses.map(response => response.status).sort()
    expect(statuses[0]).toBe(200)
    // The other is refused: by the last-Admin rule, or because its session ended with its role.
    expect([401, 409]).toContain(statuses[1])
    const refused = responses.find(response => response.status === 409)
    if (refused) expect(await refused.json()).toMatchObject({ error: { message: LAST_ADMIN_MESSAGE } })
    expect(await context.db.select().from(user).where(eq(user.role, ROLES.admin))).toHaveLength(1)
  })

  test('unknown user 404, bad role or id 400', async () => {
    const admin = await signedInUser(context, ROLES.admin)
    const unknown = await putRole('personne', 'client', admin.cookie)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Utilisateur introuvable.' } })
    const badRole = await putRole(admin.id, 'Directeur', admin.cookie)
    expect(badRole.status).toBe(400)
    expect(await badRole.json()).toMatchObject({
      error: { fields: { role: 'Rôle inconnu : Élève, client ou Admin.' } },
    })
    const badId = await putRole('pas un id!', 'client', admin.cookie)
    expect(badId.status).toBe(400)
    expect(await badId.json()).toMatchObject({ error: { fields: { id: 'Identifiant invalide.' } } })
  })
})
