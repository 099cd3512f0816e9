import { asc, eq, max } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { slugify, uniqueSlug } from '#core/validation/content-rules.ts'
import type { BookingBlock, LabelInfo, NewsItem, PressKit, Service } from '#features/label/label.content.ts'
import type { NewsInput, ServiceInput } from '../label-admin.schemas.ts'
import { labelDocuments, newsItems, services } from './label.table.ts'

/** The label's single documents and lists as the admin area edits them. */

type Documents = { info: LabelInfo; pressKit: PressKit; booking: BookingBlock }

/** Replaces one document; returns what it was, for the audit trail. */
export async function replaceLabelDocument<Key extends keyof Documents>(
  db: Database,
  key: Key,
  value: Documents[Key],
): Promise<Documents[Key]> {
  const [before] = await db
    .select({ value: labelDocuments.value })
    .from(labelDocuments)
    .where(eq(labelDocuments.key, key))
    .for('update')
  if (!before) throw new AppError('NOT_FOUND', 'Les informations du label sont introuvables.')
  await db.update(labelDocuments).set({ value }).where(eq(labelDocuments.key, key))
  return before.value as Documents[Key]
}

const serviceColumns = { id: services.id, title: services.title, description: services.description }

export async function listServicesForAdmin(db: Database): Promise<Service[]> {
  return db.select(serviceColumns).from(services).orderBy(asc(services.position), asc(services.id))
}

async function findService(db: Database, id: string): Promise<Service> {
  const [row] = await db.select(serviceColumns).from(services).where(eq(services.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Service introuvable.')
  return row
}

export async function createService(db: Database, input: ServiceInput): Promise<Service> {
  const taken = new Set((await db.select({ id: services.id }).from(services)).map(row => row.id))
  const id = uniqueSlug(slugify(input.title), taken)
  const [last] = await db.select({ position: max(services.position) }).from(services)
  await db.insert(services).values({ id, ...input, position: (last?.position ?? -1) + 1 })
  return findService(db, id)
}

export async function updateService(db: Database, id: string, input: ServiceInput) {
  const before = await findService(db, id)
  await db.update(services).set(input).where(eq(services.id, id))
  return { before, after: { id, ...input } }
}

export async function deleteService(db: Database, id: string): Promise<Service> {
  const before = await findService(db, id)
  await db.delete(services).where(eq(services.id, id))
  return before
}

export async function reorderServices(db: Database, ids: string[]) {
  const existing = new Set((await db.select({ id: services.id }).from(services)).map(row => row.id))
  if (ids.length !== existing.size || ids.some(id => !existing.has(id))) {
    throw new AppError('INVALID_INPUT', 'La liste doit contenir chaque élément exactement une fois.', {
      ids: 'La liste doit contenir chaque élément exactement une fois.',
    })
  }
  for (const [position, id] of ids.entries()) await db.update(services).set({ position }).where(eq(services.id, id))
}

const newsColumns = {
  id: newsItems.id,
  title: newsItems.title,
  summary: newsItems.summary,
  date: newsItems.date,
  link: newsItems.link,
}

async function findNews(db: Database, id: string): Promise<NewsItem> {
  const [row] = await db.select(newsColumns).from(newsItems).where(eq(newsItems.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Actualité introuvable.')
  return row
}

export async function createNews(db: Database, input: NewsInput): Promise<NewsItem> {
  const taken = new Set((await db.select({ id: newsItems.id }).from(newsItems)).map(row => row.id))
  const id = uniqueSlug(slugify(input.title), taken)
  await db.insert(newsItems).values({ id, ...input })
  return findNews(db, id)
}

export async function updateNews(db: Database, id: string, input: NewsInput) {
  const before = await findNews(db, id)
  await db.update(newsItems).set(input).where(eq(newsItems.id, id))
  return { before, after: { id, ...input } }
}

export async function deleteNews(db: Database, id: string): Promise<NewsItem> {
  const before = await findNews(db, id)
  await db.delete(newsItems).where(eq(newsItems.id, id))
  return before
}
