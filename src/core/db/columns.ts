import { integer, text, timestamp } from 'drizzle-orm/pg-core'

/** Public ids are readable slugs ('nadia-mbende'), used as-is in French URLs. */
export const slugId = () => text().primaryKey()

/** Display order chosen by the label (lowest first). */
export const position = () => integer().notNull().default(0)

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}
