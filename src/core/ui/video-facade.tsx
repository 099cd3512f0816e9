import { useState } from 'react'
import { ResponsiveImage } from './responsive-image.tsx'

/**
 * A YouTube video that costs nothing until asked for: a local poster and a play button; the
 * third-party player loads only after a click (privacy, data and speed on mobile networks).
 */
type VideoFacadeProps = {
  youtubeId: string
  title: string
  posterUrl?: string
  /** CSS `sizes` of the poster: how wide the video is displayed. */
  sizes?: string
}

export function VideoFacade({
  youtubeId,
  title,
  posterUrl,
  sizes = '(min-width: 768px) 720px, 100vw',
}: VideoFacadeProps) {
  const [isPlaying, setPlaying] = useState(false)
  if (isPlaying) {
    return (
      <iframe
        className="aspect-video w-full rounded-xl"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    )
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-night text-left"
      aria-label={`Lire la vidéo : ${title} (charge le lecteur YouTube)`}
    >
      {posterUrl ? (
        <ResponsiveImage src={posterUrl} alt="" sizes={sizes} className="size-full object-cover opacity-80" />
      ) : null}
      <span className="absolute inset-0 grid place-items-center">
        <span className="grid size-16 place-items-center rounded-full bg-gold text-night shadow-lg transition-transform group-hover:scale-110">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </span>
      <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 p-3 font-medium text-white">
        {title}
      </span>
    </button>
  )
}
