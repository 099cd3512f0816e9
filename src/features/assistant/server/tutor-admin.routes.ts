import { Hono, type Context } from 'hono'
import { auditFromRequest } from '#core/audit/audit-log.server.ts'
import type { Database } from '#core/db/client.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { idParamSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { tutorEntryCreateSchema, tutorEntryInputSchema } from '../tutor-entries.schemas.ts'
import {
  createTutorEntry,
  deleteTutorEntry,
  getTutorEntry,
  listTutorEntries,
  updateTutorEntry,
} from './tutor-entries.repo.ts'

/** Write and audit entry in one transaction; then the content generation moves, and the tutor re-indexes at once. */
async function audited<T>(
  c: Context<AppEnv>,
  write: (db: Database) => Promise<T>,
  summarize: (result: T) => { action: string; id: string; summary: string },
): Promise<T> {
  const result = await c.var.db.transaction(async tx => {
    const db = tx as unknown as Database
    const value = await write(db)
    const { action, id, summary } = summarize(value)
    await auditFromRequest(c, { action, targetType: 'tutor_entry', targetId: id, summary }, db)
    return value
  })
  c.var.contentCache.invalidate()
  return result
}

const title = (questions: string[]) => `Fiche « ${questions[0] ?? ''} »`

/** The tutor's knowledge base in the admin area, mounted under /api/admin/tutor (Admin role required by app.ts). */
export const tutorAdminRoutes = new Hono<AppEnv>()
  .get('/entries', async c => c.json(await listTutorEntries(c.var.db), 200))
  .get('/entries/:id', validate('param', idParamSchema), async c =>
    c.json(await getTutorEntry(c.var.db, c.req.valid('param').id), 200),
  )
  .post('/entries', validate('json', tutorEntryCreateSchema), async c => {
    const input = c.req.valid('json')
    const entry = await audited(
      c,
      db => createTutorEntry(db, input),
      created => ({ action: 'tutor_entry.create', id: created.id, summary: `${title(created.questions)} créée` }),
    )
    return c.json(entry, 201)
  })
  .put('/entries/:id', validate('param', idParamSchema), validate('json', tutorEntryInputSchema), async c => {
    const { id } = c.req.valid('param')
    const entry = await audited(
      c,
      db => updateTutorEntry(db, id, c.req.valid('json')),
      updated => ({ action: 'tutor_entry.update', id, summary: `${title(updated.questions)} modifiée` }),
    )
    return c.json(entry, 200)
  })
  .delete('/entries/:id', validate('param', idParamSchema), async c => {
    const { id } = c.req.valid('param')
    await audited(
      c,
      async db => {
        const entry = await getTutorEntry(db, id)
        await deleteTutorEntry(db, id)
        return entry
      },
      deleted => ({ action: 'tutor_entry.delete', id, summary: `${title(deleted.questions)} supprimée` }),
    )
    return c.json({ id }, 200)
  })

export type TutorAdminRoutes = typeof tutorAdminRoutes
