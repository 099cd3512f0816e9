import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { zipReadableStream } from '#core/zip/zip.server.ts'
import { listArtists } from '#features/artists/server/artists.repo.ts'
import { getLabelOverview } from './label.repo.ts'
import { pressBioPdf, pressKitEntries } from './press-kit.server.ts'

export const labelRoutes = new Hono<AppEnv>()
  .get('/', async c => {
    return c.json(await getLabelOverview(c.var.db), 200)
  })
  /** The PDF bio, made from the label's current data. */
  .get('/press-kit/dossier-de-presse.pdf', async c => {
    const [label, artists] = await Promise.all([getLabelOverview(c.var.db), listArtists(c.var.db)])
    const pdf = await pressBioPdf(
      label,
      artists.map(artist => artist.name),
    )
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="gombiste-records-dossier-de-presse.pdf"',
      'content-length': String(pdf.length),
      'cache-control': 'no-cache',
    })
  })
  /** The whole press kit in one ZIP, streamed file by file. */
  .get('/press-kit.zip', async c => {
    const [label, artists] = await Promise.all([getLabelOverview(c.var.db), listArtists(c.var.db)])
    const entries = await pressKitEntries(
      label,
      artists.map(artist => artist.name),
      c.var.mediaDir,
    )
    return c.body(zipReadableStream(entries), 200, {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="gombiste-records-dossier-de-presse.zip"',
      'cache-control': 'no-cache',
    })
  })

export type LabelRoutes = typeof labelRoutes
