import { describe, expect, test } from 'vitest'
import { makeImage, makeMp3, makePdfBytes, makeWav, makeWebmHead, randomBytesSeeded } from '#tests/setup/media-files.ts'
import { makeVideo } from '#tests/setup/video-files.ts'
import { describeFile, imageTypeOf, recordingTypeOf, sniffFile, videoTypeOf } from './sniff.server.ts'

const text = (value: string) => new TextEncoder().encode(value)

describe('sniffing', () => {
  test('image types come from the bytes, not the name', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif', 'gif'] as const) {
      expect(imageTypeOf(await sniffFile(await makeImage(format, 64, 64)))).toBe(format)
    }
    expect(imageTypeOf(await sniffFile(await makePdfBytes()))).toBeNull()
    expect(imageTypeOf(await sniffFile(await makeMp3(1)))).toBeNull()
  })

  test('video containers: MP4, MOV and WebM made by ffmpeg; nothing else', async () => {
    for (const format of ['mp4', 'mov', 'webm'] as const) {
      const { bytes } = await makeVideo({ width: 160, height: 90, seconds: 1, format })
      // The upload route sniffs the first 4,100 bytes it receives.
      expect(videoTypeOf(await sniffFile(bytes.subarray(0, 4100))), format).toBe(format)
    }
    expect(videoTypeOf(await sniffFile(await makeImage('avif', 64, 64)))).toBeNull()
    expect(videoTypeOf(await sniffFile(makeWav()))).toBeNull()
  })

  test('browser recordings are kept under their own type; an MP4 one as M4A', async () => {
    expect(recordingTypeOf(await sniffFile(makeWebmHead()))).toEqual({ ext: 'webm', type: 'audio/webm' })
    expect(recordingTypeOf(await sniffFile(makeWav()))).toEqual({ ext: 'wav', type: 'audio/wav' })
    const { bytes } = await makeVideo({ width: 160, height: 90, seconds: 1 })
    expect(recordingTypeOf(await sniffFile(bytes))).toEqual({ ext: 'm4a', type: 'audio/mp4' })
    expect(recordingTypeOf(await sniffFile(await makeImage('avif', 64, 64)))).toBeNull()
    expect(recordingTypeOf(await sniffFile(await makePdfBytes()))).toBeNull()
  })

  test('what was picked by mistake is named in French', async () => {
    const named = async (bytes: Uint8Array) => describeFile(bytes, await sniffFile(bytes))
    expect(await named(await makePdfBytes())).toBe('un document PDF')
    expect(await named(text('\uFEFF  <html lang="fr">'))).toBe('une page HTML')
    expect(await named(text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('un dessin SVG')
    expect(await named(makeWav())).toBe('un fichier audio WAV')
    expect(await named(await makeMp3(1))).toBe('un fichier audio MP3')
    expect(await named(await makeImage('png', 64, 64))).toBe('une image')
    expect(await named(randomBytesSeeded(1000, 7))).toBeNull()
  })
})
