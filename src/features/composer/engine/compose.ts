/**
 * The composer's entry point: a normalized generation request in, an MP3 and a MIDI file of the same
 * score out. No network; the only file read is the SoundFont, once per render thread. The same request
 * and seed give the same bytes.
 */
import type { GenerationRequest } from '../music.request.ts'
import { composeInThreads } from './compose-in-threads.ts'
import { writeMidi } from './midi.ts'
import { writeScore } from './plan.ts'
import type { Stem } from './sampled.ts'
import type { Score } from './score.ts'

export { planFor, writeScore } from './plan.ts'

/** Bumped whenever the engine's output changes, so stored pieces of an older engine are not reused. */
export const ENGINE_VERSION = 'composer-4-sampled'

export type ComposedPiece = {
  mp3: Uint8Array
  midi: Uint8Array
  score: Score
  durationSeconds: number
  /** Each MIDI channel's notes and the level of its rendered stem (what the tests listen to). */
  stems: Stem[]
}

export async function composePiece(
  request: GenerationRequest,
  options: { measureStems?: boolean; signal?: AbortSignal } = {},
): Promise<ComposedPiece> {
  const score = writeScore(request)
  const threaded = composeInThreads(score, options)
  // The MIDI file is written here while the threads play the notes.
  let midi: Uint8Array
  try {
    midi = writeMidi(score)
  } finally {
    // Awaited even if the MIDI failed, so the threads' outcome is never left unhandled.
    await threaded.catch(() => undefined)
  }
  const { mp3, stems, durationSeconds } = await threaded
  return { mp3, midi, score, durationSeconds, stems }
}

/**
 * Composes and throws away a short piece a little after start-up, so the first visitor who asks for
 * one does not pay for loading the SoundFont, decoding the samples a piece uses, and compiling the
 * synthesis code and the encoder's WebAssembly.
 */
export async function warmUpComposer(): Promise<void> {
  await composePiece({
    variant: 'musicien',
    prompt: 'échauffement',
    key: 'A Mineur',
    tempo: 112,
    rhythm: 'Makossa',
    instruments: ['Piano', 'Basse', 'Batterie', 'Guitare', 'Percussions'],
    voice: 'Aucune',
    duration: 15,
    version: 'instrumental',
    seed: 1,
  })
}
