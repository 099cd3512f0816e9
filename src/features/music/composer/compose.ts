/**
 * The composer's entry point: a normalized generation request in, an MP3 and a MIDI file of the same
 * score out. Pure computation (no network, no disk); the same request and seed give the same bytes.
 */
import type { GenerationRequest } from '../music.request.ts'
import { encodeMp3 } from './mp3.ts'
import { writeMidi } from './midi.ts'
import { writeScore } from './plan.ts'
import { SAMPLE_RATE, renderScore } from './render.ts'
import type { Score } from './score.ts'

export { planFor, writeScore } from './plan.ts'

/** Bumped whenever the engine's output changes, so stored pieces of an older engine are not reused. */
export const ENGINE_VERSION = 'composer-1'

export type ComposedPiece = { mp3: Uint8Array; midi: Uint8Array; score: Score; durationSeconds: number }

export async function composePiece(request: GenerationRequest): Promise<ComposedPiece> {
  const score = writeScore(request)
  const pcm = renderScore(score, SAMPLE_RATE)
  const mp3 = await encodeMp3(pcm, SAMPLE_RATE)
  return { mp3, midi: writeMidi(score), score, durationSeconds: pcm.length / SAMPLE_RATE }
}

/**
 * Composes and throws away a short piece a little after start-up, so the first visitor who asks for
 * one does not pay for compiling the synthesis code and the encoder's WebAssembly (about 0.3 s).
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
