import { eq } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import type { LabelInfo } from '#features/label/label.content.ts'
import { artists } from '#features/artists/server/artists.table.ts'
import { labelDocuments } from '#features/label/server/label.table.ts'
import { formatReference, todayInDouala } from '../contact.limits.ts'
import type { BookingRequestInput, ContactMessageInput } from '../contact.schemas.ts'
import { bookingRequests, contactMessages, type RequestStatus } from './contact.table.ts'

export type Received = { reference: string; createdAt: Date }

/** The label's addresses (contact, booking), as edited in its info document. */
export async function getLabelInfo(db: Database): Promise<LabelInfo> {
  const [row] = await db
    .select({ value: labelDocuments.value })
    .from(labelDocuments)
    .where(eq(labelDocuments.key, 'info'))
  if (!row) throw new Error('Label info is missing: the database was not seeded.')
  return row.value as LabelInfo
}

export async function findArtistName(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ name: artists.name }).from(artists).where(eq(artists.id, id))
  return row?.name ?? null
}

/**
 * Stores a contact message and gives it its reference ('CT-<year in Douala>-<number>'), in one
 * transaction: the row exists with its reference before any mail is attempted.
 */
export async function createContactMessage(
  db: Database,
  input: ContactMessageInput,
  status: RequestStatus,
): Promise<Received> {
  return db.transaction(async tx => {
    const now = new Date()
    const [row] = await tx
      .insert(contactMessages)
      .values({
        reference: `pending-${crypto.randomUUID()}`,
        status,
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        consentAt: now,
      })
      .returning({ id: contactMessages.id, number: contactMessages.number, createdAt: contactMessages.createdAt })
    if (!row) throw new Error('the contact message could not be stored')
    const reference = formatReference('CT', Number(todayInDouala(row.createdAt).slice(0, 4)), row.number)
    await tx.update(contactMessages).set({ reference }).where(eq(contactMessages.id, row.id))
    return { reference, createdAt: row.createdAt }
  })
}

export async function createBookingRequest(
  db: Database,
  input: BookingRequestInput & { artistName: string | null },
  status: RequestStatus,
): Promise<Received> {
  return db.transaction(async tx => {
    const now = new Date()
    const [row] = await tx
      .insert(bookingRequests)
      .values({
        reference: `pending-${crypto.randomUUID()}`,
        status,
        name: input.name,
        email: input.email,
        phone: input.phone,
        consentAt: now,
        artistId: input.artistId || null,
        artistName: input.artistName,
        eventType: input.eventType,
        eventDate: input.eventDate,
        city: input.city,
        venue: input.venue,
        audience: input.audience,
        budgetAmount: input.budgetAmount,
        budgetCurrency: input.budgetCurrency,
        technicalNeeds: input.technicalNeeds,
      })
      .returning({ id: bookingRequests.id, number: bookingRequests.number, createdAt: bookingRequests.createdAt })
    if (!row) throw new Error('the booking request could not be stored')
    const reference = formatReference('BK', Number(todayInDouala(row.createdAt).slice(0, 4)), row.number)
    await tx.update(bookingRequests).set({ reference }).where(eq(bookingRequests.id, row.id))
    return { reference, createdAt: row.createdAt }
  })
}
