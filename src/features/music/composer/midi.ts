/**
 * The score as a Standard MIDI File, format 1: a conductor track (tempo, time and key signature),
 * then one track per part with its General MIDI program; drums and percussion on channel 10.
 */
import type { Score } from './score.ts'
import type { DrumKind } from './styles.ts'

export const TICKS_PER_QUARTER = 480

/** General MIDI programs (0-based), by the timbre the part plays. */
const PROGRAMS: Record<string, number> = {
  piano: 0,
  ep: 4,
  organ: 16,
  guitar: 25,
  mute: 28,
  bass: 33,
  strings: 48,
  voiceFemale: 53,
  voiceMale: 53,
  brass: 61,
  lead: 81,
  synthPad: 89,
  balafon: 12,
}

/** General MIDI percussion keys. */
const DRUM_KEYS: Record<DrumKind, number> = {
  kick: 36,
  rim: 37,
  snare: 38,
  clap: 39,
  hat: 42,
  tom: 45,
  ohat: 46,
  ride: 51,
  congaHi: 63,
  congaLo: 64,
  shaker: 82,
}

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

  let nextChannel = 0
  for (const part of score.parts) {
    const isDrums = part === 'Batterie' || part === 'Percussions'
    const channel = isDrums ? 9 : nextChannel === 9 ? ++nextChannel : nextChannel
    if (!isDrums) nextChannel++
    const events: TimedEvent[] = [
      { tick: 0, order: 0, bytes: [0xff, 0x03, ...variableLength(text(part).length), ...text(part)] },
    ]
    if (isDrums) {
      for (const hit of score.hits) {
        if (hit.part !== part) continue
        const start = ticks(hit.time)
        const key = DRUM_KEYS[hit.kind]
        events.push({ tick: start, order: 2, bytes: [0x99, key, velocity(hit.velocity)] })
        events.push({ tick: start + TICKS_PER_QUARTER / 8, order: 1, bytes: [0x89, key, 0] })
      }
    } else {
      const notes = score.notes.filter(note => note.part === part)
      events.push({ tick: 0, order: 1, bytes: [0xc0 | channel, PROGRAMS[notes[0]?.timbre ?? 'piano'] ?? 0] })
      for (const note of notes) {
        const start = ticks(note.time)
        // Note-offs sort before note-ons on the same tick, so repeated notes re-strike cleanly.
        events.push({ tick: start, order: 3, bytes: [0x90 | channel, note.midi, velocity(note.velocity)] })
        events.push({
          tick: Math.max(start + 1, ticks(note.time + note.duration)),
          order: 2,
          bytes: [0x80 | channel, note.midi, 0],
        })
      }
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
