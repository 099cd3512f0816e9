import { MPEGDecoder } from 'mpg123-decoder'
import { expect, test } from 'vitest'
import { encodeMp3, readMp3Frames } from './mp3.ts'

test('LAME (WebAssembly) encodes faithfully: 24 kHz MPEG-2 frames at 64 kbit/s, decoded close to the input', {
  timeout: 60_000,
}, async () => {
  const sampleRate = 24000
  const pcm = new Float32Array(sampleRate * 20)
  for (let i = 0; i < pcm.length; i++) {
    const t = i / sampleRate
    pcm[i] = 0.3 * Math.sin(2 * Math.PI * (220 + 40 * t) * t) + 0.1 * Math.sin(2 * Math.PI * 97 * t)
  }
  const mp3 = await encodeMp3(pcm, sampleRate)
  const frames = readMp3Frames(mp3)
  expect(frames.every(frame => frame.sampleRate === sampleRate && frame.samples === 576)).toBe(true)
  expect((mp3.length * 8) / 20 / 1000, 'kbit/s').toBeCloseTo(64, 0)
  expect(await encodeMp3(pcm, sampleRate), 'the same samples give the same bytes').toEqual(mp3)

  const decoder = new MPEGDecoder()
  await decoder.ready
  const decoded = decoder.decode(mp3).channelData[0]!
  decoder.free()
  // Find the codec's delay (encoder padding plus decoder delay), then compare sample by sample.
  const errorAt = (delay: number, center: number) => {
    let sum = 0
    for (let i = center - 2000; i < center + 2000; i++) sum += (decoded[i + delay]! - pcm[i]!) ** 2
    return Math.sqrt(sum / 4000)
  }
  const middle = Math.round(pcm.length / 2)
  let delay = 0
  for (let candidate = 0; candidate < 3000; candidate++)
    if (errorAt(candidate, middle) < errorAt(delay, middle)) delay = candidate
  for (const share of [0.2, 0.4, 0.6, 0.8]) expect(errorAt(delay, Math.round(pcm.length * share))).toBeLessThan(0.05)
})
