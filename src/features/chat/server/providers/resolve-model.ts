import { createGoogleGenerativeAI } from '@ai-sdk/google'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV3 } from '@ai-sdk/provider'
import type { AiSettings } from '#core/config/env.server.ts'
import type { TutorKnowledge } from '../../tutor/knowledge.ts'
import type { TutorIndex } from '../../tutor/retrieval/search-index.ts'
import { createBuiltinModel } from './builtin-model.ts'

export type { AiSettings }

export const DEFAULT_AI_SETTINGS: AiSettings = {
  provider: 'builtin',
  baseUrl: undefined,
  apiKey: undefined,
  model: undefined,
  geminiApiKey: undefined,
  timeoutMs: 30_000,
  dailyBudget: 500,
}

export const isPaidProvider = (settings: AiSettings) =>
  settings.provider === 'openai-compatible' || settings.provider === 'gemini'

/** The model the chat route streams from; null when the assistant is switched off. */
export function resolveModel(
  settings: AiSettings,
  tutor: () => { knowledge: TutorKnowledge; index: TutorIndex },
): LanguageModelV3 | null {
  switch (settings.provider) {
    case 'none':
      return null
    case 'builtin':
          {
      const { knowledge, index } = tutor()
      return createBuiltinModel(knowledge, index)
    }
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: settings.baseUrl ?? 'http://127.0.0.1:11434/v1',
        ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
      }).chatModel(settings.model ?? 'gpt-4o-mini')
    case 'gemini':
      return createGoogleGenerativeAI({
        apiKey: settings.geminiApiKey ?? '',
        ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
      })(settings.model ?? 'gemini-2.5-flash')
  }
}
