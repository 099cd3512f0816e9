import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from '#core/auth/auth.table.ts'

/** The assistant conversation of signed-in users, kept on the server (one row per message). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sender: text({ enum: ['user', 'ai'] }).notNull(),
    text: text().notNull(),
    audioUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [index('chat_messages_user_idx').on(table.userId, table.id)],
)
