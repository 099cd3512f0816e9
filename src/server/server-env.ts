import type { AppDependencies, AppEnv } from '#core/http/app-env.server.ts'
import type { ChatDependencies } from '#features/assistant/server/chat-env.ts'
import type { CommerceDependencies } from '#features/commerce/server/commerce-env.ts'

/** Everything the API provides: the shared dependencies (core) and what single features declare. */
export type ServerDependencies = AppDependencies & CommerceDependencies & ChatDependencies

export type ServerEnv = { Variables: AppEnv['Variables'] & CommerceDependencies & ChatDependencies }
