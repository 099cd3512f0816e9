import { formatDuration } from '#core/format/format.ts'
import { ResponsiveImage } from '#core/ui/responsive-image.tsx'

type Track = { id: string; title: string; audioSrc: string; coverUrl: string; durationSeconds: number }

/**
 * The artist's tracks. Audio preloads nothing until played, so a phone on a slow network only
 * downloads what its owner listens to (the site-wide player bar takes over with the music issue).
 */
export function Discography({ tracks, artistName }: { tracks: Track[]; artistName: string }) {
  return (
    <ol className="space-y-3">
      {tracks.map((track, index) => (
        <li key={track.id} className="card flex flex-wrap items-center gap-4 p-3">
          <div className="relative shrink-0">
            <ResponsiveImage
              src={track.coverUrl}
              alt={`Pochette de « ${track.title} »`}
              sizes="64px"
              className="size-16 rounded-lg object-cover"
            />
            <span aria-hidden="true" className="absolute right-1 bottom-0.5 text-[9px] font-semibold text-white/85 drop-shadow">
              © Gombiste
            </span>
          </div>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              <span className="mr-2 text-ink/60">{index + 1}.</span>
              {track.title}
            </p>
            <p className="text-sm text-ink/70">
              {artistName} · {formatDuration(track.durationSeconds)}
            </p>
          </div>
          <audio
            className="w-full sm:w-64"
            controls
            preload="none"
            src={track.audioSrc}
            aria-label={`Écouter « ${track.title} » de ${artistName}`}
          />
        </li>
      ))}
    </ol>
  )
}
