import { describe, expect, test } from 'vitest'
import { generatePlaylist } from './playlist.api.ts'
import { PLAYLIST_TEXTS } from './playlist.types.ts'

const answer = (status: number, body: unknown) =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as typeof fetch

describe('the playlist client validates every answer', () => {
  test('a playlist array is returned', async () => {
    expect(
      await generatePlaylist('jazz', [{ id: 1, title: 'a' }], answer(200, { playlist: [{ id: 1, title: 'a' }] })),
    ).toEqual([{ id: 1, title: 'a' }])
  })
  test('no playlist array → malformed', async () => {
    await expect(generatePlaylist('jazz', [], answer(200, { songs: [] }))).rejects.toThrow(PLAYLIST_TEXTS.malformed)
    await expect(generatePlaylist('jazz', [], answer(200, { playlist: 'x' }))).rejects.toThrow(PLAYLIST_TEXTS.malformed)
  })
  test('failure: the server text, or the generic one', async () => {
    await expect(
      generatePlaylist('jazz', [], answer(400, { error: { code: 'INVALID_INPUT', message: 'Requête invalide.' } })),
    ).rejects.toThrow('Requête invalide.')
    await expect(generatePlaylist('jazz', [], answer(500, 'oops'))).rejects.toThrow(PLAYLIST_TEXTS.failed)
  })
})
