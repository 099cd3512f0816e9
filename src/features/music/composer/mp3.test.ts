import { MPEGDecoder } from 'mpg123-decoder'
import { expect, test } from 'vitest'
import { encodeMp3, readMp3Frames } from './mp3.ts'

/** LAME's delay between an input sample and the same sample decoded (encoder delay + decoder delay). */
const CODEC_DELAY = 1105

test('the two halves join without a seam: the error at the cut is like the error anywhere else', { timeout: 60_000 }, async () => {
  const sampleRate = 24000
  const pcm = new Float32Array(sampleRate * 20)
  for (let i = 0; i < pcm.length; i++) {
    const t = i / sampleRate
    pcm[i] = 0.3 * Math.sin(2 * Math.PI * (220 + 40 * t) * t) + 0.1 * Math.sin(2 * Math.PI * 97 * t)
  }
  const mp3 = await encodeMp3(pcm, sampleRate)
  const frames = readMp3Frames(mp3)
  expect(frames.every((frame) => frame.sampleRate === sampleRate && frame.samples === 576)).toBe(true)

  const decoder = new MPEGDecoder()
  await decoder.ready
  const decoded = decoder.decode(mp3).channelData[0]!
  decoder.free()
  const errorAround = (center: number) => {
    let sum = 0
    for (let i = center - 2000; i < center + 2000; i++) sum += (decoded[i + CODEC_DELAY]! - pcm[i]!) ** 2
    return Math.sqrt(sum / 4000)
  }
  const cut = Math.round(pcm.length / 2 / 576) * 576
  const elsewhere = [0.2, 0.3, 0.7, 0.8].map((share) => errorAround(Math.round(pcm.length * share)))
  expect(errorAround(cut)).toBeLessThan(Math.max(...elsewhere) * 1.5)
  expect(Math.max(...elsewhere)).toBeLessThan(0.05)
})
