import type { SampleData } from '#sample-data/types.ts'
import type { Database } from '#core/db/client.server.ts'
import { portfolioItems } from './portfolio.table.ts'

export async function seedPortfolio(db: Database, data: SampleData) {
  await db.insert(portfolioItems).values(data.portfolio.map((item, index) => ({ ...item, position: index })))
}
