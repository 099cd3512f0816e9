import { describe, expect, test } from 'vitest'
import { concatBytes, id3Tag, makeMp3, makeWav, randomBytesSeeded } from '#tests/setup/media-files.ts'
import { probeMp3 } from './mp3-probe.ts'

describe('probeMp3', () => {
  test('measures a real MP3, with or without an ID3v2 tag or an ID3v1 tag at the end', async () => {
    const mp3 = await makeMp3(4)
    const plain = probeMp3(mp3)
    expect(plain).toMatchObject({ sampleRate: 24000, channels: 1, bitrateKbps: 64 })
    expect(plain!.durationSeconds).toBeGreaterThanOrEqual(4)
    expect(plain!.durationSeconds).toBeLessThan(4.2)
    const id3v1 = new Uint8Array(128)
    id3v1.set(new TextEncoder().encode('TAG'))
    expect(probeMp3(concatBytes(id3Tag('Makossa'), mp3, id3v1))).toEqual(plain)
  })

  test('a Xing header announcing more frames than present means a cut file', async () => {
    const mp3 = await makeMp3(3)
    const frameLength = 192 // 24 kHz, 64 kbit/s MPEG-2: 72 × 64000 / 24000
    const framesInFile = mp3.length / frameLength
    // A header frame like LAME writes: same frame header, 'Xing' after the side info (9 bytes, MPEG-2 mono), frame count.
    const xing = (frames: number) => {
      const frame = new Uint8Array(frameLength)
      frame.set(mp3.subarray(0, 4))
      frame.set(new TextEncoder().encode('Xing'), 4 + 9)
      new DataView(frame.buffer).setUint32(4 + 9 + 4, 1)
      new DataView(frame.buffer).setUint32(4 + 9 + 8, frames)
      return frame
    }
    const whole = probeMp3(concatBytes(xing(framesInFile + 1), mp3))
    expect(whole?.durationSeconds).toBeCloseTo(probeMp3(mp3)!.durationSeconds, 2)
    expect(probeMp3(concatBytes(xing(framesInFile * 2), mp3))).toBeNull()
  })

  test('refuses what is not a complete MP3', async () => {
    const mp3 = await makeMp3(3)
    expect(probeMp3(makeWav())).toBeNull()
    expect(probeMp3(randomBytesSeeded(200_000))).toBeNull()
    expect(probeMp3(concatBytes(mp3, randomBytesSeeded(10_000)))).toBeNull()
    expect(probeMp3(mp3.subarray(0, 192 * 3)), 'under a second').toBeNull()
    expect(probeMp3(id3Tag('Rien après'))).toBeNull()
  })
})
