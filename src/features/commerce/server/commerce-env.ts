import type { AppEnv, OrderPaidHook } from '#core/http/app-env.server.ts'
import type { Payments } from './payments.server.ts'

/** What the payment routes reach through `c.var` besides the shared dependencies. */
export type CommerceDependencies = {
  /** The configured payment providers (the embedded test provider when none is). */
  payments: Payments
  /**
   * Runs inside the transaction that marks an order paid (once per order): lesson credits,
   * composed in `src/server/services.ts`.
   */
  onOrderPaid: OrderPaidHook
}

export type CommerceEnv = { Variables: AppEnv['Variables'] & CommerceDependencies }
