/**
 * From a generation request to a score: pure and free of Node APIs, so the static demo build runs it
 * in the browser too (src/demo/composer.worker.ts).
 */
import type { GenerationRequest } from '../music.request.ts'
import { readMusicWords } from '#lib/music/understand.ts'
import { buildScore, type CompositionPlan, type Score } from './score.ts'
import { RHYTHM_STYLE } from './styles.ts'
import { parseKey } from './theory.ts'

export function planFor(request: GenerationRequest): CompositionPlan {
  const key = parseKey(request.key)
  if (!key) throw new Error(`unknown key ${request.key}`)
  return {
    key,
    bpm: request.tempo,
    style: RHYTHM_STYLE[request.rhythm],
    instruments: request.instruments,
    sungVoice: request.voice !== 'Aucune' && request.version === 'chantée' ? request.voice : undefined,
    durationSeconds: request.duration,
    seed: request.seed,
    energy: readMusicWords(request.prompt).energy,
  }
}

export function writeScore(request: GenerationRequest): Score {
  return buildScore(planFor(request))
}
