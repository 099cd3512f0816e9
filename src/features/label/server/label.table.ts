import { date, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { BookingBlock, LabelInfo, PressKit } from '#features/label/label.content.ts'
import { position, slugId, timestamps } from '#core/db/columns.ts'

/** Single-row documents edited as a whole: label info, press kit, booking block. */
export const labelDocuments = pgTable('label_documents', {
  key: text().primaryKey().$type<'info' | 'pressKit' | 'booking'>(),
  value: jsonb().notNull().$type<LabelInfo | PressKit | BookingBlock>(),
  ...timestamps,
})

export const services = pgTable('services', {
  id: slugId(),
  position: position(),
  title: text().notNull(),
  description: text().notNull(),
  ...timestamps,
})

export const newsItems = pgTable('news_items', {
  id: slugId(),
  title: text().notNull(),
  summary: text().notNull(),
  date: date({ mode: 'string' }).notNull(),
  link: text().notNull(),
  ...timestamps,
})
