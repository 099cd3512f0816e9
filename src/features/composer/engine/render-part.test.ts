import { type BasicSoundBank, SpessaSynthProcessor } from 'spessasynth_core'
import { beforeAll, describe, expect, test } from 'vitest'
import { writeScore } from './compose.ts'
import { type PerformedChannel, performScore } from './performance.ts'
import {
  ATTACK_BLOCK,
  type PartChannel,
  partOfJob,
  type RenderJob,
  renderJob,
  renderPart,
  splitInTwo,
} from './render-part.ts'
import { pieceLength } from './sampled.ts'
import { loadSoundBank } from './sound-bank.ts'
import type { Rhythm } from '../music.options.ts'
import { withSeed } from '../music.request.ts'

const sampleRate = 44100
let bank: BasicSoundBank
beforeAll(async () => {
  bank = await loadSoundBank()
}, 60_000)

/** The whole job of a composed piece with five instruments. */
function pieceJob(rhythm: Rhythm, duration: number, seed: number): RenderJob {
  const score = writeScore(
    withSeed({
      variant: 'musicien',
      prompt: `Un morceau ${rhythm}`,
      key: 'A Mineur',
      tempo: 112,
      rhythm,
      instruments: ['Piano', 'Basse', 'Batterie', 'Guitare', 'Percussions'],
      voice: 'Aucune',
      duration,
      version: 'instrumental',
      seed,
    }),
  )
  return renderJob(performScore(score), sampleRate, pieceLength(score, sampleRate))
}

type Strike = { at: number; off: number; key: number }

/** One channel playing `strikes` (seconds), as the composer's jobs do. */
function job(channel: PartChannel, strikes: Strike[], seconds: number): RenderJob {
  const events = strikes
    .flatMap(strike => [
      { sample: Math.round(strike.at * sampleRate), kind: 2, note: strike.key, velocity: 100 },
      { sample: Math.round(strike.off * sampleRate), kind: 0, note: strike.key, velocity: 0 },
    ])
    .sort((a, b) => a.sample - b.sample || a.kind - b.kind)
  return {
    sampleRate,
    length: Math.round(seconds * sampleRate),
    channels: [channel],
    events: {
      sample: Int32Array.from(events, event => event.sample),
      channel: Uint8Array.from(events, () => channel.channel),
      kind: Uint8Array.from(events, event => event.kind),
      note: Uint8Array.from(events, event => event.note),
      velocity: Uint8Array.from(events, event => event.velocity),
      bend: new Uint16Array(events.length),
    },
    grid: Int32Array.from(
      new Set(
        events.flatMap(event => (event.kind === 2 ? [event.sample, event.sample + ATTACK_BLOCK] : [event.sample])),
      ),
    ).sort(),
    measureStems: false,
  }
}

/** Energy of a minus b over [from, to) seconds, in dB relative to b's energy there. */
async function differenceDb(a: RenderJob, b: RenderJob, from: number, to: number): Promise<number> {
  const [x, y] = await Promise.all([
    renderPart(SpessaSynthProcessor, bank, a),
    renderPart(SpessaSynthProcessor, bank, b),
  ])
  let difference = 0
  let reference = 0
  for (let i = Math.round(from * sampleRate); i < Math.round(to * sampleRate); i++) {
    difference += (x.left[i]! - y.left[i]!) ** 2 + (x.right[i]! - y.right[i]!) ** 2
    reference += y.left[i]! ** 2 + y.right[i]! ** 2
  }
  expect(reference).toBeGreaterThan(0)
  return 10 * Math.log10(difference / reference + 1e-30)
}

describe('a key struck again', () => {
  const guitar: PartChannel = { channel: 0, isDrums: false, program: 24, volume: 100, pan: 64, bus: 0 }
  const drums: PartChannel = { channel: 9, isDrums: true, program: 0, volume: 100, pan: 64, bus: 0 }

  test('on a guitar, the string stops ringing what it rang: after 0.2 s only the new strike is heard', async () => {
    // Nylon guitar: a released note rings about a second. Struck again 0.3 s later, the first strike
    // is gone 0.2 s after the second.
    const twice = job(
      guitar,
      [
        { at: 0, off: 0.25, key: 52 },
        { at: 0.3, off: 0.55, key: 52 },
      ],
      2,
    )
    const second = job(guitar, [{ at: 0.3, off: 0.55, key: 52 }], 2)
    expect(await differenceDb(twice, second, 0.5, 1.5)).toBeLessThan(-50)
    // Another key does not stop it: both ring together.
    const chord = job(
      guitar,
      [
        { at: 0, off: 0.25, key: 52 },
        { at: 0.3, off: 0.55, key: 57 },
      ],
      2,
    )
    const alone = job(guitar, [{ at: 0.3, off: 0.55, key: 57 }], 2)
    expect(await differenceDb(chord, alone, 0.5, 1.5)).toBeGreaterThan(-30)
  })

  test('on the drums, a crash cymbal struck again keeps ringing under the new strike', async () => {
    const twice = job(
      drums,
      [
        { at: 0, off: 0.1, key: 49 },
        { at: 0.3, off: 0.4, key: 49 },
      ],
      2,
    )
    const second = job(drums, [{ at: 0.3, off: 0.4, key: 49 }], 2)
    expect(await differenceDb(twice, second, 0.5, 1.5)).toBeGreaterThan(-30)
  })
})

describe('a guitar has six strings', () => {
  /** A nylon guitar playing `keys` one after another every 0.1 s, each held until `off` seconds. */
  const arpeggio = (keys: number[], off: number): PerformedChannel => ({
    name: 'Guitare',
    part: 'Guitare',
    channel: 0,
    renderChannel: 0,
    isDrums: false,
    program: 24,
    pan: 64,
    volume: 100,
    reverb: 0,
    events: keys.flatMap((note, index) => [
      { time: index * 0.1, kind: 'on' as const, note, velocity: 0.8 },
      { time: off, kind: 'off' as const, note },
    ]),
  })
  const keys = [40, 45, 50, 55, 59, 64, 67, 69]

  test('a seventh and an eighth note take the strings of the first two, which stop ringing', async () => {
    const played = renderJob([arpeggio(keys, 1.5)], sampleRate, 2 * sampleRate)
    const damped = [...played.events.kind.keys()]
      .filter(i => played.events.kind[i] === 3)
      .map(i => [played.events.sample[i]! / sampleRate, played.events.note[i]])
    expect(damped).toEqual([
      [0.6, 40],
      [0.7, 45],
    ])
    // Heard from 1 s: the same as the six last notes alone, the first two long gone (under −50 dB).
    const withoutFirstTwo = partOfJob(played, (_, key) => key !== 40 && key !== 45)
    expect(await differenceDb(played, withoutFirstTwo, 1, 1.5)).toBeLessThan(-50)
  })

  test('six notes ring together, and a key struck again keeps its string', async () => {
    const six = renderJob([arpeggio([...keys.slice(0, 6), 40, 64], 1.5)], sampleRate, 2 * sampleRate)
    expect(six.events.kind.includes(3)).toBe(false)
    const piano = renderJob([{ ...arpeggio(keys, 1.5), program: 0 }], sampleRate, 2 * sampleRate)
    expect(piano.events.kind.includes(3)).toBe(false)
  })
})

test('a note keeps its attack: a snare hit reaches its full strength within 5 ms, not 12', async () => {
  // The first block of a note ramps its gain up from silence; a 512-sample block would make that
  // ramp 12 ms long (the snare then reaches half its strength at 8 ms).
  const drums: PartChannel = { channel: 9, isDrums: true, program: 0, volume: 100, pan: 64, bus: 0 }
  const { left } = await renderPart(SpessaSynthProcessor, bank, job(drums, [{ at: 0.1, off: 0.2, key: 38 }], 0.3))
  const start = Math.round(0.1 * sampleRate)
  const peakWithin = (seconds: number) => {
    let peak = 0
    for (let i = start; i < start + seconds * sampleRate; i++) peak = Math.max(peak, Math.abs(left[i]!))
    return peak
  }
  expect(peakWithin(0.005) / peakWithin(0.05)).toBeGreaterThan(0.75)
})

test("a piece's two halves, split by channel and key for two threads, add up to the whole piece", async () => {
  const job = pieceJob('Gospel', 15, 3)
  const whole = await renderPart(SpessaSynthProcessor, bank, job)
  const halves = await Promise.all(
    splitInTwo(job, bank).map(keep => renderPart(SpessaSynthProcessor, bank, partOfJob(job, keep))),
  )
  let largest = 0
  let peak = 0
  for (const side of ['left', 'right', 'send'] as const)
    for (let i = 0; i < whole[side].length; i++) {
      largest = Math.max(largest, Math.abs(halves[0]![side][i]! + halves[1]![side][i]! - whole[side][i]!))
      peak = Math.max(peak, Math.abs(whole[side][i]!))
    }
  expect(peak).toBeGreaterThan(0.05)
  expect(largest).toBeLessThan(1e-5)
}, 60_000)

test('the split gives each thread half the work: the voices each half plays sound within 5% as long', async () => {
  // Work is voice time (the synthesiser's cost is per voice and sample); counted here block by block.
  let voiceSamples = 0
  class CountingSynth extends SpessaSynthProcessor {
    constructor(...args: ConstructorParameters<typeof SpessaSynthProcessor>) {
      super(...args)
      type Split = SpessaSynthProcessor['processSplit']
      const process: Split = this.processSplit.bind(this)
      const voices = (this as unknown as { synthCore: { voices: { isActive: boolean }[] } }).synthCore.voices
      const counting: Split = (outputs, effectsLeft, effectsRight, start, samples) => {
        for (const voice of voices) if (voice.isActive) voiceSamples += samples ?? 0
        process(outputs, effectsLeft, effectsRight, start, samples)
      }
      Object.defineProperty(this, 'processSplit', { value: counting })
    }
  }
  // Styles whose drums, strummed guitars and percussion are the hardest to guess.
  for (const rhythm of ['Makossa', 'Afrobeat', 'Jazz swing'] as const) {
    const job = pieceJob(rhythm, 30, 1)
    const work: number[] = []
    for (const keep of splitInTwo(job, bank)) {
      voiceSamples = 0
      await renderPart(CountingSynth, bank, partOfJob(job, keep))
      work.push(voiceSamples)
    }
    const balanced = (work[0]! + work[1]!) / 2
    expect(balanced).toBeGreaterThan(0)
    expect(Math.max(...work) / balanced, rhythm).toBeLessThan(1.05)
  }
}, 60_000)
