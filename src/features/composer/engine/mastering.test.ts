import { expect, test } from 'vitest'
import { spanLayout } from './compose-in-threads.ts'
import { integratedLoudness, truePeak } from './loudness.ts'
import {
  ENCODER_LOSS_DB,
  type MasteringStages,
  MasteringSpan,
  master,
  masterInSpans,
  TARGET_LUFS,
} from './mastering.ts'

const sampleRate = 44100

/**
 * 40 s of a mix with sections: a quiet pad, then loud chords with struck notes (the compressor and
 * the limiter work), a second of near silence, and a last loud part; the reverb's input at half rate.
 */
function mix(): { left: Float32Array; right: Float32Array; send: Float32Array } {
  const length = 40 * sampleRate
  const left = new Float32Array(length)
  const right = new Float32Array(length)
  let noise = 1
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate
    noise = (noise * 16807) % 2147483647
    const level = t < 8 ? 0.05 : t < 21 ? 0.35 : t < 22 ? 0.001 : 0.5
    const strike = Math.exp(-9 * (t % 0.45))
    const chord =
      Math.sin(2 * Math.PI * 220 * t) + 0.6 * Math.sin(2 * Math.PI * 277.2 * t) + 0.4 * Math.sin(2 * Math.PI * 330 * t)
    const hit = strike * (noise / 2147483647 - 0.5)
    left[i] = level * (0.5 * chord + 1.2 * hit)
    right[i] = level * (0.45 * chord + 0.8 * hit * strike)
  }
  const send = new Float32Array(Math.ceil(length / 2))
  for (let k = 0; k < send.length; k++) send[k] = 0.15 * (left[2 * k]! + right[2 * k]!)
  return { left, right, send }
}

const options = { reverb: 0.4, dark: false, fadeSeconds: 1.5 }

test('a piece mastered in two spans (as the two composer threads do) sounds as the whole piece mastered at once', async () => {
  const dry = mix()
  const whole = { left: dry.left.slice(), right: dry.right.slice(), send: dry.send.slice() }
  await master(whole.left, whole.right, whole.send, sampleRate, options)

  const total = dry.left.length
  const layout = spanLayout(total, sampleRate)
  expect(layout).toHaveLength(2)
  expect(layout[1]!.place.start, 'the second span starts seconds before its own samples').toBeLessThan(
    layout[1]!.encode[0] - 2.9 * sampleRate,
  )
  const spans = layout.map(({ place, end }) => {
    const span = new MasteringSpan(
      dry.left.slice(place.start, end),
      dry.right.slice(place.start, end),
      dry.send.slice(place.start / 2, Math.ceil(end / 2)),
      sampleRate,
      options,
      place,
    )
    const stages: MasteringStages<MasteringSpan> = {
      mix: async () => span.mix(),
      compress: async drive => span.compress(drive),
      limit: async gain => span.limit(gain),
      finish: async correction => {
        span.finish(correction)
        return span
      },
    }
    return stages
  })
  const mastered = await masterInSpans(spans, sampleRate)

  // Each span's samples, from the first one it encodes (the second's start 8 frames before the cut).
  let largest = 0
  layout.forEach(({ place, encode }, index) => {
    const span = mastered[index]!
    for (let k = encode[0]; k < encode[1]; k++) {
      largest = Math.max(
        largest,
        Math.abs(span.left[k - place.start]! - whole.left[k]!),
        Math.abs(span.right[k - place.start]! - whole.right[k]!),
      )
    }
  })
  // The same to the float's precision: the spans' pre- and post-roll let every filter and envelope
  // settle, and the limiter's windows fall on the same grid.
  expect(largest, 'largest difference from the whole piece, sample by sample').toBeLessThan(1e-6)

  const joined = (['left', 'right'] as const).map(side => {
    const out = new Float32Array(total)
    layout.forEach(({ place }, index) => {
      const samples = mastered[index]![side]
      out.set(samples.subarray(place.from - place.start, place.to - place.start), place.from)
    })
    return out
  })
  expect(integratedLoudness(joined, sampleRate)).toBeCloseTo(
    integratedLoudness([whole.left, whole.right], sampleRate),
    2,
  )
  // The samples are mastered above −14 LUFS by what the MP3 encoder takes off (`ENCODER_LOSS_DB`).
  expect(integratedLoudness(joined, sampleRate)).toBeCloseTo(TARGET_LUFS + ENCODER_LOSS_DB, 0)
  expect(truePeak(joined)).toBeLessThanOrEqual(-1.9)
})
