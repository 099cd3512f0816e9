import { MPEGDecoder } from 'mpg123-decoder'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { withSeed, type GenerationRequest } from '../music.request.ts'
import { composePiece, warmUpComposer, type ComposedPiece } from './compose.ts'
import { readMp3Frames } from './mp3.ts'
import { sharedSamplesMiB } from './threads.ts'

/** Real pieces, encoded and decoded again: slower than the score tests, so kept few and short. */
function request(overrides: Partial<GenerationRequest> = {}): GenerationRequest {
  return withSeed({
    variant: 'musicien',
    prompt: 'Un morceau pour tester',
    key: 'C Majeur',
    tempo: 120,
    rhythm: '4/4 Pop/Rock',
    instruments: ['Piano', 'Basse', 'Batterie'],
    voice: 'Aucune',
    duration: 20,
    version: 'instrumental',
    seed: 99,
    ...overrides,
  })
}

let decoder: MPEGDecoder
beforeAll(async () => {
  decoder = new MPEGDecoder()
  await decoder.ready
})
afterAll(() => decoder.free())

async function decode(
  mp3: Uint8Array,
): Promise<{ samples: Float32Array; channels: Float32Array[]; sampleRate: number }> {
  await decoder.reset()
  const result = decoder.decode(mp3)
  expect(result.errors).toEqual([])
  return { samples: result.channelData[0]!, channels: result.channelData, sampleRate: result.sampleRate }
}

describe('files', () => {
  const pieces: Record<string, ComposedPiece> = {}
  beforeAll(async () => {
    pieces.first = await composePiece(request())
    pieces.again = await composePiece(request())
    pieces.otherPrompt = await composePiece(request({ prompt: 'Un autre morceau', seed: undefined }))
    pieces.otherSeed = await composePiece(request({ seed: 100 }))
  }, 120_000)

  test('the same request and seed give byte-identical MP3 and MIDI files', () => {
    expect(Buffer.compare(Buffer.from(pieces.first!.mp3), Buffer.from(pieces.again!.mp3))).toBe(0)
    expect(Buffer.compare(Buffer.from(pieces.first!.midi), Buffer.from(pieces.again!.midi))).toBe(0)
  })

  test('pieces composed at the same time (two visitors at once) come out as each composed alone', async () => {
    // The composer threads interleave the two pieces' stages and reuse their buffers between pieces.
    const [first, otherSeed, short] = await Promise.all([
      composePiece(request()),
      composePiece(request({ seed: 100 })),
      composePiece(request({ duration: 15, rhythm: 'Makossa' })),
    ])
    expect(Buffer.compare(Buffer.from(first.mp3), Buffer.from(pieces.first!.mp3))).toBe(0)
    expect(Buffer.compare(Buffer.from(otherSeed.mp3), Buffer.from(pieces.otherSeed!.mp3))).toBe(0)
    const alone = await composePiece(request({ duration: 15, rhythm: 'Makossa' }))
    expect(Buffer.compare(Buffer.from(short.mp3), Buffer.from(alone.mp3))).toBe(0)
  }, 60_000)

  test('the composer threads decode the samples they play into the memory they share', () => {
    // A piece of piano, bass, drums and guitar plays megabytes of samples (shared-samples.test.ts
    // shows that the other thread then reads them in place).
    expect(sharedSamplesMiB()).toBeGreaterThan(2)
  })

  test('another prompt or seed gives other files', () => {
    for (const other of [pieces.otherPrompt!, pieces.otherSeed!]) {
      expect(Buffer.compare(Buffer.from(pieces.first!.mp3), Buffer.from(other.mp3))).not.toBe(0)
      expect(Buffer.compare(Buffer.from(pieces.first!.midi), Buffer.from(other.midi))).not.toBe(0)
    }
  })

  test('the MP3 is 96 kbit/s stereo at 44.1 kHz and decodes to the requested duration (±0.5 s), with sound in it', async () => {
    const { mp3 } = pieces.first!
    const frames = readMp3Frames(mp3)
    expect(frames.length).toBeGreaterThan(0)
    expect(frames.every(frame => frame.sampleRate === 44100 && frame.samples === 1152)).toBe(true)
    expect(mp3[3]! >> 6, 'channel mode: not mono').not.toBe(3)
    const framesSeconds = frames.reduce((sum, frame) => sum + frame.samples / frame.sampleRate, 0)
    expect(Math.abs(framesSeconds - 20)).toBeLessThan(0.5)
    // At most 800 KB per minute of audio.
    expect((mp3.length / framesSeconds) * 60).toBeLessThanOrEqual(800_000)

    const { channels, sampleRate } = await decode(mp3)
    expect(channels).toHaveLength(2)
    expect(sampleRate).toBe(44100)
    const samples = channels[0]!
    expect(Math.abs(samples.length / sampleRate - 20)).toBeLessThan(0.5)
    let sum = 0
    let peak = 0
    for (const x of samples) {
      sum += x * x
      peak = Math.max(peak, Math.abs(x))
    }
    expect(Math.sqrt(sum / samples.length)).toBeGreaterThan(0.05)
    expect(peak).toBeLessThanOrEqual(1)
  })

  test('a 60 s piece lasts 60 s once decoded, in at most 800 KB', async () => {
    const piece = await composePiece(
      request({
        duration: 60,
        rhythm: 'Rumba congolaise',
        instruments: ['Guitare', 'Basse', 'Batterie', 'Percussions'],
      }),
    )
    const { channels, sampleRate } = await decode(piece.mp3)
    expect(Math.abs(channels[0]!.length / sampleRate - 60)).toBeLessThan(0.5)
    expect(piece.mp3.length).toBeLessThanOrEqual(800_000)
  }, 60_000)
})

describe('the tempo heard in the audio', () => {
  /**
   * Onset strength (rise of log energy over 10 ms frames), then the lag between 0.45 and 1.0 s at
   * which it best matches itself: the beat.
   */
  function beatFromAudio(samples: Float32Array, sampleRate: number): number {
    const hop = Math.round(sampleRate / 100)
    const energy: number[] = []
    for (let start = 0; start + hop <= samples.length; start += hop) {
      let sum = 0
      for (let i = start; i < start + hop; i++) sum += samples[i]! * samples[i]!
      energy.push(Math.log(1e-6 + sum))
    }
    const onset = energy.map((value, i) => Math.max(0, value - (energy[i - 1] ?? value)))
    let bestLag = 0
    let best = -Infinity
    for (let lag = 45; lag <= 100; lag++) {
      let score = 0
      for (let i = lag; i < onset.length; i++) score += onset[i]! * onset[i - lag]!
      score /= onset.length - lag
      if (score > best) {
        best = score
        bestLag = lag
      }
    }
    return bestLag / 100
  }

  test.each([
    [100, '4/4 Pop/Rock'],
    [80, 'Afrobeat'],
    [110, 'Bikutsi'],
  ] as const)(
    '%i BPM %s: the strongest periodicity is the beat',
    async (bpm, rhythm) => {
      const piece = await composePiece(request({ tempo: bpm, rhythm, instruments: ['Batterie'], duration: 20 }))
      const { samples, sampleRate } = await decode(piece.mp3)
      expect(beatFromAudio(samples, sampleRate)).toBeCloseTo(60 / bpm, 1)
      expect(Math.abs(beatFromAudio(samples, sampleRate) - 60 / bpm)).toBeLessThanOrEqual(0.02)
    },
    60_000,
  )
})

describe('the MIDI file', () => {
  type Track = { name: string; events: number[][] }
  function readMidi(bytes: Uint8Array) {
    const view = Buffer.from(bytes)
    expect(view.toString('latin1', 0, 4)).toBe('MThd')
    const format = view.readUInt16BE(8)
    const trackCount = view.readUInt16BE(10)
    const division = view.readUInt16BE(12)
    let offset = 14
    const tracks: Track[] = []
    let tempo = 0
    for (let t = 0; t < trackCount; t++) {
      expect(view.toString('latin1', offset, offset + 4)).toBe('MTrk')
      const length = view.readUInt32BE(offset + 4)
      const end = offset + 8 + length
      let i = offset + 8
      const track: Track = { name: '', events: [] }
      let status = 0
      const readLength = () => {
        let value = 0
        let byte: number
        do {
          byte = view[i++]!
          value = (value << 7) | (byte & 0x7f)
        } while (byte & 0x80)
        return value
      }
      while (i < end) {
        readLength()
        if (view[i] === 0xff) {
          const type = view[i + 1]!
          i += 2
          const size = readLength()
          if (type === 0x03) track.name = view.toString('utf8', i, i + size)
          if (type === 0x51) tempo = view.readUIntBE(i, 3)
          i += size
        } else {
          if (view[i]! & 0x80) status = view[i++]!
          const size = (status & 0xf0) === 0xc0 || (status & 0xf0) === 0xd0 ? 1 : 2
          track.events.push([status, ...view.subarray(i, i + size)])
          i += size
        }
      }
      tracks.push(track)
      offset = end
    }
    return { format, division, tracks, tempo }
  }

  test('format 1, a conductor track with the tempo, then one named track per instrument', {
    timeout: 60_000,
  }, async () => {
    const piece = await composePiece(request({ tempo: 96, instruments: ['Piano', 'Basse', 'Batterie', 'Cuivres'] }))
    const midi = readMidi(piece.midi)
    expect(midi.format).toBe(1)
    expect(midi.tempo).toBe(Math.round(60_000_000 / 96))
    expect(midi.tracks.map(track => track.name)).toEqual(['Gombiste Records', 'Piano', 'Cuivres', 'Basse', 'Batterie'])
    const drums = midi.tracks[4]!
    expect(drums.events.every(([status]) => (status! & 0x0f) === 9)).toBe(true)
    // Each track sets its level, pan and reverb send (CC 7, 10, 91) before its notes.
    for (const track of midi.tracks.slice(1))
      expect(track.events.filter(([status]) => (status! & 0xf0) === 0xb0).map(([, controller]) => controller)).toEqual([
        7, 10, 91,
      ])
    const noteOns = (track: Track) =>
      track.events.filter(([status, , velocity]) => (status! & 0xf0) === 0x90 && velocity! > 0).length
    expect(noteOns(midi.tracks[1]!)).toBe(piece.score.notes.filter(note => note.part === 'Piano').length)
    expect(noteOns(drums)).toBe(piece.score.hits.length)
  })

  test('12/8 styles write the dotted-quarter beat as their tempo', { timeout: 60_000 }, async () => {
    const piece = await composePiece(request({ tempo: 120, rhythm: 'Bikutsi' }))
    // A quarter note is two thirds of a dotted-quarter beat.
    expect(readMidi(piece.midi).tempo).toBe(Math.round((60_000_000 / 120) * (2 / 3)))
  })
})

test('the start-up warm-up composes without error', { timeout: 60_000 }, async () => {
  await expect(warmUpComposer()).resolves.toBeUndefined()
})
