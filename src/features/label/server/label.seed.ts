import type { BookingBlock, LabelInfo, NewsItem, PressKit, Service } from '#features/label/label.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { labelDocuments, newsItems, services } from './label.table.ts'

export async function seedLabel(
  db: Database,
  data: { label: LabelInfo; pressKit: PressKit; booking: BookingBlock; services: Service[]; news: NewsItem[] },
) {
  await db.insert(labelDocuments).values([
    { key: 'info', value: data.label },
    { key: 'pressKit', value: data.pressKit },
    { key: 'booking', value: data.booking },
  ])
  await db.insert(services).values(data.services.map((service, index) => ({ ...service, position: index })))
  await db.insert(newsItems).values(data.news)
}
