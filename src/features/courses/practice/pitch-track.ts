import { PitchDetector } from 'pitchy'
import type { PitchFrame } from './scoring.ts'

/**
 * Pitch detection (McLeod pitch method, by the `pitchy` library) over a window of samples. The
 * practice page feeds it the microphone live; tests and `npm run bench` feed it synthesised signals.
 * A reading counts only when clear (clarity ≥ 0.9) and loud enough (above -45 dBFS), in 60–1,500 Hz.
 */
export const PITCH_WINDOW = 2048
export const MIN_CLARITY = 0.9
const MIN_HZ = 60
const MAX_HZ = 1500

export function createPitchReader(windowSize = PITCH_WINDOW) {
  const detector = PitchDetector.forFloat32Array(windowSize)
  detector.minVolumeDecibels = -45
  return (window: Float32Array, sampleRate: number): number => {
    const [hz, clarity] = detector.findPitch(window, sampleRate)
    return clarity >= MIN_CLARITY && hz >= MIN_HZ && hz <= MAX_HZ ? hz : 0
  }
}

/** Pitch frames of a whole recording, one every `hop` samples, timed at the middle of their window. */
export function trackPitch(
  samples: Float32Array,
  sampleRate: number,
  hop = 256,
  windowSize = PITCH_WINDOW,
): PitchFrame[] {
  const read = createPitchReader(windowSize)
  const frames: PitchFrame[] = []
  for (let start = 0; start + windowSize <= samples.length; start += hop) {
    const hz = read(samples.subarray(start, start + windowSize), sampleRate)
    frames.push([(start + windowSize / 2) / sampleRate, hz])
  }
  return frames
}
