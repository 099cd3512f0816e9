import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { startProviderPeer, type ProviderPeer } from '#tests/peers/ai-provider-peer.ts'
import { siteContent } from '#tests/setup/content.ts'
import { PLAYLIST_TEXTS } from '../playlist.types.ts'

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

  test('only the songs that fit: "Rap énergique pour le sport" gives rap and dance, never jazz or gospel', async () => {
    const catalogue = siteContent.artists.flatMap(artist =>
      artist.discography.map(track => ({
        id: track.id,
        title: track.title,
        artist: artist.name,
        genres: artist.genres,
        tags: artist.tags,
        bpm: track.sound.bpm,
        audioSrc: track.audioSrc,
      })),
    )
    const response = await post({ userInput: 'Rap énergique pour le sport', allSongs: catalogue })
    const body = (await response.json()) as { playlist: { artist: string }[] }
    expect(body.playlist.length).toBeGreaterThan(0)
    expect(body.playlist.length).toBeLessThan(catalogue.length)
    expect(body.playlist[0]!.artist).toBe('Dibom')
    const artists = new Set(body.playlist.map(song => song.artist))
    expect(artists.has('Serge Ebongué Quartet')).toBe(false)
    expect(artists.has('Ruth Ngo Bassong')).toBe(false)
  })

  test('nothing fits: an empty playlist and a message saying so', async () => {
    const response = await post({ userInput: 'reggae des années 70', allSongs: SONGS })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ playlist: [], message: PLAYLIST_TEXTS.noMatch })
  })

  test('spec §3 songs without an id are accepted and come back unchanged, every field kept', async () => {
    const songs = [
      { title: 'Bonapriso Blue', audioSrc: '/media/a.mp3', coverUrl: '/media/a.webp', genres: ['Jazz'] },
      { title: 'Quartier New Bell', audioSrc: '/media/b.mp3', coverUrl: '/media/b.webp', extra: { any: [1, 'x'] } },
    ]
    const response = await post({ userInput: 'du jazz', allSongs: songs })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ playlist: [songs[0]] })
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
      allSongs: [{ id: 1, title: 'x', audioSrc: 'y'.repeat(3 * 1024 * 1024) }],
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
    // Songs are named to the provider by their position in the request.
    peer.script({ kind: 'text', chunks: ['{"playlist": ["1", "zzz", "0"]}'] })
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
