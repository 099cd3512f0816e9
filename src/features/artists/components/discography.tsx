import { formatDuration } from '#core/format/format.ts'
import { ResponsiveImage } from '#core/ui/responsive-image.tsx'
import { PlayButton } from '#core/player/play-button.tsx'
import { playQueue } from '#core/player/player.ts'
import type { PlayerTrack } from '#core/player/player-store.ts'

type Track = { id: string; title: string; audioSrc: string; coverUrl: string; durationSeconds: number }

/**
 * The artist's tracks, played through the site-wide player bar: the whole discography becomes its
 * queue, so next/previous walk through it. Nothing downloads until somebody presses play.
 */
export function Discography({ tracks, artistName }: { tracks: Track[]; artistName: string }) {
  const queue: PlayerTrack[] = tracks.map(track => ({
    id: track.id,
    title: track.title,
    artist: artistName,
    src: track.audioSrc,
    coverUrl: track.coverUrl,
    trackId: track.id,
  }))
  return (
    <>
      {queue.length > 1 ? (
        <button type="button" className="button-secondary mb-4" onClick={() => playQueue(queue, 0)}>
          Tout écouter
        </button>
      ) : null}
      <ol className="space-y-3">
        {tracks.map((track, index) => (
          <li key={track.id} className="card flex items-center gap-4 p-3">
            <div className="relative shrink-0">
              <ResponsiveImage
                src={track.coverUrl}
                alt={`Pochette de « ${track.title} »`}
                sizes="64px"
                className="size-16 rounded-lg object-cover"
              />
              <span
                aria-hidden="true"
                className="absolute right-1 bottom-0.5 text-[9px] font-semibold text-white/85 drop-shadow"
              >
                © Gombiste
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                <span className="mr-2 text-ink/60">{index + 1}.</span>
                {track.title}
              </p>
              <p className="text-sm text-ink/70">
                {artistName} · <span className="sr-only">durée </span>
                {formatDuration(track.durationSeconds)}
              </p>
            </div>
            <PlayButton queue={queue} index={index} label={`« ${track.title} » de ${artistName}`} />
          </li>
        ))}
      </ol>
    </>
  )
}
