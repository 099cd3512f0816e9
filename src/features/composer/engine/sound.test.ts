/**
 * The sound of generated pieces, measured on the MP3 files decoded again: channels and sample rate,
 * integrated loudness and true peak (EBU R128 / ITU-R BS.1770-4, checked first on reference signals),
 * sections heard as loudness changing over time, and every named instrument really sounding.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import { MPEGDecoder } from 'mpg123-decoder'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resolveAmateurRequest, withSeed } from '../music.request.ts'
import { type ComposedPiece, composePiece } from './compose.ts'
import { integratedLoudness, loudnessOverTime, truePeak } from './loudness.ts'

const run = promisify(execFile)
const ffmpeg = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }

let decoder: MPEGDecoder
beforeAll(async () => {
  decoder = new MPEGDecoder()
  await decoder.ready
})
afterAll(() => decoder.free())

async function decode(mp3: Uint8Array): Promise<{ channels: Float32Array[]; sampleRate: number }> {
  await decoder.reset()
  const result = decoder.decode(mp3)
  expect(result.errors).toEqual([])
  return { channels: result.channelData, sampleRate: result.sampleRate }
}

describe('the loudness meter (EBU Tech 3341 reference signals)', () => {
  const sampleRate = 48000
  const sine = (seconds: number, dbfs: number, frequency: number, phase = 0): Float32Array => {
    const amplitude = 10 ** (dbfs / 20)
    return Float32Array.from(
      { length: Math.round(seconds * sampleRate) },
      (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate + phase),
    )
  }

  test('a stereo 1 kHz sine at −23 dBFS measures −23.0 LUFS; at −33 dBFS, −33.0 LUFS', () => {
    for (const level of [-23, -33]) {
      const tone = sine(20, level, 1000)
      expect(integratedLoudness([tone, tone], sampleRate)).toBeCloseTo(level, 1)
    }
  })

  test('gating: 10 s at −36, 60 s at −23, 10 s at −36 dBFS measures −23 LUFS', () => {
    const parts = [sine(10, -36, 1000), sine(60, -23, 1000), sine(10, -36, 1000)]
    const tone = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0))
    let offset = 0
    for (const part of parts) {
      tone.set(part, offset)
      offset += part.length
    }
    expect(integratedLoudness([tone, tone], sampleRate)).toBeCloseTo(-23, 0)
  })

  test('true peak sees the peak between samples: a sine at a quarter of the rate, sampled 45° off', () => {
    // Every sample is at ±0.707 of the amplitude: sample peak −3 dB, true peak 0 dBTP.
    const tone = sine(1, 0, sampleRate / 4, Math.PI / 4)
    expect(truePeak([tone])).toBeGreaterThan(-0.3)
    expect(truePeak([tone])).toBeLessThan(0.3)
  })
})

/** Requests in visitors' words, composed as the chat and the form compose them. */
const REQUESTS = {
  makossa: 'Tu peux me faire un makossa joyeux pour une fête de famille ?',
  bikutsi: 'Crée un bikutsi endiablé avec du balafon, du likembe et des cuivres',
  gospel: 'Fais-moi un gospel rapide avec orgue et chœur',
  rumba: 'Écris-moi une rumba congolaise avec un sebene',
  berceuse: "J'aimerais une berceuse douce au likembe et à la flûte",
}

describe('generated pieces', () => {
  const pieces: Record<string, ComposedPiece> = {}
  const durations: Record<keyof typeof REQUESTS, number> = {
    makossa: 60,
    bikutsi: 30,
    gospel: 30,
    rumba: 45,
    berceuse: 20,
  }
  beforeAll(async () => {
    for (const [name, prompt] of Object.entries(REQUESTS) as [keyof typeof REQUESTS, string][])
      pieces[name] = await composePiece(withSeed(resolveAmateurRequest({ prompt, duration: durations[name] })), {
        measureStems: true,
      })
  }, 300_000)

  test('stereo MP3 at 44.1 kHz, −14 LUFS integrated (±0.5 LU), true peak at most −1 dBTP', async () => {
    for (const [name, piece] of Object.entries(pieces)) {
      const { channels, sampleRate } = await decode(piece.mp3)
      expect(channels, name).toHaveLength(2)
      expect(sampleRate, name).toBe(44100)
      // Real stereo: the two sides differ (panning, reverb).
      let difference = 0
      for (let i = 0; i < channels[0]!.length; i += 7) difference += Math.abs(channels[0]![i]! - channels[1]![i]!)
      expect(difference, name).toBeGreaterThan(1)
      const loudness = integratedLoudness(channels, sampleRate)
      expect(Math.abs(loudness + 14), `${name}: ${loudness.toFixed(2)} LUFS`).toBeLessThanOrEqual(0.5)
      const peak = truePeak(channels)
      expect(peak, `${name}: ${peak.toFixed(2)} dBTP`).toBeLessThanOrEqual(-1)
      // At most 800 KB per minute.
      expect((piece.mp3.length / piece.durationSeconds) * 60, name).toBeLessThanOrEqual(800_000)
    }
  })

  test("ffmpeg's own EBU R128 meter agrees: −14 LUFS integrated (±0.5 LU), true peak at most −1 dBTP", async () => {
    // A second, independent implementation (the ffmpeg shipped through npm, ebur128 with true peak
    // by oversampling), on the MP3 files as a listener receives them.
    const folder = await mkdtemp(join(tmpdir(), 'composer-r128-'))
    try {
      for (const [name, piece] of Object.entries(pieces)) {
        const file = join(folder, `${name}.mp3`)
        await writeFile(file, piece.mp3)
        const { stderr } = await run(ffmpeg.path, [
          '-nostats',
          '-i',
          file,
          '-af',
          'ebur128=peak=true',
          '-f',
          'null',
          '-',
        ])
        const summary = stderr.slice(stderr.lastIndexOf('Summary:'))
        const loudness = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1])
        const peak = Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1])
        expect(Math.abs(loudness + 14), `${name}: ${loudness} LUFS (ffmpeg)`).toBeLessThanOrEqual(0.5)
        expect(peak, `${name}: ${peak} dBTP (ffmpeg)`).toBeLessThanOrEqual(-1)
      }
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  test('the sound reaches above 4 kHz (sampled instruments and an airy mix, not a dull synth)', async () => {
    const { channels, sampleRate } = await decode(pieces.makossa!.mp3)
    // Share of the energy above 4 kHz: a 4th-order Butterworth high-pass (two RBJ sections).
    const left = channels[0]!
    const high = Float64Array.from(left)
    for (const q of [0.5412, 1.3066]) {
      const w = (2 * Math.PI * 4000) / sampleRate
      const alpha = Math.sin(w) / (2 * q)
      const cos = Math.cos(w)
      const a0 = 1 + alpha
      const [b0, b1, b2, a1, a2] = [
        (1 + cos) / 2 / a0,
        -(1 + cos) / a0,
        (1 + cos) / 2 / a0,
        (-2 * cos) / a0,
        (1 - alpha) / a0,
      ]
      let x1 = 0,
        x2 = 0,
        y1 = 0,
        y2 = 0
      for (let i = 0; i < high.length; i++) {
        const x = high[i]!
        const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2 = x1
        x1 = x
        y2 = y1
        y1 = y
        high[i] = y
      }
    }
    let all = 0
    let above = 0
    for (let i = 0; i < left.length; i++) {
      all += left[i]! * left[i]!
      above += high[i]! * high[i]!
    }
    const db = 10 * Math.log10(above / all)
    // A produced mix keeps roughly −15 to −25 dB of its energy above 4 kHz.
    expect(db, `${db.toFixed(1)} dB above 4 kHz`).toBeGreaterThan(-25)
  })

  test('sections: the form has an intro, verses, choruses, a break, a build-up and an ending', () => {
    const sections = new Set(pieces.makossa!.score.sections)
    for (const section of ['intro', 'A', 'B', 'break', 'build', 'ending']) expect(sections).toContain(section)
  })

  test('sections are heard: loudness changes over time, the choruses louder than the intro and the break', async () => {
    const piece = pieces.makossa!
    const { channels, sampleRate } = await decode(piece.mp3)
    const curve = loudnessOverTime(channels, sampleRate, 0.5)
    const spread = Math.max(...curve) - Math.min(...curve.slice(0, -4))
    expect(
      spread,
      `short-term loudness from ${Math.min(...curve).toFixed(1)} to ${Math.max(...curve).toFixed(1)}`,
    ).toBeGreaterThan(4)
    // The mean short-term loudness of each kind of section, from the bars' times.
    const { barSeconds, sections } = piece.score
    const levelOf = (kind: string): number => {
      const values: number[] = []
      sections.forEach((section, bar) => {
        if (section !== kind) return
        // A 3 s window starting in this bar, read at its middle.
        const index = Math.round((bar * barSeconds + barSeconds / 2 - 1.5) / 0.5)
        if (curve[index] !== undefined && index >= 0) values.push(curve[index]!)
      })
      return values.reduce((sum, v) => sum + v, 0) / values.length
    }
    expect(levelOf('B')).toBeGreaterThan(levelOf('intro') + 2)
    expect(levelOf('B')).toBeGreaterThan(levelOf('break') + 1)
    expect(levelOf('B')).toBeGreaterThan(levelOf('A'))
  })

  test('every named instrument sounds: its MIDI channel carries notes and its rendered stem is not silent', () => {
    const named: Record<string, string[]> = {
      bikutsi: ['Balafon', 'Likembe', 'Cuivres', 'Basse', 'Batterie', 'Percussions'],
      gospel: ['Orgue', 'Voix', 'Basse', 'Batterie'],
      rumba: ['Guitare', 'Guitare rythmique', 'Basse', 'Batterie', 'Percussions'],
      berceuse: ['Likembe', 'Flûte'],
      makossa: ['Guitare', 'Basse'],
    }
    for (const [name, parts] of Object.entries(named)) {
      const piece = pieces[name]!
      for (const part of parts) {
        const stem = piece.stems.find(candidate => candidate.name === part)
        expect(stem, `${name}: ${part} has a channel`).toBeDefined()
        expect(stem!.notes, `${name}: ${part} carries notes`).toBeGreaterThan(4)
        // −60 dBFS RMS over the whole piece: far above silence, the quietest parts sit around −40.
        expect(stem!.rms, `${name}: ${part} is heard`).toBeGreaterThan(1e-3)
      }
    }
  })

  test('the MIDI file carries the same channels: a track per stem, notes on its channel', () => {
    const piece = pieces.bikutsi!
    const text = new TextDecoder('latin1').decode(piece.midi)
    for (const stem of piece.stems)
      expect(text).toContain(stem.name === 'Likembe (anneaux)' ? 'Likembe (anneaux)' : stem.name)
    // Note-ons (0x9n, velocity > 0) on every stem's channel.
    const channels = new Set<number>()
    for (let i = 0; i + 2 < piece.midi.length; i++)
      if (
        (piece.midi[i]! & 0xf0) === 0x90 &&
        piece.midi[i + 1]! < 128 &&
        piece.midi[i + 2]! > 0 &&
        piece.midi[i + 2]! < 128
      )
        channels.add(piece.midi[i]! & 0x0f)
    for (const stem of piece.stems) expect(channels).toContain(stem.channel)
  })
})
