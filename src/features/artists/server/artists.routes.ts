import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { idParamSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { getArtist, listArtists } from './artists.repo.ts'

export const artistsRoutes = new Hono<AppEnv>()
  .get('/', async c => c.json(await listArtists(c.var.db), 200))
  .get('/:id', validate('param', idParamSchema), async c => {
    return c.json(await getArtist(c.var.db, c.req.valid('param').id), 200)
  })

export type ArtistsRoutes = typeof artistsRoutes
