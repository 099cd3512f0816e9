import { asc, desc, eq } from 'drizzle-orm'
import type { PortfolioItem } from '#features/portfolio/portfolio.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { portfolioItems } from './portfolio.table.ts'

const columns = {
  id: portfolioItems.id,
  title: portfolioItems.title,
  year: portfolioItems.year,
  coverImage: portfolioItems.coverImage,
  type: portfolioItems.type,
  artists: portfolioItems.artists,
  description: portfolioItems.description,
  credits: portfolioItems.credits,
  media: portfolioItems.media,
  duration: portfolioItems.duration,
  tags: portfolioItems.tags,
  license: portfolioItems.license,
  downloadableAssets: portfolioItems.downloadableAssets,
  caseStudy: portfolioItems.caseStudy,
}

export async function listPortfolio(db: Database, type?: PortfolioItem['type']): Promise<PortfolioItem[]> {
  const query = db.select(columns).from(portfolioItems)
  return (type ? query.where(eq(portfolioItems.type, type)) : query).orderBy(
    desc(portfolioItems.year),
    asc(portfolioItems.position),
  )
}

export async function getPortfolioItem(db: Database, id: string): Promise<PortfolioItem> {
  const [item] = await db.select(columns).from(portfolioItems).where(eq(portfolioItems.id, id))
  if (!item) throw new AppError('NOT_FOUND', 'Réalisation introuvable.')
  return item
}
