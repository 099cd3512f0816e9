import { PLAYLIST_TEXTS, type PlaylistSong } from './playlist.types.ts'

/**
 * Spec §7: POST /api/generate-playlist {userInput, allSongs}; reads `playlist` on success and `error`
 * on failure. A response without a playlist array is rejected as malformed (spec §5).
 */
export async function generatePlaylist(
  userInput: string,
  allSongs: PlaylistSong[],
  fetcher: typeof fetch = fetch,
): Promise<PlaylistSong[]> {
  const response = await fetcher('/api/generate-playlist', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ userInput, allSongs }),
  })
  const body = (await response.json().catch(() => null)) as {
    playlist?: unknown
    error?: { message?: string } | string
  } | null
  if (!response.ok) {
    const serverText = typeof body?.error === 'string' ? body.error : body?.error?.message
    throw new Error(serverText || PLAYLIST_TEXTS.failed)
  }
  if (!body || !Array.isArray(body.playlist)) throw new Error(PLAYLIST_TEXTS.malformed)
  return body.playlist as PlaylistSong[]
}
