import { useEffect, useLayoutEffect, useRef } from 'react'
import { createRoot } from 'react-dom/client'
import { formatDuration } from '#core/format/format.ts'
import { ResponsiveImage } from '#core/ui/responsive-image.tsx'
import {
  closePlayer,
  currentTrack,
  getPlayerState,
  next,
  PLAYER_ERROR_TEXT,
  previous,
  seek,
  setVolume,
  subscribeToPlayer,
  toggleMute,
  togglePlay,
  usePlayer,
} from './player-store.ts'

/**
 * The bottom player bar of spec §2. It is mounted in a root of its own the first time something
 * plays, so visitors who never press play never download it, and no page owns it: it survives every
 * route change. While it shows, `--player-height` lifts the page's bottom padding and the floating
 * buttons above it.
 */
export function mountPlayerBar() {
  if (document.getElementById('lecteur')) return
  const container = document.createElement('div')
  container.id = 'lecteur'
  document.body.append(container)
  createRoot(container).render(<PlayerBar />)
  subscribeToPlayer(syncMediaSession)
}

/** '65' → '1 minute 5 secondes', for screen readers (aria-valuetext). */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  const parts = []
  if (minutes > 0) parts.push(`${minutes} minute${minutes > 1 ? 's' : ''}`)
  if (rest > 0 || minutes === 0) parts.push(`${rest} seconde${rest > 1 ? 's' : ''}`)
  return parts.join(' ')
}

function PlayerBar() {
  const track = usePlayer(currentTrack)
  const status = usePlayer(state => state.status)
  const currentTime = usePlayer(state => state.currentTime)
  const duration = usePlayer(state => state.duration)
  const volume = usePlayer(state => state.volume)
  const barRef = useRef<HTMLElement>(null)

  useLayoutEffect(() => {
    const root = document.documentElement
    const bar = barRef.current
    if (!bar) {
      root.style.removeProperty('--player-height')
      delete root.dataset.player
      return
    }
    const observer = new ResizeObserver(() => root.style.setProperty('--player-height', `${bar.offsetHeight}px`))
    observer.observe(bar)
    root.style.setProperty('--player-height', `${bar.offsetHeight}px`)
    return () => observer.disconnect()
  }, [track !== undefined])

  useEffect(() => {
    if (status === 'idle') delete document.documentElement.dataset.player
    else document.documentElement.dataset.player = status
  }, [status])

  if (!track) return null
  const isPlaying = status === 'playing' || status === 'loading'
  const muted = volume === 0
  const knownDuration = Math.max(duration, 0)

  return (
    <section
      ref={barRef}
      aria-label="Lecteur audio"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-white/10 bg-night text-white shadow-[0_-4px_16px_rgb(0_0_0/0.25)]"
      data-testid="player-bar"
    >
      <div className="container-page flex flex-col gap-1 py-2 md:flex-row md:items-center md:gap-6">
        <div className="flex min-w-0 items-center gap-3 md:w-72">
          <div className="relative size-11 shrink-0 overflow-hidden rounded-md bg-indigo">
            {track.coverUrl ? (
              <ResponsiveImage src={track.coverUrl} alt="" sizes="44px" className="size-11 object-cover" priority />
            ) : null}
            <span
              aria-hidden="true"
              className="absolute inset-x-0 bottom-0 bg-night/50 text-center text-[8px] leading-3 font-semibold text-white/90"
            >
              © Gombiste
            </span>
          </div>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold" data-testid="player-title">
              {track.title}
            </p>
            <p className="truncate text-xs text-white/70">{track.artist}</p>
          </div>
          <div className="flex items-center gap-1 md:hidden">
            <TransportButtons isPlaying={isPlaying} />
          </div>
        </div>

        <div className="flex items-center gap-2 md:flex-1">
          <div className="hidden items-center gap-1 md:flex">
            <TransportButtons isPlaying={isPlaying} />
          </div>
          <span className="w-10 text-right text-xs tabular-nums" aria-hidden="true">
            {formatDuration(currentTime)}
          </span>
          <input
            type="range"
            className="player-range min-w-0 flex-1"
            aria-label="Position dans le morceau"
            min={0}
            max={knownDuration || 1}
            step={1}
            value={Math.min(currentTime, knownDuration || 1)}
            disabled={knownDuration === 0}
            aria-valuetext={`${spokenDuration(currentTime)} sur ${spokenDuration(knownDuration)}`}
            onChange={event => seek(Number(event.currentTarget.value))}
          />
          <span className="w-10 text-xs tabular-nums" aria-hidden="true" data-testid="player-duration">
            {formatDuration(knownDuration)}
          </span>
          <span className="sr-only" data-testid="player-time">
            {formatDuration(currentTime)} / {formatDuration(knownDuration)}
          </span>
          <IconButton label={muted ? 'Rétablir le son' : 'Couper le son'} onClick={toggleMute} pressed={muted}>
            {muted ? (
              <path d="M11 5 6 9H3v6h3l5 4V5zM16 9l5 6M21 9l-5 6" />
            ) : (
              <path d="M11 5 6 9H3v6h3l5 4V5zM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
            )}
          </IconButton>
          <input
            type="range"
            className="player-range w-16 md:w-24"
            aria-label="Volume"
            min={0}
            max={1}
            step={0.01}
            value={volume}
            aria-valuetext={`${Math.round(volume * 100)} %`}
            onChange={event => setVolume(Number(event.currentTarget.value))}
          />
          <IconButton label="Fermer le lecteur" onClick={closePlayer}>
            <path d="M6 6l12 12M18 6 6 18" />
          </IconButton>
        </div>
      </div>
      {status === 'error' ? (
        <p role="alert" className="container-page pb-2 text-sm text-gold">
          {PLAYER_ERROR_TEXT}
        </p>
      ) : null}
    </section>
  )
}

function TransportButtons({ isPlaying }: { isPlaying: boolean }) {
  return (
    <>
      <IconButton label="Morceau précédent" onClick={previous}>
        <path d="M6 5v14M19 5 9 12l10 7V5z" />
      </IconButton>
      <IconButton label={isPlaying ? 'Pause' : 'Lecture'} onClick={togglePlay} large>
        {isPlaying ? <path d="M8 5v14M16 5v14" /> : <path d="M7 4.5v15L19 12 7 4.5z" />}
      </IconButton>
      <IconButton label="Morceau suivant" onClick={next}>
        <path d="M18 5v14M5 5l10 7-10 7V5z" />
      </IconButton>
    </>
  )
}

function IconButton({
  label,
  onClick,
  children,
  pressed,
  large,
}: {
  label: string
  onClick: () => void
  children: React.ReactNode
  pressed?: boolean
  large?: boolean
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={`grid shrink-0 place-items-center rounded-full hover:bg-white/10 ${large ? 'size-11 bg-gold text-night hover:bg-ochre' : 'size-9'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </button>
  )
}

/** Phone lock screens and headsets show and control the track (Media Session API). */
let mediaSessionTrack: string | undefined
let mediaSessionReady = false
function syncMediaSession() {
  if (!('mediaSession' in navigator)) return
  const session = navigator.mediaSession
  if (!mediaSessionReady) {
    mediaSessionReady = true
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => togglePlay()],
      ['pause', () => togglePlay()],
      ['previoustrack', () => previous()],
      ['nexttrack', () => next()],
      ['seekto', details => seek(details.seekTime ?? 0)],
      ['seekbackward', details => seek(getPlayerState().currentTime - (details.seekOffset ?? 10))],
      ['seekforward', details => seek(getPlayerState().currentTime + (details.seekOffset ?? 10))],
    ]
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler)
      } catch {
        // An action this browser does not know.
      }
    }
  }
  const state = getPlayerState()
  const track = currentTrack(state)
  if (!track) {
    session.metadata = null
    session.playbackState = 'none'
    mediaSessionTrack = undefined
    return
  }
  if (mediaSessionTrack !== track.src) {
    mediaSessionTrack = track.src
    session.metadata = new MediaMetadata({
      title: track.title,
      artist: track.artist,
      album: 'Gombiste Records',
      artwork: track.coverUrl ? [{ src: new URL(track.coverUrl, location.href).href }] : [],
    })
  }
  session.playbackState = state.status === 'playing' || state.status === 'loading' ? 'playing' : 'paused'
  if (state.duration > 0 && state.currentTime <= state.duration) {
    try {
      session.setPositionState({ duration: state.duration, position: state.currentTime, playbackRate: 1 })
    } catch {
      // Some browsers reject position updates while the track is still loading.
    }
  }
}
