import type { CompositionParameters } from '../tutor/knowledge.ts'

export type { CompositionParameters }

export type Composition = {
  url: string
  midiUrl: string
  durationSeconds: number
  /** The piece's id and its request in words, shown under the piece in the chat. */
  id?: string
  summary?: string
}

/**
 * What the assistant's `composeMusic` tool calls: the composer of `src/features/music/`
 * (`createAssistantComposer`), wired in `src/server/services.ts`; tests may inject their own.
 */
export type ComposeMusic = (parameters: CompositionParameters, signal?: AbortSignal) => Promise<Composition>
