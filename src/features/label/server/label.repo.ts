import { asc, desc, eq } from 'drizzle-orm'
import type { BookingBlock, LabelInfo, NewsItem, PressKit, Service } from '#features/label/label.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { labelDocuments, newsItems, services } from './label.table.ts'

export type LabelOverview = {
  info: LabelInfo
  services: Service[]
  news: NewsItem[]
  pressKit: PressKit
  booking: BookingBlock
}

/**
 * The studio's postal address as the label's information gives it (edited in the admin area), for lesson
 * invitations and reminders; null before the first start has seeded it.
 */
export async function getStudioAddress(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ value: labelDocuments.value })
    .from(labelDocuments)
    .where(eq(labelDocuments.key, 'info'))
  const info = row?.value as LabelInfo | undefined
  if (!info) return null
  const { street, postalCode, city, country } = info.address
  return `Studio ${info.name}, ${street}, ${postalCode} ${city}, ${country}`
}

export async function getLabelOverview(db: Database): Promise<LabelOverview> {
  const [documents, serviceRows, newsRows] = await Promise.all([
    db.select({ key: labelDocuments.key, value: labelDocuments.value }).from(labelDocuments),
    db
      .select({ id: services.id, title: services.title, description: services.description })
      .from(services)
      .orderBy(asc(services.position), asc(services.id)),
    db
      .select({
        id: newsItems.id,
        title: newsItems.title,
        summary: newsItems.summary,
        date: newsItems.date,
        link: newsItems.link,
      })
      .from(newsItems)
      .orderBy(desc(newsItems.date)),
  ])
  const byKey = new Map(documents.map(row => [row.key, row.value]))
  const info = byKey.get('info') as LabelInfo | undefined
  const pressKit = byKey.get('pressKit') as PressKit | undefined
  const booking = byKey.get('booking') as BookingBlock | undefined
  // Only before the first start has seeded the database (or after someone emptied the table by hand).
  if (!info || !pressKit || !booking)
    throw new AppError('UNAVAILABLE', 'Le site n’est pas encore initialisé : les informations du label sont absentes.')
  return { info, services: serviceRows, news: newsRows, pressKit, booking }
}
