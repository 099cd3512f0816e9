import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { idParamSchema } from '#core/http/params.ts'
import { countHit, type LimitRule } from '#core/http/request-limit.server.ts'
import { validate } from '#core/http/validate.server.ts'
import { recordPlay } from './track-plays.repo.ts'

/**
 * Per address: far more than one person listens to in an hour, few enough that a script cannot
 * push a track to the top of the dashboard. Carrier-grade NAT puts many listeners behind one IP.
 */
export const PLAYS_PER_IP: LimitRule = { max: 120, windowSeconds: 60 * 60 }

/**
 * The player's beacon: one play of a label track, sent once per play after a few seconds of
 * listening (src/core/player/player-store.ts). Public; counted per day for the dashboard.
 */
export const trackPlaysRoutes = new Hono<AppEnv>().post('/:id/plays', validate('param', idParamSchema), async c => {
  if ((await countHit(c.var.limits, `track-plays:ip:${c.var.clientIp}`, PLAYS_PER_IP)) > PLAYS_PER_IP.max) {
    throw new AppError('RATE_LIMITED', 'Trop d’écoutes enregistrées depuis cette adresse : réessayez plus tard.')
  }
  if (!(await recordPlay(c.var.db, c.req.valid('param').id))) throw new AppError('NOT_FOUND', 'Morceau introuvable.')
  return c.json({ counted: true as const }, 200)
})

export type TrackPlaysRoutes = typeof trackPlaysRoutes
