import type { CompositionParameters } from '../tutor/knowledge.ts'

export type { CompositionParameters }

export type Composition = { url: string; midiUrl: string; durationSeconds: number }

/**
 * What the assistant's `composeMusic` tool calls. The real composer lives in `src/features/music/`
 * (another branch); `src/server/services.ts` is where it gets wired in.
 */
export type ComposeMusic = (parameters: CompositionParameters, signal?: AbortSignal) => Promise<Composition>

/** Temporary default until the composer is wired: every composition fails with a clear message. */
export const composerNotWired: ComposeMusic = async () => {
  throw new Error('composer not wired')
}
