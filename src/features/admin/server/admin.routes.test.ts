import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp } from '#tests/setup/test-app.ts'
import { AUDIT_PAGE_SIZE, recordAdminAction } from '#core/audit/audit-log.server.ts'
import { adminAuditLog } from '#core/audit/audit-log.table.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  context = await createTestApp()
  admin = await signedInUser(context, ROLES.admin)
})
afterAll(() => context.close())

const get = (path: string, cookie = admin.cookie) => context.app.request(path, { headers: { cookie } })

describe('GET /api/admin/audit-log', () => {
  test('lists entries newest first, pages with `before`, filters by target type', async () => {
    const actor = { id: admin.id, name: 'Awa Admin', email: admin.email }
    const base = Date.now() - 1_000_000
    // 55 entries with distinct times so the order is known.
    for (let index = 0; index < AUDIT_PAGE_SIZE + 5; index++) {
      await context.db.insert(adminAuditLog).values({
        actorId: actor.id,
        actorName: actor.name,
        actorEmail: actor.email,
        action: index % 2 ? 'comment.hide' : 'post.publish',
        targetType: index % 2 ? 'comment' : 'post',
        targetId: `cible-${index}`,
        summary: `Action numéro ${index}`,
        createdAt: new Date(base + index * 1000),
      })
    }
    await recordAdminAction(context.db, actor, {
      action: 'user.role',
      targetType: 'user',
      targetId: 'u1',
      summary: 'Rôle changé',
      details: { from: 'Élève', to: 'Admin' },
    })

    const first = await get('/api/admin/audit-log')
    expect(first.status).toBe(200)
    const page = (await first.json()) as {
      entries: { summary: string; createdAt: string; actor: { name: string }; details: unknown }[]
      hasMore: boolean
    }
    expect(page.entries).toHaveLength(AUDIT_PAGE_SIZE)
    expect(page.hasMore).toBe(true)
    expect(page.entries[0]).toMatchObject({
      summary: 'Rôle changé',
      actor: { name: 'Awa Admin' },
      details: { from: 'Élève', to: 'Admin' },
    })
    expect(page.entries[1]?.summary).toBe(`Action numéro ${AUDIT_PAGE_SIZE + 4}`)

    const last = page.entries.at(-1)!
    const second = (await (
      await get(`/api/admin/audit-log?before=${encodeURIComponent(last.createdAt)}`)
    ).json()) as typeof page
    expect(second.hasMore).toBe(false)
    expect(second.entries.map(entry => entry.summary)).toEqual([5, 4, 3, 2, 1, 0].map(n => `Action numéro ${n}`))

    const comments = (await (await get('/api/admin/audit-log?targetType=comment')).json()) as typeof page
    expect(comments.entries.every(entry => entry.summary.startsWith('Action numéro'))).toBe(true)
    expect(comments.entries).toHaveLength(27)
  })

  test('bad query parameters get a French 400 naming the field', async () => {
    const response = await get('/api/admin/audit-log?before=hier')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { code: 'INVALID_INPUT', fields: { before: 'Date invalide.' } },
    })
  })

  test('refused to a student', async () => {
    const student = await signedInUser(context, ROLES.student)
    expect((await get('/api/admin/audit-log', student.cookie)).status).toBe(403)
  })
})
