import type { PortfolioItem } from '#features/portfolio/portfolio.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { portfolioItems } from './portfolio.table.ts'

export async function seedPortfolio(db: Database, data: { portfolio: PortfolioItem[] }) {
  await db.insert(portfolioItems).values(data.portfolio.map((item, index) => ({ ...item, position: index })))
}
