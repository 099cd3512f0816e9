import { playOrPause } from './player.ts'
import { currentTrack, type PlayerTrack, usePlayer } from './player-store.ts'

type Props = {
  /** The list that next/previous walk through once this track plays. */
  queue: PlayerTrack[]
  index: number
  /** What is played, for the accessible name: 'Écouter {label}', e.g. '« Mboa » de Lady B'. */
  label: string
  className?: string
}

/** The round play/pause button beside a track; playback itself happens in the site-wide player bar. */
export function PlayButton({ queue, index, label, className = '' }: Props) {
  const src = queue[index]?.src
  const isCurrent = usePlayer(state => currentTrack(state)?.src === src)
  const isPlaying = usePlayer(state => isCurrent && (state.status === 'playing' || state.status === 'loading'))
  return (
    <button
      type="button"
      className={`grid size-11 shrink-0 place-items-center rounded-full bg-gold text-night shadow hover:bg-ochre hover:text-white ${className}`}
      aria-label={isPlaying ? `Mettre en pause ${label}` : `Écouter ${label}`}
      data-current={isCurrent || undefined}
      onClick={() => playOrPause(queue, index)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
        {isPlaying ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
      </svg>
    </button>
  )
}
