import type { AppEnv } from '#core/http/app-env.server.ts'
import type { ComposeMusic } from './compose-music.ts'

/** What the chat route reaches through `c.var` besides the shared dependencies. */
export type ChatDependencies = {
  /** Composes a piece for the assistant's composeMusic tool (the music feature's composer, wired in src/server). */
  composeMusic: ComposeMusic
}

export type ChatEnv = { Variables: AppEnv['Variables'] & ChatDependencies }
