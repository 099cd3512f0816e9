import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp, jsonRequest } from '#tests/setup/test-app.ts'
import type { AdminEvent } from './events-admin.repo.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>
let subscriber: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
  admin = await signedInUser(context, ROLES.admin)
  subscriber = await signedInUser(context, ROLES.client)
})
afterAll(() => context.close())

const send = (method: string, path: string, body?: unknown, cookie = admin.cookie) =>
  jsonRequest(context, method, path, body, cookie)
const get = (path: string, cookie = admin.cookie) => context.app.request(path, { headers: { cookie } })

const validEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Nuit du makossa',
  type: 'Concert',
  description: 'Trois artistes du label sur la scène du Parc des princes de Bali.',
  date: '2026-12-19',
  time: '20:30',
  location: 'Douala, Bali',
  intervenant: 'Nadia Mbende',
  status: 'draft',
  ...overrides,
})

const publicTitles = async () =>
  ((await (await get('/api/events', '')).json()) as { title: string }[]).map(event => event.title)
const calendar = async () => (await get('/api/events/calendar.ics', '')).text()
const notifications = async () =>
  (
    (await (await get('/api/notifications', subscriber.cookie)).json()) as {
      notifications: { text: string; link: string }[]
    }
  ).notifications
const lastAudit = async () =>
  (
    (await (await get('/api/admin/audit-log?targetType=event')).json()) as {
      entries: { action: string; summary: string }[]
    }
  ).entries[0]

describe('events in the admin area', () => {
  test('a draft stays out of the calendar and its feed; publishing shows it at once and notifies once', async () => {
    expect(await publicTitles()).not.toContain('Nuit du makossa')
    const created = await send('POST', '/api/admin/events', validEvent())
    expect(created.status).toBe(201)
    const event = (await created.json()) as AdminEvent
    expect(event).toMatchObject({ id: 'nuit-du-makossa-2026-12-19', status: 'draft', publishedAt: null })
    expect(await lastAudit()).toMatchObject({
      action: 'event.create',
      summary: 'Événement « Nuit du makossa » créé (brouillon)',
    })
    expect(await publicTitles()).not.toContain('Nuit du makossa')
    expect(await calendar()).not.toContain('Nuit du makossa')
    expect((await get(`/api/events/${event.id}/ics`, '')).status).toBe(404)

    const published = await send('PUT', `/api/admin/events/${event.id}`, validEvent({ status: 'published' }))
    expect(published.status).toBe(200)
    expect(await publicTitles()).toContain('Nuit du makossa')
    expect(await calendar()).toContain('SUMMARY:Nuit du makossa')
    expect(await lastAudit()).toMatchObject({
      action: 'event.publish',
      summary: 'Événement « Nuit du makossa » publié',
    })
    expect(await notifications()).toEqual([
      expect.objectContaining({ text: 'Nouvel événement : Nuit du makossa', link: '/contact#calendrier' }),
    ])

    await send('PUT', `/api/admin/events/${event.id}`, validEvent({ status: 'published', time: '21:00' }))
    expect(await lastAudit()).toMatchObject({ action: 'event.update' })
    expect(await notifications()).toHaveLength(1)

    expect((await send('DELETE', `/api/admin/events/${event.id}`)).status).toBe(200)
    expect(await publicTitles()).not.toContain('Nuit du makossa')
    expect(await lastAudit()).toMatchObject({
      action: 'event.delete',
      summary: 'Événement « Nuit du makossa » supprimé',
    })
    expect((await send('DELETE', `/api/admin/events/${event.id}`)).status).toBe(404)
  })

  test('a sample event (dated relative to the month) gets a fixed date when saved', async () => {
    const list = (await (await get('/api/admin/events')).json()) as AdminEvent[]
    const sample = list.find(event => event.status === 'published')!
    const response = await send('PUT', `/api/admin/events/${sample.id}`, {
      ...validEvent({ status: 'published' }),
      title: sample.title,
      date: sample.date,
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as AdminEvent).date).toBe(sample.date)
    expect(await notifications(), 'already published: nobody is told again').toHaveLength(1)
  })

  test('each invalid field gets its own French message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Indiquez un titre.'],
      [{ type: 'x'.repeat(61) }, 'type', 'Le type ne peut pas dépasser 60 caractères.'],
      [{ description: 'Court' }, 'description', 'La description doit compter au moins 10 caractères.'],
      [{ date: '2026-02-30' }, 'date', 'Indiquez une date valide.'],
      [{ time: '25:00' }, 'time', 'Indiquez l’heure au format 20:30.'],
      [{ location: undefined }, 'location', 'Indiquez le lieu.'],
      [{ intervenant: ' ' }, 'intervenant', 'Indiquez qui anime ou joue.'],
      [{ status: 'annule' }, 'status', 'Choisissez « Brouillon » ou « Publié ».'],
    ]
    for (const [override, field, message] of cases) {
      const response = await send('POST', '/api/admin/events', validEvent(override))
      expect(response.status, field).toBe(400)
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields[field]).toBe(
        message,
      )
    }
    expect((await send('PUT', '/api/admin/events/evenement-fantome', validEvent())).status).toBe(404)
  })

  test('refused to non-admins', async () => {
    expect((await get('/api/admin/events', subscriber.cookie)).status).toBe(403)
    expect((await send('POST', '/api/admin/events', validEvent(), '')).status).toBe(401)
  })
})
