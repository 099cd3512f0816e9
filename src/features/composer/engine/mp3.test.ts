import { MPEGDecoder } from 'mpg123-decoder'
import { expect, test } from 'vitest'
import { encodeMp3, encodeStereoMp3, readMp3Frames } from './mp3.ts'

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

test('a long stereo piece is encoded as two halves in two threads, joined without a gap or a glitch', {
  timeout: 120_000,
}, async () => {
  const sampleRate = 44100
  const seconds = 24
  const left = new Float32Array(sampleRate * seconds)
  const right = new Float32Array(left.length)
  // A gliding tone, and a louder struck note every half second on the right: the bit reservoir fills
  // and empties all along, so the cut falls where it is in use.
  let noise = 1
  for (let i = 0; i < left.length; i++) {
    const t = i / sampleRate
    noise = (noise * 16807) % 2147483647
    const strike = Math.exp(-12 * (t % 0.5))
    left[i] = 0.25 * Math.sin(2 * Math.PI * (300 + 20 * t) * t)
    right[i] = 0.4 * strike * Math.sin(2 * Math.PI * 660 * t) + 0.05 * strike * (noise / 2147483647 - 0.5)
  }
  const mp3 = await encodeStereoMp3(left, right, sampleRate)
  const frames = readMp3Frames(mp3)
  expect(frames.every(frame => frame.sampleRate === sampleRate && frame.samples === 1152)).toBe(true)
  expect(await encodeStereoMp3(left, right, sampleRate), 'the same samples give the same bytes').toEqual(mp3)

  const decoder = new MPEGDecoder()
  await decoder.ready
  const decoded = decoder.decode(mp3)
  decoder.free()
  expect(decoded.errors).toEqual([])
  // The encoder's and decoder's delays: 576 + 529 samples; then every sample where it belongs.
  const delay = 1105
  expect(Math.abs(decoded.samplesDecoded - (Math.ceil(left.length / 1152) + 1) * 1152)).toBeLessThanOrEqual(2 * 1152)
  const errorAt = (input: Float32Array, output: Float32Array, center: number) => {
    let sum = 0
    for (let i = center - 1152; i < center + 1152; i++) sum += (output[i + delay]! - input[i]!) ** 2
    return Math.sqrt(sum / 2304)
  }
  const cut = Math.floor(Math.ceil(left.length / 1152) / 2) * 1152
  // Around the join and across it, frame by frame, as close to the input as anywhere else.
  for (let center = cut - 4 * 1152; center <= cut + 4 * 1152; center += 576) {
    expect(errorAt(left, decoded.channelData[0]!, center), `left at ${center}`).toBeLessThan(0.02)
    expect(errorAt(right, decoded.channelData[1]!, center), `right at ${center}`).toBeLessThan(0.05)
  }
  for (const share of [0.2, 0.8]) {
    const center = Math.round(left.length * share)
    expect(errorAt(left, decoded.channelData[0]!, center)).toBeLessThan(0.02)
  }
})
