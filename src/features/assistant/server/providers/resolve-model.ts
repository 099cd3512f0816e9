import type { LanguageModelV3 } from '@ai-sdk/provider'
import { type AiSettings, externalModel } from '#core/ai/model.server.ts'
import type { TutorKnowledge } from '../../tutor/knowledge.ts'
import type { CanRead } from '../../tutor/respond.ts'
import type { TutorIndex } from '../../tutor/retrieval/search-index.ts'
import { createBuiltinModel } from './builtin-model.ts'

/** The model the chat route streams from; null when the assistant is switched off. */
export function resolveModel(
  settings: AiSettings,
  tutor: () => { knowledge: TutorKnowledge; index: TutorIndex },
  canRead?: CanRead,
): LanguageModelV3 | null {
  if (settings.provider === 'none') return null
  if (settings.provider === 'builtin') {
    const { knowledge, index } = tutor()
    return createBuiltinModel(knowledge, index, canRead)
  }
  return externalModel(settings)
}
