import type { LanguageModelV3 } from '@ai-sdk/provider'
import { type AiSettings, externalModel } from '#core/ai/model.server.ts'
import type { TutorKnowledge } from '../../tutor/knowledge.ts'
import { createBuiltinModel } from './builtin-model.ts'

/** The model the chat route streams from; null when the assistant is switched off. */
export function resolveModel(settings: AiSettings, knowledge: () => TutorKnowledge): LanguageModelV3 | null {
  if (settings.provider === 'none') return null
  if (settings.provider === 'builtin') return createBuiltinModel(knowledge())
  return externalModel(settings)
}
