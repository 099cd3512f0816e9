import { Hono } from 'hono'
import { requireUser } from '#core/auth/guards.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { exportUserData } from '#features/account/server/account.repo.ts'
import { exportLearningData } from '#features/learning/server/learning.repo.ts'

/**
 * "Télécharger mes données" (GET /api/account/export): everything the site keeps about the signed-in
 * user, gathered here because it spans features (the account, their learning); a feature that keeps
 * personal data adds its part below.
 */
export const personalDataRoutes = new Hono<AppEnv>().get('/', requireUser, async c => {
  const userId = c.var.user!.id
  const data = {
    ...(await exportUserData(c.var.db, userId)),
    learning: await exportLearningData(c.var.db, userId),
  }
  c.header('content-disposition', 'attachment; filename="mes-donnees-gombiste.json"')
  return c.json(data, 200)
})
