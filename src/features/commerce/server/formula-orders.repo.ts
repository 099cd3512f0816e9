import { count, eq } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { orders } from './commerce.table.ts'

/**
 * How many orders (whatever their status) were placed for a formula. A formula that was ordered is
 * in receipts and in enrolments (a paid order enrols its payer), so the admin area keeps it.
 */
export async function countOrdersOfFormula(db: Database, formulaId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(eq(orders.formulaId, formulaId))
  return row?.total ?? 0
}
