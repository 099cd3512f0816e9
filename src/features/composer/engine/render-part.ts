/**
 * The synthesis of a performance, or of part of it, with a SoundFont: what `sampled.ts` runs in the
 * calling thread (the static demo's worker, the tests' stems) and what the server's two composer
 * threads run on halves of a piece (`compose-in-threads.ts`).
 *
 * The synthesiser works in blocks: a note starts, stops or bends at a block's start, and its envelope
 * is computed at each block's end, the gain ramping linearly between. So blocks end on every event,
 * and the block after a note starts is short (`ATTACK_BLOCK`): its ramp from silence is the note's
 * attack, which a 512-sample block would soften to 12 ms (a drum's snap, a piano's hammer). A part
 * is cut in blocks on the whole piece's grid (`RenderJob.grid`), not on its own events only, so a
 * voice sounds the same whichever thread plays it, and halves split by channel and key add up to
 * the whole piece.
 */
import { type BasicSoundBank, GeneratorTypes, type SpessaSynthProcessor } from 'spessasynth_core'
import type { PerformedChannel } from './performance.ts'

/** A channel's set-up: the renderer's channel, drums or program, level, pan, reverb bus (0–2). */
export type PartChannel = {
  channel: number
  isDrums: boolean
  program: number
  volume: number
  pan: number
  bus: number
}

/** Events as parallel arrays, sorted by sample (note-offs, then bends, then note-ons at equal times). */
export type PartEvents = {
  sample: Int32Array
  channel: Uint8Array
  /** 0 note-off, 1 pitch bend, 2 note-on, 3 damp (the key's string is taken by another note: `STRINGS`). */
  kind: Uint8Array
  note: Uint8Array
  velocity: Uint8Array
  bend: Uint16Array
}

export type RenderJob = {
  sampleRate: number
  length: number
  channels: PartChannel[]
  events: PartEvents
  /** Where blocks end, for the whole piece (every event, and `ATTACK_BLOCK` after each note-on), sorted. */
  grid: Int32Array
  /** Each channel's energy is measured (the stems); otherwise channels go straight to their bus. */
  measureStems: boolean
}

export type RenderedPart = {
  left: Float32Array
  right: Float32Array
  /** The reverb's input at half rate. */
  send: Float32Array
  /** Sum of squares per renderer channel (with `measureStems`). */
  energy: Float64Array
}

/** Samples of the block a note starts with: its attack ramp, 1.5 ms at 44.1 kHz. */
export const ATTACK_BLOCK = 64
/** The longest block. */
const BLOCK = 512

const busOf = (reverb: number): number => (reverb < 25 ? 0 : reverb < 48 ? 1 : 2)

/**
 * How many notes a General MIDI program can ring at once because it has that many strings: the
 * guitars (programs 24–31) six, the basses (32–39) four. A seventh note on a guitar is played on a
 * string that was ringing another: that note stops. The synthesiser knows no strings and let every
 * note ring its release out: a jazz or gospel guitar comping chords rang 17 voices on average, with
 * half of the piece's synthesis time spent on tails no guitar plays.
 */
export function stringsOf(channel: Pick<PartChannel, 'isDrums' | 'program'>): number | undefined {
  if (channel.isDrums) return undefined
  if (channel.program >= 24 && channel.program <= 31) return 6
  if (channel.program >= 32 && channel.program <= 39) return 4
  return undefined
}

type Timed = { sample: number; channel: number; kind: number; note: number; velocity: number; bend: number }

/**
 * The damps a stringed channel's notes call for, from the whole piece (so that halves split by key
 * damp the same notes as the whole): each new key takes the string of the key struck longest ago,
 * once all strings ring. A key struck again keeps its string (the restrike damps it already).
 */
function stringDamps(timed: Timed[], strings: number, channel: number): Timed[] {
  const damps: Timed[] = []
  // Keys by their last strike, oldest first.
  const ringing: number[] = []
  for (const event of timed) {
    if (event.channel !== channel || event.kind !== 2) continue
    const index = ringing.indexOf(event.note)
    if (index >= 0) ringing.splice(index, 1)
    else if (ringing.length === strings) {
      const oldest = ringing.shift()!
      damps.push({ sample: event.sample, channel, kind: 3, note: oldest, velocity: 0, bend: 0 })
    }
    ringing.push(event.note)
  }
  return damps
}

/** The job for a whole performance. */
export function renderJob(
  performed: PerformedChannel[],
  sampleRate: number,
  length: number,
  options: { measureStems?: boolean } = {},
): RenderJob {
  const timed: Timed[] = []
  const channels: PartChannel[] = []
  const grid = new Set<number>()
  for (const performedChannel of performed) {
    const c = performedChannel.renderChannel
    if (!performedChannel.events.some(event => event.kind === 'on')) continue
    channels.push({
      channel: c,
      isDrums: performedChannel.isDrums,
      program: performedChannel.program,
      volume: performedChannel.volume,
      pan: performedChannel.pan,
      bus: busOf(performedChannel.reverb),
    })
    for (const event of performedChannel.events) {
      const sample = Math.round(event.time * sampleRate)
      grid.add(sample)
      if (event.kind === 'on') grid.add(sample + ATTACK_BLOCK)
      timed.push({
        sample,
        channel: c,
        kind: event.kind === 'off' ? 0 : event.kind === 'bend' ? 1 : 2,
        note: event.kind === 'bend' ? 0 : event.note,
        velocity: event.kind === 'on' ? Math.max(1, Math.min(127, Math.round(event.velocity * 127))) : 0,
        bend: event.kind === 'bend' ? event.value : 0,
      })
    }
  }
  timed.sort((a, b) => a.sample - b.sample || a.kind - b.kind)
  for (const channel of channels) {
    const strings = stringsOf(channel)
    if (strings !== undefined) timed.push(...stringDamps(timed, strings, channel.channel))
  }
  timed.sort((a, b) => a.sample - b.sample || a.kind - b.kind)
  const events: PartEvents = {
    sample: Int32Array.from(timed, event => event.sample),
    channel: Uint8Array.from(timed, event => event.channel),
    kind: Uint8Array.from(timed, event => event.kind),
    note: Uint8Array.from(timed, event => event.note),
    velocity: Uint8Array.from(timed, event => event.velocity),
    bend: Uint16Array.from(timed, event => event.bend),
  }
  return {
    sampleRate,
    length,
    channels,
    events,
    grid: Int32Array.from(grid).sort(),
    measureStems: options.measureStems ?? false,
  }
}

type Keep = (channel: number, key: number) => boolean

/**
 * The part of a job that `keep(channel, key)` selects. Pitch bends go with every part that has notes
 * on their channel, so each voice hears the bends it would hear in the whole; the grid stays the
 * whole piece's.
 */
export function partOfJob(job: RenderJob, keep: Keep): RenderJob {
  const { events } = job
  const kept: number[] = []
  const channelsWithNotes = new Set<number>()
  for (let i = 0; i < events.sample.length; i++)
    if (events.kind[i] !== 1 && keep(events.channel[i]!, events.note[i]!)) channelsWithNotes.add(events.channel[i]!)
  for (let i = 0; i < events.sample.length; i++) {
    const c = events.channel[i]!
    if (events.kind[i] === 1 ? channelsWithNotes.has(c) : keep(c, events.note[i]!)) kept.push(i)
  }
  const pick = <T extends Int32Array | Uint8Array | Uint16Array>(array: T): T => {
    const out = new (array.constructor as new (length: number) => T)(kept.length)
    kept.forEach((from, to) => {
      out[to] = array[from]!
    })
    return out
  }
  return {
    ...job,
    channels: job.channels.filter(channel => channelsWithNotes.has(channel.channel)),
    events: {
      sample: pick(events.sample),
      channel: pick(events.channel),
      kind: pick(events.kind),
      note: pick(events.note),
      velocity: pick(events.velocity),
      bend: pick(events.bend),
    },
  }
}

/** Seconds a released voice is heard: our cut at −60 dB of a release the synthesiser runs over 100 dB. */
const AUDIBLE_RELEASE = 0.6

/**
 * What one note-on costs per voice the preset plays for it: how long its release is, how long it can
 * sound at most (a sample that does not loop, an envelope that decays to silence), and its exclusive
 * class (a drum kit's hi-hats, which cut each other).
 */
type VoiceShape = { release: number; longest: number; exclusiveClass: number }
/** Seconds a voice cut by its exclusive class is heard (the synthesiser's 0.26 s cut, to −60 dB). */
const AUDIBLE_EXCLUSIVE_CUT = 0.16

/**
 * The voices a note plays, from the bank (the preset's zones for that key and velocity): each one's
 * release, and for a sample that does not loop, how long it plays before it ends on its own.
 */
function voiceShapes(
  bank: BasicSoundBank,
  program: number,
  isDrums: boolean,
  key: number,
  velocity: number,
): VoiceShape[] {
  const preset = bank.getPreset({ program: isDrums ? 0 : program, bankMSB: 0, bankLSB: 0, isGMGSDrum: isDrums }, 'gs')
  if (!preset) return []
  const seconds = (timecents: number) => (timecents <= -12000 ? 0 : 2 ** (timecents / 1200))
  return preset.getVoiceParameters(key, velocity).map(({ sample, generators }) => {
    const release = seconds(generators[GeneratorTypes.releaseVolEnv]!)
    // A voice whose envelope decays to silence while held ends there.
    const sustain = generators[GeneratorTypes.sustainVolEnv]!
    const envelopeEnd =
      sustain >= 900
        ? seconds(generators[GeneratorTypes.delayVolEnv]!) +
          seconds(generators[GeneratorTypes.attackVolEnv]!) +
          seconds(generators[GeneratorTypes.holdVolEnv]!) +
          seconds(generators[GeneratorTypes.decayVolEnv]!)
        : Number.POSITIVE_INFINITY
    const exclusiveClass = generators[GeneratorTypes.exclusiveClass]!
    const loops = (generators[GeneratorTypes.sampleModes]! & 1) === 1
    if (loops) return { release, longest: envelopeEnd, exclusiveClass }
    const overridingRoot = generators[GeneratorTypes.overridingRootKey]!
    const root = overridingRoot >= 0 ? overridingRoot : sample.originalKey
    const ratio = 2 ** (((key - root) * generators[GeneratorTypes.scaleTuning]!) / 1200)
    const sampleSeconds = sample.getAudioData().length / sample.sampleRate / ratio
    return { release, longest: Math.min(envelopeEnd, sampleSeconds), exclusiveClass }
  })
}

/**
 * Splits a job in two parts of about equal work for two threads; both threads compute the same split
 * from the same bank, so neither waits for the other. The unit is a channel's key (every note of one
 * key on one channel stays together, as a key retriggered or bent must), or a whole channel for the
 * drums (a closed hi-hat cuts the open one) and when stems are measured. The work of a unit is the
 * time its voices sound: for each note, each of the preset's voices for it sounds the note's length
 * plus the audible part of its release, or until its sample ends, or until the key is struck again
 * or its string is taken (a damp).
 */
export function splitInTwo(job: RenderJob, bank: BasicSoundBank): [Keep, Keep] {
  const { events, sampleRate } = job
  const byChannel = new Map(job.channels.map(channel => [channel.channel, channel]))
  const unitOf = (c: number, key: number): string =>
    byChannel.get(c)?.isDrums || job.measureStems ? `${c}` : `${c}:${key}`
  const shapes = new Map<string, VoiceShape[]>()
  const shapesOf = (channel: PartChannel, key: number, velocity: number): VoiceShape[] => {
    const id = `${channel.isDrums ? 'drums' : channel.program}:${key}:${velocity}`
    let found = shapes.get(id)
    if (!found) {
      found = voiceShapes(bank, channel.program, channel.isDrums, key, velocity)
      shapes.set(id, found)
    }
    return found
  }
  // Each note: when it starts and stops, its voices, and when its key, or each voice's exclusive
  // class, sounds next on its channel.
  type Note = {
    channel: PartChannel
    key: number
    shapes: VoiceShape[]
    start: number
    end: number
    next: number
    nextInClass: Map<number, number>
  }
  const notes: Note[] = []
  const sounding = new Map<number, Note>()
  const lastOnKey = new Map<number, Note>()
  const lastInClass = new Map<number, Note>()
  for (let i = 0; i < events.sample.length; i++) {
    const kind = events.kind[i]
    const channel = byChannel.get(events.channel[i]!)
    if (kind === 1 || !channel) continue
    const key = events.note[i]!
    const id = channel.channel * 128 + key
    const time = events.sample[i]! / sampleRate
    if (kind === 3) {
      const damped = lastOnKey.get(id)
      if (damped) damped.next = Math.min(damped.next, time)
    } else if (kind === 2) {
      const note: Note = {
        channel,
        key,
        shapes: shapesOf(channel, key, events.velocity[i]!),
        start: time,
        end: job.length / sampleRate,
        next: Number.POSITIVE_INFINITY,
        nextInClass: new Map(),
      }
      const previous = lastOnKey.get(id)
      if (previous) previous.next = time
      lastOnKey.set(id, note)
      for (const { exclusiveClass } of note.shapes) {
        if (exclusiveClass === 0) continue
        const classId = channel.channel * 65536 + exclusiveClass
        lastInClass.get(classId)?.nextInClass.set(exclusiveClass, time)
        lastInClass.set(classId, note)
      }
      sounding.set(id, note)
      notes.push(note)
    } else {
      const note = sounding.get(id)
      if (note) note.end = time
      sounding.delete(id)
    }
  }
  const units = new Map<string, number>()
  for (const note of notes) {
    let work = 0
    for (const shape of note.shapes) {
      let seconds = Math.min(note.end - note.start + AUDIBLE_RELEASE * shape.release, shape.longest)
      if (!note.channel.isDrums) seconds = Math.min(seconds, note.next - note.start + RESTRIKE_RELEASE_SECONDS * 0.6)
      const cut = note.nextInClass.get(shape.exclusiveClass)
      if (cut !== undefined) seconds = Math.min(seconds, cut - note.start + AUDIBLE_EXCLUSIVE_CUT)
      work += seconds
    }
    const unit = unitOf(note.channel.channel, note.key)
    units.set(unit, (units.get(unit) ?? 0) + work)
  }
  // Largest first, each to the lighter side; ties broken by name so the split never varies.
  const first = new Set<string>()
  let loads = [0, 0]
  for (const [unit, work] of [...units].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    const side = loads[0]! <= loads[1]! ? 0 : 1
    if (side === 0) first.add(unit)
    loads = side === 0 ? [loads[0]! + work, loads[1]!] : [loads[0]!, loads[1]! + work]
  }
  const inFirst: Keep = (c, key) => first.has(unitOf(c, key))
  return [inFirst, (c, key) => !inFirst(c, key)]
}

/**
 * Plays a job: every event at its sample, blocks of at most 512 samples ending on the piece's grid,
 * each channel into its reverb bus, the buses added to the stereo mix and to the reverb's input (at
 * half rate). `pause`, when given, is awaited between blocks when it returns a promise (the calling
 * thread's event loop gets its turn).
 *
 * The synthesiser keeps a released voice playing until its envelope is 90 dB down; under a mix at
 * −14 LUFS the last 30 dB of those tails are far below hearing and under the MP3's noise, yet they
 * cost a fifth of the rendering time. Every 8 blocks, released voices more than 60 dB down are
 * stopped. That reads the library's voice list, which it does not publish: should a later version
 * change it, nothing is stopped and the sound stays the same, only slower.
 *
 * A key struck again on a pitched channel stops what that key still rings (`RESTRIKE_RELEASE_SECONDS`):
 * a guitar string, a piano string, a balafon bar or a likembe tine is one vibrating thing, which the
 * pick, the hammer or the beater damps as it strikes again. The synthesiser would instead let every
 * strike ring out on top of the others, as if each were another string: a strummed chord eight times
 * a bar held five voices per string, the half of a dense piece's voices. Drums keep their overlaps (a
 * cymbal struck while it rings adds to its ringing; the kits' hi-hats choke each other already).
 * A damp event stops a key the same way, when another note takes its string (`stringsOf`).
 */
export async function renderPart(
  Synth: typeof SpessaSynthProcessor,
  bank: BasicSoundBank,
  job: RenderJob,
  pause?: () => Promise<void> | undefined,
  /** Where the part's buffers come from, zeroed (the composer threads' shared memory); new arrays by default. */
  take: (length: number) => Float32Array = length => new Float32Array(length),
): Promise<RenderedPart> {
  const { sampleRate, length, channels, events, grid } = job
  const pitched = new Array<boolean>(16).fill(false)
  for (const channel of channels) pitched[channel.channel] = !channel.isDrums
  const synth = new Synth(sampleRate, { effectsEnabled: false, eventsEnabled: false, maxBufferSize: BLOCK })
  synth.soundBankManager.addSoundBank(bank, 'main')
  await synth.processorInitialized
  synth.setSystemParameter('voiceCap', 128)
  synth.setSystemParameter('interpolationType', 0)
  for (const channel of channels) {
    const c = channel.channel
    if (channel.isDrums) {
      if (c !== 9) synth.midiChannels[c]!.setDrums(true)
      synth.programChange(c, 0)
    } else synth.programChange(c, channel.program)
    synth.controllerChange(c, 7, channel.volume)
    synth.controllerChange(c, 10, channel.pan)
  }
  type Voice = { isActive: boolean; volEnv?: { enteredRelease?: boolean; attenuationCb?: number } }
  const voiceList = (synth as unknown as { synthCore?: { voices?: Voice[] } }).synthCore?.voices
  const voices: Voice[] = Array.isArray(voiceList) ? voiceList : []

  const left = take(length)
  const right = take(length)
  const send = take(Math.ceil(length / 2))
  const energy = new Float64Array(16)
  // Three buses by reverb send (dry, some, much), one block long.
  const buses = [0, 1, 2].map(() => [new Float32Array(BLOCK), new Float32Array(BLOCK)])
  const busGain = [0.08 * 0.25, 0.3 * 0.25, 0.5 * 0.25]
  const busOfChannel = new Array<number>(16).fill(0)
  for (const channel of channels) busOfChannel[channel.channel] = channel.bus
  const usedBuses = [...new Set(channels.map(channel => channel.bus))].sort()
  const outputs = Array.from({ length: 16 }, (_, c) => buses[busOfChannel[c]!]!)
  const perChannel = job.measureStems
    ? Array.from({ length: 16 }, () => [new Float32Array(BLOCK), new Float32Array(BLOCK)])
    : undefined
  const effectsLeft = new Float32Array(BLOCK)
  const effectsRight = new Float32Array(BLOCK)
  const count = events.sample.length

  let next = 0
  let nextEdge = 0
  let blocks = 0
  for (let position = 0; position < length; ) {
    const wait = pause?.()
    if (wait) await wait
    while (next < count && events.sample[next]! <= position) {
      const c = events.channel[next]!
      const kind = events.kind[next]!
      if (kind === 2) {
        if (pitched[c]) restrike(synth, c, events.note[next]!)
        synth.noteOn(c, events.note[next]!, events.velocity[next]!)
      } else if (kind === 0) synth.noteOff(c, events.note[next]!)
      else if (kind === 3) restrike(synth, c, events.note[next]!)
      else synth.pitchWheel(c, events.bend[next]!)
      next++
    }
    // Blocks end on the grid, so every note starts on its own sample.
    while (nextEdge < grid.length && grid[nextEdge]! <= position) nextEdge++
    const until = nextEdge < grid.length ? grid[nextEdge]! : length
    const size = Math.max(1, Math.min(BLOCK, length - position, until - position))
    if (!perChannel) synth.processSplit(outputs, effectsLeft, effectsRight, 0, size)
    else {
      synth.processSplit(perChannel, effectsLeft, effectsRight, 0, size)
      for (const channel of channels) {
        const c = channel.channel
        const [l, r] = perChannel[c]!
        const [busLeft, busRight] = outputs[c]!
        let sum = 0
        for (let i = 0; i < size; i++) {
          const a = l![i]!,
            b = r![i]!
          busLeft![i] = busLeft![i]! + a
          busRight![i] = busRight![i]! + b
          sum += a * a + b * b
        }
        energy[c] = energy[c]! + sum
        l!.fill(0, 0, size)
        r!.fill(0, 0, size)
      }
    }
    for (const bus of usedBuses) {
      const [busLeft, busRight] = buses[bus]!
      const gain = busGain[bus]!
      for (let i = 0; i < size; i++) {
        const a = busLeft![i]!,
          b = busRight![i]!
        const k = position + i
        left[k] = left[k]! + a
        right[k] = right[k]! + b
        send[k >> 1] = send[k >> 1]! + (a + b) * gain
      }
      busLeft!.fill(0, 0, size)
      busRight!.fill(0, 0, size)
    }
    if (++blocks % 8 === 0)
      for (const voice of voices) {
        const envelope = voice.isActive ? voice.volEnv : undefined
        if (envelope?.enteredRelease && (envelope.attenuationCb ?? 0) > 600) voice.isActive = false
      }
    position += size
  }
  return { left, right, send, energy }
}

/** How long the voice a key still rings takes to fade by 100 dB when the key is struck again (60 dB in 60 ms). */
export const RESTRIKE_RELEASE_SECONDS = 0.1
const RESTRIKE_RELEASE_TIMECENTS = Math.round(1200 * Math.log2(RESTRIKE_RELEASE_SECONDS))

/**
 * Fades what `key` still rings on `channel` (the library's own way of stopping a note quickly, which
 * it does not publish: should a later version remove it, strikes overlap again).
 */
function restrike(synth: SpessaSynthProcessor, channel: number, key: number): void {
  const midiChannel = synth.midiChannels[channel] as unknown as {
    killNote?: (key: number, releaseTimecents: number) => void
  }
  midiChannel.killNote?.(key, RESTRIKE_RELEASE_TIMECENTS)
}
