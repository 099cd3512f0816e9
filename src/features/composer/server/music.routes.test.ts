import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clearHits, countHit } from '#core/http/request-limit.server.ts'
import type { MediaStore } from '#core/storage/media-store.server.ts'
import { createApiApp } from '#server/app.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { COMPOSE_FAILURE_MESSAGE, KEYS, RHYTHMS, INSTRUMENTS, type MusicOptions } from '../music.options.ts'
import { COMPOSITIONS_PER_IP } from './music.routes.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  context = await createTestApp()
})
afterAll(() => context.close())

type Composed = {
  id: string
  url: string
  midiUrl: string
  durationSeconds: number
  request: Record<string, unknown>
  claim: string
}
type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } }

async function compose(body: unknown, app = context.app) {
  const response = await app.request('/api/music/compose', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Composed & ErrorAnswer }
}

const musician = {
  variant: 'musicien',
  prompt: 'Une rumba douce pour le soir',
  key: 'A Mineur',
  tempo: 100,
  rhythm: 'Rumba congolaise',
  instruments: ['Guitare', 'Basse', 'Batterie'],
  voice: 'Aucune',
  duration: 15,
  version: 'instrumental',
  seed: 5,
}

const storedFile = (url: string) => join(context.mediaStore.localDirectory!, url.replace(/^\/media\//, ''))

describe('GET /api/music/options', () => {
  test('lists keys, rhythms, instruments, voices, versions, limits and defaults for the form', async () => {
    const response = await context.app.request('/api/music/options')
    expect(response.status).toBe(200)
    const options = (await response.json()) as MusicOptions
    expect(options.keys).toEqual(KEYS)
    expect(options.keys).toContain('F# Mineur')
    expect(options.rhythms).toEqual([...RHYTHMS])
    expect(options.instruments).toEqual([...INSTRUMENTS])
    expect(options.voices).toContain('Aucune')
    expect(options.versions).toEqual(['instrumental', 'chantée'])
    expect(options.limits).toMatchObject({
      durationSeconds: { min: 15, max: 180 },
      tempo: { min: 40, max: 240 },
      promptCharacters: 1000,
    })
    expect(options.defaults).toEqual({
      key: 'C Majeur',
      tempo: 120,
      rhythm: '4/4 Pop/Rock',
      instruments: ['Piano', 'Basse', 'Batterie'],
      voice: 'Aucune',
      version: 'instrumental',
      duration: 60,
    })
    expect(options.tempoWords).toEqual({ lent: 80, moyen: 120, rapide: 160 })
  })
})

describe('POST /api/music/compose', { timeout: 60_000 }, () => {
  test('Musicien: composes, stores MP3, MIDI and the request, and answers their URLs', async () => {
    const { status, body } = await compose(musician)
    expect(status).toBe(200)
    expect(body.id).toMatch(/^[0-9a-f]{32}$/)
    expect(body.url).toBe(`/media/generated/${body.id}.mp3`)
    expect(body.midiUrl).toBe(`/media/generated/${body.id}.mid`)
    expect(body.durationSeconds).toBe(15)
    expect(body.request).toEqual({ ...musician, instruments: ['Basse', 'Batterie', 'Guitare'] })
    expect(readFileSync(storedFile(body.url)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfb]))
    expect(readFileSync(storedFile(body.midiUrl)).toString('latin1', 0, 4)).toBe('MThd')
    expect(JSON.parse(readFileSync(storedFile(body.url.replace('.mp3', '.json')), 'utf8')).request).toEqual(
      body.request,
    )
  })

  test('only the visitor who composed a piece can save it to a profile (its claim), and only if it exists', async () => {
    const { body } = await compose({ ...musician, seed: 4242 })
    expect(body.claim).toMatch(/^[\w-]{32}$/)
    const author = await signedInUser(context, 'Élève')
    const thief = await signedInUser(context, 'Élève')
    const save = (cookie: string, piece: Record<string, unknown>) =>
      context.app.request('/api/account/creations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
        body: JSON.stringify({ prompt: 'Ma pièce', ...piece }),
      })
    // Someone else's piece, without its claim or with the claim of another piece: refused.
    const stolen = await save(thief.cookie, { url: body.url })
    expect(stolen.status).toBe(403)
    expect(((await stolen.json()) as { error: { message: string } }).error.message).toBe(
      'Vous ne pouvez enregistrer que les morceaux que vous avez composés.',
    )
    const other = await compose({ ...musician, seed: 4343 })
    expect((await save(thief.cookie, { url: body.url, claim: other.body.claim })).status).toBe(403)
    // A URL nobody composed, even with a claim made for it: not found.
    const { pieceClaim } = await import('#core/media/piece-claim.server.ts')
    const ghost = '/media/generated/0123456789abcdef0123456789abcdef.mp3'
    const secret = (await context.auth.$context).secret
    expect((await save(thief.cookie, { url: ghost, claim: pieceClaim(secret, ghost) })).status).toBe(404)
    // The author, with the claim the composer gave them.
    expect((await save(author.cookie, { url: body.url, claim: body.claim })).status).toBe(201)
  })

  test('the same request is answered from the stored files, at once; aliases make the same request', async () => {
    const first = await compose(musician)
    const written = statSync(storedFile(first.body.url)).mtimeMs
    const again = await compose({
      ...musician,
      key: 'la mineur',
      rhythm: 'rumba',
      instruments: ['batterie', 'guitare', 'basse', 'Guitare'],
    })
    expect(again.body.id).toBe(first.body.id)
    // Not rendered nor written again.
    expect(statSync(storedFile(again.body.url)).mtimeMs).toBe(written)
    expect(again.body.request).toEqual(first.body.request)
  })

  test('another seed or prompt is another piece', async () => {
    const first = await compose(musician)
    expect((await compose({ ...musician, seed: 6 })).body.id).not.toBe(first.body.id)
  })

  test('missing Musicien fields take the defaults of spec §9; the seed comes from the request', async () => {
    const { status, body } = await compose({ variant: 'musicien', prompt: 'Un petit air', duration: 15 })
    expect(status).toBe(200)
    expect(body.request).toMatchObject({
      key: 'C Majeur',
      tempo: 120,
      rhythm: '4/4 Pop/Rock',
      instruments: ['Piano', 'Basse', 'Batterie'],
      voice: 'Aucune',
      version: 'instrumental',
      duration: 15,
    })
    expect(body.request.seed).toEqual(expect.any(Number))
  })

  test('Amateur: words only; the prompt chooses mode, style and instruments; lyrics are kept, not sung', async () => {
    const { status, body } = await compose({
      variant: 'amateur',
      prompt: 'Un bikutsi triste au balafon',
      lyrics: 'Ma mère, ma mère',
      duration: 15,
    })
    expect(status).toBe(200)
    expect(body.request).toMatchObject({
      variant: 'amateur',
      rhythm: 'Bikutsi',
      instruments: ['Basse', 'Batterie', 'Percussions', 'Balafon'],
      voice: 'Féminine',
      version: 'chantée',
      lyrics: 'Ma mère, ma mère',
      duration: 15,
    })
    expect(body.request.key).toMatch(/ Mineur$/)
    expect(existsSync(storedFile(body.url))).toBe(true)
  })

  test.each([
    ['duration', { duration: 14 }],
    ['duration', { duration: 181 }],
    ['duration', { duration: 'soixante' }],
    ['tempo', { tempo: 39 }],
    ['tempo', { tempo: 241 }],
    ['key', { key: 'H Majeur' }],
    ['key', { key: 'C Lydien' }],
    ['instruments', { instruments: ['Piano', 'Kazoo'] }],
    ['instruments', { instruments: [] }],
    ['rhythm', { rhythm: 'Polka' }],
    ['voice', { voice: 'Robot' }],
    ['version', { version: 'karaoké' }],
    ['prompt', { prompt: 'x'.repeat(1001) }],
    ['prompt', { prompt: '   ' }],
    ['prompt', { prompt: undefined }],
    ['seed', { seed: -1 }],
    ['variant', { variant: 'expert' }],
    ['variant', { variant: undefined }],
  ])('400 naming %s for %j', async (field, change) => {
    const { status, body } = await compose({ ...musician, ...change })
    expect(status).toBe(400)
    expect(body.error.code).toBe('INVALID_INPUT')
    expect(Object.keys(body.error.fields ?? {})).toContain(field)
    expect(body.error.fields?.[field]).toMatch(/[a-zé]/)
  })

  test('French messages say what is expected', async () => {
    expect((await compose({ ...musician, duration: 200 })).body.error.fields?.duration).toBe(
      'La durée (duration) doit être comprise entre 15 et 180 secondes.',
    )
    expect((await compose({ ...musician, tempo: 300 })).body.error.fields?.tempo).toContain('entre 40 et 240')
    expect((await compose({ ...musician, prompt: 'x'.repeat(1001) })).body.error.fields?.prompt).toContain(
      '1\u202f000 caractères',
    )
    expect((await compose({ ...musician, instruments: ['Kazoo'] })).body.error.fields?.instruments).toContain(
      'Instrument inconnu « Kazoo »',
    )
    expect((await compose({ variant: 'amateur', prompt: 'x', style: 'polka' })).body.error.fields?.style).toContain(
      'Style inconnu',
    )
  })

  test('a malformed body is a 400, never a 500', async () => {
    const response = await context.app.request('/api/music/compose', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"variant":',
    })
    expect(response.status).toBe(400)
  })

  test('an engine failure is a 500 with the text the UI shows', async () => {
    const brokenStore: MediaStore = {
      put: async () => {
        throw new Error('disk full')
      },
      putAll: async () => {
        throw new Error('disk full')
      },
      putFiles: async () => {
        throw new Error('disk full')
      },
      download: async () => false,
      remove: async () => undefined,
      exists: async () => false,
      url: key => `/media/${key}`,
    }
    const app = createApiApp({ ...context, mediaStore: brokenStore })
    const { status, body } = await compose({ ...musician, seed: 77 }, app)
    expect(status).toBe(500)
    expect(body.error.message).toBe(COMPOSE_FAILURE_MESSAGE)
    expect(COMPOSE_FAILURE_MESSAGE).toBe("Désolé, je n'ai pas réussi à composer le morceau. Réessayons.")
  })

  test('per address, 20 new pieces per 10 minutes, then 429 in French (stored pieces too)', async () => {
    const key = 'compose:ip:127.0.0.1'
    await clearHits(context.limits, key)
    for (let i = 0; i < COMPOSITIONS_PER_IP.max; i++) await countHit(context.limits, key, COMPOSITIONS_PER_IP)
    const limited = await compose({ ...musician, seed: 12345 })
    expect(limited.status).toBe(429)
    expect(limited.body.error.message).toMatch(/réessayez dans quelques minutes/)
    expect((await compose(musician)).status).toBe(429)
    await clearHits(context.limits, key)
    expect((await compose(musician)).status).toBe(200)
  })
})
