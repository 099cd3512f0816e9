import { and, desc, eq, lt } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { CHAT_LIMITS, type ChatMessage } from '../chat.types.ts'
import { chatMessages } from './chat.table.ts'

/** The latest messages of a signed-in user's conversation, oldest first. */
export async function listHistory(db: Database, userId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select({
      id: chatMessages.id,
      sender: chatMessages.sender,
      text: chatMessages.text,
      audioUrl: chatMessages.audioUrl,
    })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_LIMITS.conversationLength)
  return rows
    .reverse()
    .map(row => ({ sender: row.sender, text: row.text, ...(row.audioUrl ? { audioUrl: row.audioUrl } : {}) }))
}

/** Appends messages and keeps only the latest `conversationLength` of them. */
export async function appendHistory(db: Database, userId: string, messages: ChatMessage[]) {
  if (messages.length === 0) return
  await db.insert(chatMessages).values(
    messages.map(message => ({
      userId,
      sender: message.sender,
      text: message.text,
      audioUrl: message.audioUrl ?? null,
    })),
  )
  const keep = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.id))
    .offset(CHAT_LIMITS.conversationLength - 1)
    .limit(1)
  const oldestKept = keep[0]?.id
  if (oldestKept !== undefined)
    await db.delete(chatMessages).where(and(eq(chatMessages.userId, userId), lt(chatMessages.id, oldestKept)))
}

export async function clearHistory(db: Database, userId: string) {
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId))
}
