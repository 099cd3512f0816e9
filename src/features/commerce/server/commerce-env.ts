import type { AppEnv } from '#core/http/app-env.server.ts'
import type { Payments } from './payments.server.ts'

/** What the payment routes reach through `c.var` besides the shared dependencies. */
export type CommerceDependencies = {
  /** The configured payment providers (the embedded test provider when none is). */
  payments: Payments
}

export type CommerceEnv = { Variables: AppEnv['Variables'] & CommerceDependencies }
