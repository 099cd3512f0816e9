/**
 * The score as a performance: one MIDI channel per part with its General MIDI program, pan, level and
 * reverb send, and every note-on, note-off and pitch bend in seconds. The MIDI file (`midi.ts`) and
 * the sampled renderer (`sampled.ts`) both read this, so what is heard is what the file says.
 *
 * What General MIDI lacks is built from what it has (see README, "Composer"):
 * - **Balafon**: the Marimba (program 13) struck short (a balafon's wooden keys over gourds ring
 *   about a tenth of a second, the mirliton membranes add a buzz rather than a sustain), each key
 *   with its own tuning: a balafon is tuned by ear, key by key, and sits between the tempered
 *   pitches. A pitch bend before each strike sets the key's offset (a fixed table of −22 to +18
 *   cents by pitch class, 12 cents flat on average), and the attack is brightened by velocity.
 * - **Likembe (sanza)**: the Kalimba (program 109) plucked short, with its own per-key table (metal
 *   tongues tuned by ear, −15 to +20 cents), and each pluck doubled a few milliseconds later, 7
 *   cents sharp and much softer, on a second channel: the beating of the two is the rattle of the
 *   bottle caps or rings that buzz on a real likembe.
 * - **Tam-tam, shekere, clave**: General MIDI's low floor tom, cabasa and claves on the percussion
 *   channel.
 */
import type { DrumKind } from './styles.ts'
import type { Part, Score, Timbre } from './score.ts'

/** General MIDI programs (0-based), by timbre. */
export const PROGRAMS: Record<Timbre, number> = {
  piano: 0,
  ep: 4,
  organ: 16,
  guitar: 27,
  nylon: 24,
  mute: 28,
  bass: 33,
  strings: 48,
  voiceFemale: 53,
  voiceMale: 52,
  choir: 52,
  brass: 61,
  lead: 81,
  synthPad: 89,
  balafon: 12,
  likembe: 108,
  flute: 73,
}

/** General MIDI percussion keys. */
export const DRUM_KEYS: Record<DrumKind, number> = {
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
  shaker: 70,
  shekere: 69,
  clave: 75,
  tamtam: 41,
}

/** Where each part sits: pan (0 left, 64 centre, 127 right), level (CC7) and reverb send (CC91). */
const PLACEMENT: Record<Part | 'Likembe (anneaux)', { pan: number; volume: number; reverb: number }> = {
  Voix: { pan: 64, volume: 112, reverb: 60 },
  Piano: { pan: 50, volume: 100, reverb: 45 },
  Guitare: { pan: 86, volume: 100, reverb: 40 },
  'Guitare rythmique': { pan: 36, volume: 92, reverb: 30 },
  Orgue: { pan: 76, volume: 84, reverb: 50 },
  Cordes: { pan: 58, volume: 88, reverb: 70 },
  Synthé: { pan: 70, volume: 84, reverb: 55 },
  Cuivres: { pan: 80, volume: 96, reverb: 45 },
  Balafon: { pan: 42, volume: 110, reverb: 35 },
  Likembe: { pan: 84, volume: 112, reverb: 40 },
  'Likembe (anneaux)': { pan: 92, volume: 60, reverb: 40 },
  Flûte: { pan: 74, volume: 96, reverb: 55 },
  Basse: { pan: 64, volume: 108, reverb: 6 },
  Batterie: { pan: 64, volume: 104, reverb: 20 },
  Percussions: { pan: 88, volume: 96, reverb: 30 },
}

/** Cents by pitch class: the balafon's and the likembe's own tuning (see the header). */
const BALAFON_CENTS = [-12, 6, -22, -4, -16, 18, -8, -20, 2, -14, 10, -18]
const LIKEMBE_CENTS = [8, -15, 14, 0, -10, 20, 4, -6, 16, -12, 10, -2]

export type ChannelEvent =
  | { time: number; kind: 'on'; note: number; velocity: number }
  | { time: number; kind: 'off'; note: number }
  /** 14-bit pitch bend, 8192 = none; the range is the GM default of ±2 semitones. */
  | { time: number; kind: 'bend'; value: number }

export type PerformedChannel = {
  /** The track's name in the MIDI file. */
  name: string
  part: Part
  /** MIDI channel in the file (0-based; 9 is percussion). */
  channel: number
  /** The renderer's own channel: percussion gets a drum channel of its own so its stem is separate. */
  renderChannel: number
  isDrums: boolean
  program: number
  pan: number
  volume: number
  reverb: number
  events: ChannelEvent[]
}

const cents = (value: number): number => Math.round(8192 + (value / 200) * 8192)

/** Channels in track order, with their events sorted by time (note-offs first at equal times). */
export function performScore(score: Score): PerformedChannel[] {
  const channels: PerformedChannel[] = []
  let nextChannel = 0
  let nextRenderChannel = 0
  const take = (): number => {
    if (nextChannel === 9) nextChannel++
    return nextChannel++
  }
  const takeRender = (): number => {
    if (nextRenderChannel === 9) nextRenderChannel++
    return nextRenderChannel++
  }
  for (const part of score.parts) {
    const isDrums = part === 'Batterie' || part === 'Percussions'
    const place = PLACEMENT[part]
    const events: ChannelEvent[] = []
    let program = 0
    if (isDrums) {
      for (const hit of score.hits) {
        if (hit.part !== part) continue
        const note = DRUM_KEYS[hit.kind]
        events.push({ time: hit.time, kind: 'on', note, velocity: hit.velocity })
        events.push({ time: hit.time + 0.12, kind: 'off', note })
      }
    } else {
      const notes = score.notes.filter(note => note.part === part)
      program = PROGRAMS[notes[0]?.timbre ?? 'piano']
      const table = part === 'Balafon' ? BALAFON_CENTS : part === 'Likembe' ? LIKEMBE_CENTS : undefined
      for (const note of notes) {
        if (table)
          events.push({ time: Math.max(0, note.time - 0.001), kind: 'bend', value: cents(table[note.midi % 12]!) })
        events.push({ time: note.time, kind: 'on', note: note.midi, velocity: note.velocity })
        events.push({ time: note.time + Math.max(0.02, note.duration), kind: 'off', note: note.midi })
      }
    }
    events.sort((a, b) => a.time - b.time || order(a) - order(b))
    // Percussion shares the file's channel 10 with the kit; the renderer plays it on a drum channel of
    // its own (channel 16), so that its stem can be heard and measured apart.
    const channel = isDrums ? 9 : take()
    const renderChannel = part === 'Batterie' ? 9 : part === 'Percussions' ? 15 : takeRender()
    channels.push({ name: part, part, channel, renderChannel, isDrums, program, ...place, events })
    if (part === 'Likembe') {
      const rattle: ChannelEvent[] = events.map(event =>
        event.kind === 'bend'
          ? { ...event, value: Math.min(16383, event.value + cents(7) - 8192) }
          : event.kind === 'on'
            ? { ...event, time: event.time + 0.004, velocity: event.velocity * 0.55 }
            : { ...event, time: event.time + 0.004 },
      )
      channels.push({
        name: 'Likembe (anneaux)',
        part,
        channel: take(),
        renderChannel: takeRender(),
        isDrums: false,
        program,
        ...PLACEMENT['Likembe (anneaux)'],
        events: rattle,
      })
    }
  }
  return channels
}

function order(event: ChannelEvent): number {
  return event.kind === 'off' ? 0 : event.kind === 'bend' ? 1 : 2
}
