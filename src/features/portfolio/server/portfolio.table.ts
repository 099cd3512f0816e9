import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { PortfolioItem } from '#features/portfolio/portfolio.content.ts'
import { position, slugId, timestamps } from '#core/db/columns.ts'

export const portfolioItems = pgTable('portfolio_items', {
  id: slugId(),
  position: position(),
  title: text().notNull(),
  year: integer().notNull(),
  coverImage: text().notNull(),
  type: text().notNull().$type<PortfolioItem['type']>(),
  artists: jsonb().notNull().$type<string[]>(),
  description: text().notNull(),
  credits: jsonb().notNull().$type<PortfolioItem['credits']>(),
  media: jsonb().notNull().$type<PortfolioItem['media']>(),
  duration: text().notNull(),
  tags: jsonb().notNull().$type<string[]>(),
  license: text().notNull(),
  downloadableAssets: jsonb().notNull().$type<PortfolioItem['downloadableAssets']>(),
  caseStudy: jsonb().notNull().$type<PortfolioItem['caseStudy']>(),
  ...timestamps,
})
