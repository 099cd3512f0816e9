import { useSyncExternalStore } from 'react'

/**
 * The one audio source of the whole site (spec §4 "Music player"). Artist discographies, portfolio
 * extracts, creations and the assistant all hand their tracks to this store; it owns a single
 * `<audio>` element, so starting a track anywhere stops whatever played before, and playback goes
 * on across route changes because nothing here belongs to a page.
 *
 * The module stays tiny and touches no browser API until the first play: pages import it, the
 * server renders them, and the player bar's code is only fetched once somebody presses play.
 */

export type PlayerTrack = {
  id: string
  title: string
  artist: string
  src: string
  coverUrl?: string
  /** A label track's id: its plays are counted for the dashboard (creations and extracts have none). */
  trackId?: string
}

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error'

export type PlayerState = {
  queue: PlayerTrack[]
  index: number
  status: PlayerStatus
  currentTime: number
  duration: number
  volume: number
}

/** Spec §9: unmuting restores the volume from before the mute, 0.5 when there was none. */
export const DEFAULT_UNMUTE_VOLUME = 0.5
export const PLAYER_ERROR_TEXT = 'Impossible de lire ce morceau pour le moment.'
const VOLUME_STORAGE_KEY = 'gombiste_player_volume'
/** A play counts once per load, after this much listening (a skipped track is not a play). */
const PLAY_COUNTED_AFTER_SECONDS = 5

let state: PlayerState = { queue: [], index: 0, status: 'idle', currentTime: 0, duration: 0, volume: 1 }
let volumeBeforeMute = DEFAULT_UNMUTE_VOLUME
let audio: HTMLAudioElement | null = null
let playCounted = false
const listeners = new Set<() => void>()

function update(patch: Partial<PlayerState>) {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

export function getPlayerState(): PlayerState {
  return state
}

export function subscribeToPlayer(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Reads a slice of the player; components re-render only when their slice changes. */
export function usePlayer<T>(select: (state: PlayerState) => T): T {
  return useSyncExternalStore(
    subscribeToPlayer,
    () => select(state),
    () => select(state),
  )
}

export function currentTrack(from: PlayerState = state): PlayerTrack | undefined {
  return from.status === 'idle' ? undefined : from.queue[from.index]
}

function readStoredVolume(): number {
  try {
    const stored = Number(localStorage.getItem(VOLUME_STORAGE_KEY))
    return localStorage.getItem(VOLUME_STORAGE_KEY) !== null && stored >= 0 && stored <= 1 ? stored : 1
  } catch {
    return 1
  }
}

/** Created on the first play: until then the page downloads no audio at all. */
function audioElement(): HTMLAudioElement {
  if (audio) return audio
  const element = new Audio()
  element.preload = 'metadata'
  element.volume = readStoredVolume()
  state = { ...state, volume: element.volume }
  element.addEventListener('playing', () => update({ status: 'playing' }))
  element.addEventListener('pause', () => {
    if (state.status === 'playing') update({ status: 'paused' })
  })
  element.addEventListener('waiting', () => update({ status: 'loading' }))
  element.addEventListener('timeupdate', () => {
    update({ currentTime: element.currentTime })
    if (!playCounted && element.currentTime >= PLAY_COUNTED_AFTER_SECONDS) countPlay()
  })
  element.addEventListener('durationchange', () =>
    update({ duration: Number.isFinite(element.duration) ? element.duration : 0 }),
  )
  element.addEventListener('ended', () => next())
  element.addEventListener('error', () => {
    if (element.getAttribute('src')) update({ status: 'error' })
  })
  audio = element
  return element
}

/** Tells the server once that this track was listened to; a lost beacon only loses one count. */
function countPlay() {
  playCounted = true
  const id = currentTrack()?.trackId
  if (id) fetch(`/api/tracks/${encodeURIComponent(id)}/plays`, { method: 'POST', keepalive: true }).catch(() => {})
}

function load(index: number) {
  const track = state.queue[index]
  if (!track) return
  const element = audioElement()
  playCounted = false
  update({ index, status: 'loading', currentTime: 0, duration: 0 })
  element.src = track.src
  element.play().catch((error: unknown) => {
    // A newer load interrupts this one's play(): not a failure of the track.
    if (error instanceof DOMException && error.name === 'AbortError') return
    update({ status: error instanceof DOMException && error.name === 'NotAllowedError' ? 'paused' : 'error' })
  })
}

/**
 * Plays `queue[startIndex]` and makes `queue` the list that next/previous walk through. Pages and
 * features call it through player.ts, which also shows the bar.
 */
export function playQueue(queue: PlayerTrack[], startIndex = 0) {
  if (queue.length === 0) return
  const index = Math.min(Math.max(0, startIndex), queue.length - 1)
  const current = currentTrack()
  state = { ...state, queue }
  if (current && current.src === queue[index]?.src && state.status !== 'error') {
    update({ index })
    if (state.status === 'paused') togglePlay()
    return
  }
  load(index)
}

/** Plays the given track, or pauses it when it is the one playing (the buttons beside each track). */
export function playOrPause(queue: PlayerTrack[], index: number) {
  const current = currentTrack()
  if (current && current.src === queue[index]?.src && (state.status === 'playing' || state.status === 'loading')) {
    togglePlay()
  } else {
    playQueue(queue, index)
  }
}

export function togglePlay() {
  if (!audio || state.status === 'idle') return
  if (state.status === 'error') return load(state.index)
  if (audio.paused) {
    void audio.play().catch(() => update({ status: 'paused' }))
  } else {
    audio.pause()
  }
}

/** The last track wraps to the first. */
export function next() {
  if (state.queue.length === 0) return
  load((state.index + 1) % state.queue.length)
}

/** The first track wraps to the last. */
export function previous() {
  if (state.queue.length === 0) return
  load((state.index - 1 + state.queue.length) % state.queue.length)
}

export function seek(seconds: number) {
  if (!audio || !Number.isFinite(seconds)) return
  const clamped = Math.min(Math.max(0, seconds), state.duration || seconds)
  audio.currentTime = clamped
  update({ currentTime: clamped })
}

export function setVolume(volume: number) {
  const clamped = Math.min(Math.max(0, Math.round(volume * 100) / 100), 1)
  if (audio) audio.volume = clamped
  try {
    localStorage.setItem(VOLUME_STORAGE_KEY, String(clamped))
  } catch {
    // Private browsing: the volume simply is not remembered.
  }
  update({ volume: clamped })
}

/** Mute keeps the volume it had; unmute gives it back (0.5 when it was already silent). */
export function toggleMute() {
  if (state.volume > 0) {
    volumeBeforeMute = state.volume
    setVolume(0)
  } else {
    setVolume(volumeBeforeMute > 0 ? volumeBeforeMute : DEFAULT_UNMUTE_VOLUME)
    volumeBeforeMute = DEFAULT_UNMUTE_VOLUME
  }
}

/** Stops and empties the player; the bar disappears. */
export function closePlayer() {
  if (audio) {
    audio.pause()
    audio.removeAttribute('src')
    audio.load()
  }
  update({ queue: [], index: 0, status: 'idle', currentTime: 0, duration: 0 })
}
