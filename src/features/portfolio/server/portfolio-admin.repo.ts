import { eq, max } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { freeSlug, insertNewSlug } from '#core/db/slugs.ts'
import { AppError } from '#core/http/app-error.ts'
import type { PortfolioInput } from '../portfolio.schemas.ts'
import { portfolioItems } from './portfolio.table.ts'

const NOT_FOUND = 'Réalisation introuvable.'

export async function createPortfolioItem(db: Database, input: PortfolioInput): Promise<string> {
  const id = await freeSlug(db, portfolioItems, portfolioItems.id, `${input.type} ${input.title}`, 'realisation')
  const [last] = await db.select({ position: max(portfolioItems.position) }).from(portfolioItems)
  await insertNewSlug(db.insert(portfolioItems).values({ id, ...input, position: (last?.position ?? -1) + 1 }))
  return id
}

export async function updatePortfolioItem(db: Database, id: string, input: PortfolioInput): Promise<void> {
  const updated = await db
    .update(portfolioItems)
    .set(input)
    .where(eq(portfolioItems.id, id))
    .returning({ id: portfolioItems.id })
  if (updated.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND)
}

export async function deletePortfolioItem(db: Database, id: string): Promise<{ title: string }> {
  const [deleted] = await db
    .delete(portfolioItems)
    .where(eq(portfolioItems.id, id))
    .returning({ title: portfolioItems.title })
  if (!deleted) throw new AppError('NOT_FOUND', NOT_FOUND)
  return deleted
}
