import { midiToHz } from '#lib/music/pitch.ts'

/**
 * The site's own little synthesizer (Web Audio, nothing downloaded): a piano-like tone for scores,
 * demonstrations and drills, and a click for the metronome and count-ins. Browser only.
 */
let shared: AudioContext | null = null

/** The page's audio context, created on the first user gesture and resumed if the browser paused it. */
export function audioContext(): AudioContext {
  shared ??= new AudioContext({ latencyHint: 'interactive' })
  if (shared.state === 'suspended') void shared.resume()
  return shared
}

export type Voice = { stop: () => void }

/** One note: a triangle wave with a soft second harmonic, a quick attack and a piano-like decay. */
export function playTone(context: AudioContext, midi: number, when: number, seconds: number, volume = 0.22): Voice {
  const gain = context.createGain()
  gain.connect(context.destination)
  const hz = midiToHz(midi)
  const oscillators = [
    { type: 'triangle' as const, hz, level: 1 },
    { type: 'sine' as const, hz: hz * 2, level: 0.3 },
  ].map(({ type, hz: frequency, level }) => {
    const oscillator = context.createOscillator()
    oscillator.type = type
    oscillator.frequency.value = frequency
    const partial = context.createGain()
    partial.gain.value = level
    oscillator.connect(partial).connect(gain)
    return oscillator
  })
  const start = Math.max(when, context.currentTime)
  const end = start + Math.max(0.08, seconds)
  gain.gain.setValueAtTime(0.0001, start)
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.008)
  gain.gain.exponentialRampToValueAtTime(volume * 0.35, start + Math.min(0.6, seconds * 0.7 + 0.05))
  gain.gain.setValueAtTime(volume * 0.35, end - 0.03)
  gain.gain.exponentialRampToValueAtTime(0.0001, end + 0.12)
  for (const oscillator of oscillators) {
    oscillator.start(start)
    oscillator.stop(end + 0.15)
  }
  return {
    stop: () => {
      for (const oscillator of oscillators) {
        try {
          oscillator.stop()
        } catch {
          // Already stopped.
        }
      }
      gain.disconnect()
    },
  }
}

/** A metronome click; `accent` for the first beat of a bar. */
export function click(context: AudioContext, when: number, accent = false) {
  const oscillator = context.createOscillator()
  const gain = context.createGain()
  oscillator.frequency.value = accent ? 1600 : 1000
  gain.gain.setValueAtTime(0.0001, when)
  gain.gain.exponentialRampToValueAtTime(accent ? 0.3 : 0.18, when + 0.002)
  gain.gain.exponentialRampToValueAtTime(0.0001, when + 0.05)
  oscillator.connect(gain).connect(context.destination)
  oscillator.start(when)
  oscillator.stop(when + 0.06)
}
