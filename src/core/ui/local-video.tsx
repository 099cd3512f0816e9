import { isLocalVideoUrl } from '#core/media/video-url.ts'

/**
 * One of our own clips (`/media/video/…mp4`), played by the browser's player. Nothing is downloaded
 * before the visitor presses play (`preload="none"`, the poster is a small WebP); the width and
 * height keep the layout from shifting. The service worker leaves videos to the network.
 */
type LocalVideoProps = {
  src: string
  title: string
  posterUrl?: string
  className?: string
}

export function LocalVideo({ src, title, posterUrl, className = '' }: LocalVideoProps) {
  return (
    <figure className={className}>
      {/* biome-ignore lint/a11y/useMediaCaption: sample clips are instrumental excerpts with no speech to caption */}
      <video
        className="aspect-video w-full rounded-xl bg-night"
        src={src}
        poster={posterUrl}
        preload="none"
        controls
        playsInline
        width={640}
        height={360}
        aria-label={title}
        title={title}
      >
        <a href={src}>Télécharger la vidéo « {title} » (MP4)</a>
      </video>
      <figcaption className="mt-1 text-sm text-ink/75">{title}</figcaption>
    </figure>
  )
}

/** Our own video files live under /media/ (sample clips in /media/video/). */
export const isLocalVideo = isLocalVideoUrl
