/**
 * The score as a Standard MIDI File, format 1: a conductor track (tempo, time and key signature),
 * then one track per channel of the performance (`performance.ts`): its General MIDI program, pan,
 * level and reverb send, then its notes and pitch bends; drums and percussion on channel 10.
 */
import { performScore } from './performance.ts'
import type { Score } from './score.ts'

export const TICKS_PER_QUARTER = 480

/** Sharps (positive) or flats (negative) of each major key, by tonic pitch class. */
const MAJOR_KEY_SIGNATURE = [0, 7, 2, -3, 4, -1, 6, 1, -4, 3, -2, 5]

function variableLength(value: number): number[] {
  const bytes = [value & 0x7f]
  let rest = value >>> 7
  while (rest > 0) {
    bytes.unshift((rest & 0x7f) | 0x80)
    rest >>>= 7
  }
  return bytes
}

// TextEncoder rather than Node's Buffer: the static demo writes MIDI files in the browser too.
const utf8 = new TextEncoder()
const text = (value: string): number[] => [...utf8.encode(value)]
const u32 = (value: number): number[] => [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]

type TimedEvent = { tick: number; order: number; bytes: number[] }

function track(events: TimedEvent[]): number[] {
  events.sort((a, b) => a.tick - b.tick || a.order - b.order)
  const data: number[] = []
  let last = 0
  for (const event of events) {
    data.push(...variableLength(event.tick - last), ...event.bytes)
    last = event.tick
  }
  data.push(0, 0xff, 0x2f, 0)
  return [...text('MTrk'), ...u32(data.length), ...data]
}

export function writeMidi(score: Score): Uint8Array {
  const { plan, config } = score
  const [numerator, denominator] = config.timeSignature
  // In 12/8 the beat is a dotted quarter, so a quarter note lasts two thirds of a beat.
  const quarterSeconds = denominator === 8 ? (score.beatSeconds * 2) / 3 : score.beatSeconds
  const ticks = (seconds: number): number => Math.round((seconds / quarterSeconds) * TICKS_PER_QUARTER)
  const velocity = (value: number): number => Math.max(1, Math.min(127, Math.round(value * 127)))
  const microsecondsPerQuarter = Math.round(quarterSeconds * 1_000_000)
  const sharps = MAJOR_KEY_SIGNATURE[plan.key.minor ? (plan.key.tonic + 3) % 12 : plan.key.tonic]!

  const conductor: TimedEvent[] = [
    {
      tick: 0,
      order: 0,
      bytes: [0xff, 0x03, ...variableLength(text('Gombiste Records').length), ...text('Gombiste Records')],
    },
    { tick: 0, order: 1, bytes: [0xff, 0x58, 4, numerator, Math.log2(denominator), denominator === 8 ? 36 : 24, 8] },
    {
      tick: 0,
      order: 2,
      bytes: [
        0xff,
        0x51,
        3,
        (microsecondsPerQuarter >> 16) & 255,
        (microsecondsPerQuarter >> 8) & 255,
        microsecondsPerQuarter & 255,
      ],
    },
    { tick: 0, order: 3, bytes: [0xff, 0x59, 2, sharps & 255, plan.key.minor ? 1 : 0] },
  ]
  const tracks = [track(conductor)]

  for (const performed of performScore(score)) {
    const channel = performed.channel
    const events: TimedEvent[] = [
      {
        tick: 0,
        order: 0,
        bytes: [0xff, 0x03, ...variableLength(text(performed.name).length), ...text(performed.name)],
      },
      { tick: 0, order: 1, bytes: [0xb0 | channel, 7, performed.volume] },
      { tick: 0, order: 1, bytes: [0xb0 | channel, 10, performed.pan] },
      { tick: 0, order: 1, bytes: [0xb0 | channel, 91, performed.reverb] },
    ]
    if (!performed.isDrums) events.push({ tick: 0, order: 1, bytes: [0xc0 | channel, performed.program] })
    for (const event of performed.events) {
      const tick = ticks(event.time)
      if (event.kind === 'on')
        events.push({ tick, order: 4, bytes: [0x90 | channel, event.note, velocity(event.velocity)] })
      // Note-offs sort before note-ons on the same tick, so repeated notes re-strike cleanly.
      else if (event.kind === 'off') events.push({ tick, order: 2, bytes: [0x80 | channel, event.note, 0] })
      else events.push({ tick, order: 3, bytes: [0xe0 | channel, event.value & 0x7f, (event.value >> 7) & 0x7f] })
    }
    tracks.push(track(events))
  }

  const header = [
    ...text('MThd'),
    ...u32(6),
    0,
    1,
    (tracks.length >> 8) & 255,
    tracks.length & 255,
    (TICKS_PER_QUARTER >> 8) & 255,
    TICKS_PER_QUARTER & 255,
  ]
  return Uint8Array.from([...header, ...tracks.flat()])
}
