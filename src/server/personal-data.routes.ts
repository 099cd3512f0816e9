import { Hono, type MiddlewareHandler } from 'hono'
import { requireUser } from '#core/auth/guards.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { readMediaBytes } from '#core/storage/media-store.server.ts'
import { exportUserData } from '#features/account/server/account.repo.ts'
import { exportDrillData } from '#features/courses/server/drills.repo.ts'
import { exportLearningData, recordingKeysOf } from '#features/courses/server/learning.repo.ts'
import { correctionFileKeysOf } from '#features/tutoring/server/corrections.repo.ts'

/**
 * "Télécharger mes données" (GET /api/account/export): everything the site keeps about the signed-in
 * user, gathered here because it spans features (the account, their learning); a feature that keeps
 * personal data adds its part below.
 */
export const personalDataRoutes = new Hono<AppEnv>().get('/', requireUser, async c => {
  const userId = c.var.user!.id
  const learning = await exportLearningData(c.var.db, userId)
  // The assessment recordings kept for the teacher, with their audio (base64; 8 MB each at most).
  const assessmentRecordings = await Promise.all(
    learning.assessmentRecordings.map(async ({ mediaKey, ...recording }) => {
      const bytes = await readMediaBytes(c.var.mediaStore, mediaKey)
      return { ...recording, audioBase64: bytes ? Buffer.from(bytes).toString('base64') : null }
    }),
  )
  const data = {
    ...(await exportUserData(c.var.db, userId)),
    learning: { ...learning, assessmentRecordings, ...(await exportDrillData(c.var.db, userId)) },
  }
  c.header('content-disposition', 'attachment; filename="mes-donnees-gombiste.json"')
  return c.json(data, 200)
})

/**
 * Around DELETE /api/account: the database rows go with the account (foreign keys), the files a
 * feature keeps in the media store for the user (assessment recordings, files sent or received in
 * corrections) are removed once the account is deleted.
 */
export const forgetMediaOfDeletedAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  const userId = c.req.method === 'DELETE' ? c.var.user?.id : undefined
  const keys = userId
    ? [...(await recordingKeysOf(c.var.db, userId)), ...(await correctionFileKeysOf(c.var.db, userId))]
    : []
  await next()
  if (keys.length > 0 && c.res.status === 200) {
    try {
      await c.var.mediaStore.remove(keys)
    } catch (error) {
      c.var.logger.error({ err: error, userId }, 'files of a deleted account could not be removed')
    }
  }
}
