import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { slugId, timestamps } from '#core/db/columns.ts'

export type PostStatus = 'draft' | 'published'

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: slugId(),
    title: text().notNull(),
    author: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    excerpt: text().notNull(),
    imageUrl: text().notNull(),
    category: text().notNull(),
    content: text().notNull(),
    likes: integer().notNull().default(0),
    /** Drafts are seen only in the admin area: every public query reads published posts only. */
    status: text().notNull().default('published').$type<PostStatus>(),
    /** When the post was first published; subscribers are notified then, and only then. */
    publishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  table => [index().on(table.status, table.date)],
)

export const comments = pgTable(
  'comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: text()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    authorName: text().notNull(),
    content: text().notNull(),
    /** 'hidden' comments are kept for moderation but never shown publicly. */
    status: text().notNull().default('visible').$type<'visible' | 'hidden'>(),
    /**
     * When an admin last decided on it (shown, hidden). Comments appear at once (spec §7); those not
     * yet looked at (null) are the moderation queue's « à vérifier ».
     */
    moderatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [index().on(table.postId, table.createdAt), index().on(table.createdAt)],
)

/**
 * Who liked which post: one row per person and post, so repeating 'like' never counts twice.
 * `likerKey` is 'user:<id>' for a signed-in user, 'device:<uuid>' for an anonymous browser (cookie).
 */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: text()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    likerKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [primaryKey({ columns: [table.postId, table.likerKey] })],
)
