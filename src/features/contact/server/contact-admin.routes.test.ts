import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { rateLimits } from '#core/http/request-limit.table.ts'
import { adminAuditLog } from '#core/audit/audit-log.table.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { addDays, todayInDouala } from '../contact.limits.ts'
import { bookingRequests, contactMessages } from './contact.table.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
  admin = await signedInUser(context, ROLES.admin)
})
afterAll(() => context.close())
beforeEach(async () => {
  await context.db.delete(rateLimits)
})

/** Requests arrive through the public forms' endpoints, as visitors send them. */
async function sendMessage(fields: Partial<Record<string, unknown>> = {}) {
  const response = await context.app.request('/api/contact/messages', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({
      name: 'Mireille Eyenga',
      email: 'mireille@exemple.cm',
      subject: 'Partenariat radio',
      message: 'Bonjour, nous aimerions diffuser vos artistes.',
      consent: true,
      ...fields,
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { reference: string }).reference
}

async function sendBooking() {
  const response = await context.app.request('/api/contact/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({
      artistId: 'nadia-mbende',
      eventType: 'Mariage',
      eventDate: addDays(todayInDouala(), 60),
      city: 'Kribi',
      venue: 'Hôtel Ilomba',
      audience: '250',
      budgetAmount: '1 500 000',
      budgetCurrency: 'XAF',
      technicalNeeds: 'Deux micros HF.',
      name: 'Paul Ndjock',
      phone: '+237 6 99 12 34 56',
      email: 'paul@exemple.cm',
      consent: true,
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { reference: string }).reference
}

const get = async <T>(path: string) => {
  const response = await context.app.request(path, { headers: { cookie: admin.cookie } })
  return { status: response.status, body: (await response.json()) as T }
}

function putStatus(path: string, status: unknown) {
  return context.app.request(path, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: admin.cookie },
    body: JSON.stringify({ status }),
  })
}

type Inbox = {
  requests: {
    id: string
    reference: string
    status: string
    name: string
    preview?: string
    handledAt: string | null
  }[]
  total: number
  counts: Record<string, number>
}
type Detail = {
  id: string
  reference: string
  status: string
  message?: string
  handledAt: string | null
  handledByName: string | null
}

describe('contact messages inbox', () => {
  test('lists newest first with filters and search; detail; handled, back to new, spam; audited', async () => {
    const older = await sendMessage({ name: 'Ancienne', message: 'x'.repeat(400) })
    const newer = await sendMessage({ name: 'Nouvelle Ndongo', email: 'ndongo@exemple.cm' })
    await sendMessage({ name: 'Robot', website: 'http://spam.example' })

    const all = await get<Inbox>('/api/admin/contact/messages')
    expect(all.status).toBe(200)
    expect(all.body.counts).toEqual({ all: 3, new: 2, handled: 0, spam: 1 })
    expect(all.body.requests.map(request => request.name)).toEqual(['Robot', 'Nouvelle Ndongo', 'Ancienne'])
    // The list carries a preview; the detail carries the whole text.
    expect(all.body.requests[2]?.preview).toHaveLength(160)
    expect(
      (await get<Inbox>('/api/admin/contact/messages?status=spam')).body.requests.map(request => request.name),
    ).toEqual(['Robot'])
    expect(
      (await get<Inbox>('/api/admin/contact/messages?q=ndongo@')).body.requests.map(request => request.reference),
    ).toEqual([newer])
    expect((await get<Inbox>(`/api/admin/contact/messages?q=${older}`)).body.total).toBe(1)

    const id = all.body.requests[1]!.id
    const detail = await get<Detail>(`/api/admin/contact/messages/${id}`)
    expect(detail.body).toMatchObject({
      reference: newer,
      status: 'new',
      message: 'Bonjour, nous aimerions diffuser vos artistes.',
      handledAt: null,
      handledByName: null,
    })

    const handled = await putStatus(`/api/admin/contact/messages/${id}/status`, 'handled')
    expect(handled.status).toBe(200)
    const afterHandled = (await handled.json()) as Detail
    expect(afterHandled).toMatchObject({ status: 'handled', handledByName: 'Test Admin' })
    expect(Date.parse(afterHandled.handledAt!)).toBeGreaterThan(Date.now() - 60_000)
    const [row] = await context.db.select().from(contactMessages).where(eq(contactMessages.id, id))
    expect(row?.handledBy).toBe(admin.id)
    expect(
      (await get<Inbox>('/api/admin/contact/messages?status=new')).body.requests.map(request => request.reference),
    ).toEqual([older])

    const reopened = (await (await putStatus(`/api/admin/contact/messages/${id}/status`, 'new')).json()) as Detail
    expect(reopened).toMatchObject({ status: 'new', handledAt: null, handledByName: null })

    const audit = await context.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id))
    expect(audit.map(entry => [entry.action, entry.targetType, entry.summary])).toEqual(
      expect.arrayContaining([
        ['contact.handled', 'contact-message', `Message ${newer} de « Nouvelle Ndongo » marqué(e) traité(e)`],
        ['contact.new', 'contact-message', `Message ${newer} de « Nouvelle Ndongo » marqué(e) à traiter`],
      ]),
    )
    // Setting the status it already has records nothing.
    await putStatus(`/api/admin/contact/messages/${id}/status`, 'new')
    expect(await context.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id))).toHaveLength(2)
  })

  test('validation and unknown ids', async () => {
    const unknown = await get<{ error: { message: string } }>(
      '/api/admin/contact/messages/00000000-0000-4000-8000-000000000000',
    )
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.message).toBe('Message introuvable.')
    const bad = await putStatus('/api/admin/contact/messages/00000000-0000-4000-8000-000000000000/status', 'lu')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { fields: { status: 'Statut inconnu : new, handled ou spam.' } } })
    expect((await get('/api/admin/contact/messages?status=lu')).status).toBe(400)
    expect((await get('/api/admin/contact/messages/42')).status).toBe(400)
  })
})

describe('booking requests inbox', () => {
  test('list, detail with every field, handled flag', async () => {
    const reference = await sendBooking()
    const list = await get<Inbox>('/api/admin/contact/bookings?status=new')
    const listed = list.body.requests.find(request => request.reference === reference)
    expect(listed).toMatchObject({
      name: 'Paul Ndjock',
      status: 'new',
      eventType: 'Mariage',
      city: 'Kribi',
      artistName: 'Nadia Mbende',
    })

    const detail = await get<Detail & Record<string, unknown>>(`/api/admin/contact/bookings/${listed!.id}`)
    expect(detail.body).toMatchObject({
      phone: '+237699123456',
      venue: 'Hôtel Ilomba',
      audience: 250,
      budgetAmount: 1_500_000,
      budgetCurrency: 'XAF',
      technicalNeeds: 'Deux micros HF.',
    })

    const handled = (await (
      await putStatus(`/api/admin/contact/bookings/${listed!.id}/status`, 'handled')
    ).json()) as Detail
    expect(handled).toMatchObject({ status: 'handled', handledByName: 'Test Admin' })
    const [row] = await context.db.select().from(bookingRequests).where(eq(bookingRequests.id, listed!.id))
    expect(row).toMatchObject({ status: 'handled', handledBy: admin.id })
    const [entry] = await context.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, listed!.id))
    expect(entry).toMatchObject({ action: 'booking.handled', targetType: 'booking-request' })
    expect((await get('/api/admin/contact/bookings/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })
})
