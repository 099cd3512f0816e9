import { useId, useState } from 'react'
import { fetchArtist, fetchArtists } from '#features/artists/artists.api.ts'
import { PlayButton } from '#core/player/play-button.tsx'
import { playQueue } from '#core/player/player.ts'
import type { PlayerTrack } from '#core/player/player-store.ts'
import { generatePlaylist } from '../playlist.api.ts'
import { PLAYLIST_LIMITS, PLAYLIST_TEXTS, type PlaylistSong } from '../playlist.types.ts'

/** Every track of the label's artists, with their genres and tags as hints for the ranking. */
async function labelSongs(): Promise<PlaylistSong[]> {
  const artists = await fetchArtists()
  const details = await Promise.all(artists.map(artist => fetchArtist(artist.id)))
  return details.flatMap(artist =>
    artist.discography.map(track => ({
      id: track.id,
      title: track.title,
      artist: artist.name,
      genres: artist.genres,
      tags: artist.tags,
      src: track.audioSrc,
      coverUrl: track.coverUrl,
      durationSeconds: track.durationSeconds,
    })),
  )
}

/** The songs are the label's tracks (labelSongs), so their plays are counted. */
const toTrack = (song: PlaylistSong): PlayerTrack => ({
  id: String(song.id),
  trackId: String(song.id),
  title: song.title,
  artist: song.artist ?? '',
  src: song.src ?? '',
  ...(song.coverUrl ? { coverUrl: song.coverUrl } : {}),
})

/** "Décrivez une ambiance": a playlist of the label's tracks, played in the site's player bar. */
export function PlaylistGenerator() {
  const inputId = useId()
  const headingId = useId()
  const [mood, setMood] = useState('')
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  const [playlist, setPlaylist] = useState<PlayerTrack[] | null>(null)

  const submit = async () => {
    if (!mood.trim() || status === 'loading') return
    setStatus('loading')
    try {
      const songs = await labelSongs()
      const result = await generatePlaylist(mood.trim(), songs)
      setPlaylist(result.filter(song => song.src).map(toTrack))
      setStatus('idle')
    } catch {
      setStatus('error')
      setPlaylist(null)
    }
  }

  return (
    <section className="mt-16" aria-labelledby={headingId}>
      <h2 id={headingId} className="heading-2">
        Générer une playlist
      </h2>
      <p className="mt-2 max-w-2xl">
        Décrivez une ambiance, une envie ou un moment : nous choisissons pour vous parmi les morceaux du label.
      </p>
      <form
        className="mt-4 flex max-w-2xl flex-col gap-3 sm:flex-row"
        onSubmit={event => {
          event.preventDefault()
          void submit()
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Ambiance souhaitée
        </label>
        <input
          id={inputId}
          className="min-w-0 flex-1 rounded-full border border-black/20 px-4 py-2"
          placeholder="Par exemple : quelque chose de calme pour étudier"
          value={mood}
          maxLength={PLAYLIST_LIMITS.inputLength}
          onChange={event => setMood(event.target.value)}
        />
        <button
          type="submit"
          className="button-primary"
          disabled={status === 'loading' || !mood.trim()}
          aria-busy={status === 'loading'}
        >
          {status === 'loading' ? 'Génération…' : 'Générer la playlist'}
        </button>
      </form>
      {status === 'error' ? (
        <p role="alert" className="mt-4 text-red-800">
          {PLAYLIST_TEXTS.unavailable}
        </p>
      ) : null}
      <div aria-live="polite">
        {playlist ? (
          playlist.length === 0 ? (
            <p className="mt-4">Aucun morceau ne correspond : essayez d’autres mots.</p>
          ) : (
            <div className="mt-6">
              <div className="flex items-center gap-3">
                <p className="font-semibold">Votre playlist : {playlist.length} morceaux</p>
                <button type="button" className="button-primary" onClick={() => playQueue(playlist, 0)}>
                  Écouter la playlist
                </button>
              </div>
              <ol className="mt-4 space-y-2" data-testid="generated-playlist">
                {playlist.map((track, index) => (
                  <li key={track.id} className="flex items-center gap-3">
                    <PlayButton queue={playlist} index={index} label={`« ${track.title} » de ${track.artist}`} />
                    <span>
                      {track.title} <span className="text-ink/70">— {track.artist}</span>
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          )
        ) : null}
      </div>
    </section>
  )
}
