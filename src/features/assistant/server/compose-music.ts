import type { CompositionParameters } from '../tutor/knowledge.ts'

export type { CompositionParameters }

export type Composition = {
  url: string
  midiUrl: string
  durationSeconds: number
  /** The piece's id and its request in words, shown under the piece in the chat. */
  id?: string
  summary?: string
  /** What was changed from the request and why (a visitor's shorter piece, a style chosen instead), in French. */
  notice?: string
}

/** Who asks, for the composer's limits (shared with the composer form), and their request's signal. */
export type ComposeCaller = { clientIp: string; userId?: string | undefined; signal?: AbortSignal }

/**
 * What the assistant's `composeMusic` tool calls: the composer of `src/features/composer/`
 * (`createAssistantComposer`), wired in `src/server/services.ts`; tests may inject their own. It
 * throws an `AppError` with a French message when it refuses (past a limit, composer busy).
 */
export type ComposeMusic = (parameters: CompositionParameters, caller: ComposeCaller) => Promise<Composition>
