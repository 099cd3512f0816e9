/**
 * No piece opens with silence: on a phone, a quiet first seconds sound like nothing is playing. Every
 * style is rendered with the sparsest band a request gets (spec §9's piano, bass and drums, whose intro
 * used to keep the piano alone) and with its own, long enough for a full intro, and the first second of
 * the MP3 decoded again must be audible and not far below the rest of the piece.
 */
import { MPEGDecoder } from 'mpg123-decoder'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MUSIC_STYLES, STYLE_DEFAULT_INSTRUMENTS } from '#lib/music/understand.ts'
import { MUSIC_DEFAULTS } from '../music.options.ts'
import { withSeed } from '../music.request.ts'
import { composePiece } from './compose.ts'

let decoder: MPEGDecoder
beforeAll(async () => {
  decoder = new MPEGDecoder()
  await decoder.ready
})
afterAll(() => decoder.free())

/** RMS level in dBFS of each whole second, both channels together. */
async function levelsPerSecond(mp3: Uint8Array): Promise<number[]> {
  await decoder.reset()
  const { channelData, sampleRate } = decoder.decode(mp3)
  const seconds = Math.floor(channelData[0]!.length / sampleRate)
  return Array.from({ length: seconds }, (_, second) => {
    let sum = 0
    for (const channel of channelData)
      for (let i = second * sampleRate; i < (second + 1) * sampleRate; i++) sum += channel[i]! ** 2
    return 10 * Math.log10(sum / (sampleRate * channelData.length) + 1e-12)
  })
}

/** Audible on a phone's speaker at an ordinary volume, and a start, not a wait. */
const FIRST_SECOND_MIN_DBFS = -30
const FIRST_SECOND_BELOW_BODY_MAX_DB = 12

const bands = [
  ['piano, basse, batterie', () => [...MUSIC_DEFAULTS.instruments]],
  ['its own band', (style: (typeof MUSIC_STYLES)[number]) => [...STYLE_DEFAULT_INSTRUMENTS[style]]],
] as const

describe('every style opens audibly', { timeout: 240_000 }, () => {
  for (const [band, instrumentsOf] of bands)
    test.each([...MUSIC_STYLES])(`%s, ${band}`, async style => {
      const piece = await composePiece(
        withSeed({
          variant: 'musicien',
          prompt: `Ouverture ${style}`,
          key: 'A Mineur',
          tempo: 100,
          rhythm: style,
          instruments: instrumentsOf(style),
          voice: 'Aucune',
          duration: 45,
          version: 'instrumental',
        }),
      )
      const levels = await levelsPerSecond(piece.mp3)
      const body = levels.slice(10, -5).toSorted((a, b) => a - b)[Math.floor((levels.length - 15) / 2)]!
      expect(levels[0], `first second ${levels[0]!.toFixed(1)} dBFS`).toBeGreaterThanOrEqual(FIRST_SECOND_MIN_DBFS)
      expect(body - levels[0]!, 'first second below the body').toBeLessThanOrEqual(FIRST_SECOND_BELOW_BODY_MAX_DB)
    })
})
