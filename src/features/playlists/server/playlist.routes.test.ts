import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { startProviderPeer, type ProviderPeer } from '#tests/peers/ai-provider-peer.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  context = await createTestApp({ seed: true })
})
afterAll(() => context.close())

const post = (body: unknown, app = context.app) =>
  app.request('/api/generate-playlist', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const SONGS = [
  { id: 'a', title: 'Feu', artist: 'Aïcha Fotso', genres: ['Afrobeat'], tags: ['Danse'] },
  { id: 'b', title: 'Nuit', artist: 'Serge Ebongué Quartet', genres: ['Jazz'], tags: ['Piano'] },
]

describe('POST /api/generate-playlist', () => {
  test('ranks the songs with the built-in ranking', async () => {
    const response = await post({ userInput: 'du jazz au piano pour se détendre', allSongs: SONGS })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { playlist: { id: string }[] }
    expect(body.playlist[0]!.id).toBe('b')
  })

  test.each([
    ['missing userInput', { allSongs: SONGS }],
    ['missing allSongs', { userInput: 'jazz' }],
    ['blank userInput', { userInput: '   ', allSongs: SONGS }],
    ['userInput over 2,000 characters', { userInput: 'a'.repeat(2001), allSongs: SONGS }],
    [
      'more than 2,000 songs',
      { userInput: 'jazz', allSongs: Array.from({ length: 2001 }, (_, index) => ({ id: index, title: `T${index}` })) },
    ],
    ['an oversized title', { userInput: 'jazz', allSongs: [{ id: 1, title: 'x'.repeat(301) }] }],
    ['a song without a title', { userInput: 'jazz', allSongs: [{ id: 1 }] }],
    ['not JSON', '{oops'],
  ])('%s → 400 with an error', async (_, body) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBeTruthy()
  })

  test('a body over 2 MB → 413', async () => {
    const response = await post({
      userInput: 'jazz',
      allSongs: [{ id: 1, title: 'x', src: 'y'.repeat(3 * 1024 * 1024) }],
    })
    expect(response.status).toBe(413)
  })
})

describe('with a configured provider', () => {
  let peer: ProviderPeer
  let withProvider: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    peer = await startProviderPeer()
    withProvider = await createTestApp({
      seed: true,
      ai: {
        provider: 'openai-compatible',
        baseUrl: `${peer.url}/v1`,
        apiKey: 'k',
        model: 'm',
        geminiApiKey: undefined,
        timeoutMs: 1500,
        dailyBudget: 100,
      },
    })
  })
  afterAll(async () => {
    await withProvider.close()
    await peer.close()
  })

  test('the provider ranks, and only known songs are kept', async () => {
    peer.script({ kind: 'text', chunks: ['{"playlist": ["b", "zzz", "a"]}'] })
    const body = (await (await post({ userInput: 'soirée', allSongs: SONGS }, withProvider.app)).json()) as {
      playlist: { id: string }[]
    }
    expect(body.playlist.map(song => song.id)).toEqual(['b', 'a'])
  })

  test('a malformed provider answer falls back to the built-in ranking', async () => {
    peer.script({ kind: 'text', chunks: ['Voici une belle playlist !'] })
    const body = (await (await post({ userInput: 'danser', allSongs: SONGS }, withProvider.app)).json()) as {
      playlist: { id: string }[]
    }
    expect(body.playlist[0]!.id).toBe('a')
  })
})
