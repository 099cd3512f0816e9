import { createGoogleGenerativeAI } from '@ai-sdk/google'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV3 } from '@ai-sdk/provider'
import type { AiSettings } from '#core/config/env.server.ts'

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

/** Whether the configured provider is an outside service that bills per call (the daily budget applies). */
export const isPaidProvider = (settings: AiSettings) =>
  settings.provider === 'openai-compatible' || settings.provider === 'gemini'

/**
 * The configured outside model (an OpenAI-compatible server or Gemini), built once per call site;
 * null for 'builtin' and 'none', whose meaning belongs to the caller (the chat's built-in tutor).
 */
export function externalModel(settings: AiSettings): LanguageModelV3 | null {
  switch (settings.provider) {
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
    default:
      return null
  }
}
