import ICAL from 'ical.js'
import { expect } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from './accounts.ts'
import { type createTestApp, TEST_ORIGIN } from './test-app.ts'
import { type CapturedMail, mimeParts } from '../peers/smtp-peer.ts'
import { fromDouala, nextDay, toDouala } from '#features/tutoring/teaching.time.ts'

/** Helpers shared by the teaching route tests (not shipped: only test files import this). */

export type TestContext = Awaited<ReturnType<typeof createTestApp>>
export type Person = { id: string; email: string; cookie: string }

let address = 0

/**
 * A JSON request as the browser sends it. Each comes from its own address (the test app trusts the
 * loopback proxy), so many students paying and booking in one file stay under the per-address limits.
 */
export async function call<T = any>(
  context: TestContext,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
) {
  address++
  const response = await context.app.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: TEST_ORIGIN,
      cookie,
      'x-forwarded-for': `10.21.${(address >> 8) & 255}.${address & 255}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

/** A teacher with a public profile teaching `discipline`, free every day from 08:00 to 20:00 at the studio. */
export async function makeTeacher(context: TestContext, name: string, discipline = 'piano'): Promise<Person> {
  const teacher = await signedInUser(context, ROLES.teacher)
  const profile = await call(context, 'PUT', '/api/teacher/profile', teacher.cookie, {
    displayName: name,
    photoUrl: null,
    bio: `${name} enseigne depuis dix ans.`,
    disciplines: [discipline],
    languages: ['Français', 'Anglais'],
    meetingUrl: 'https://visio.exemple.cm/salle-piano',
    published: true,
  })
  expect(profile.status).toBe(200)
  for (let weekday = 1; weekday <= 7; weekday++) {
    const rule = await call(context, 'POST', '/api/teacher/availability', teacher.cookie, {
      weekday,
      start: '08:00',
      end: '20:00',
      place: 'studio',
    })
    expect(rule.status).toBe(201)
  }
  return teacher
}

/** Pays a formula through the embedded test provider, as the browser does. */
export async function payFormula(context: TestContext, student: Person, formulaId: string) {
  const order = await call(context, 'POST', '/api/payments/orders', student.cookie, {
    formulaId,
    method: 'card',
    currency: 'EUR',
    acceptTerms: true,
  })
  expect(order.status).toBe(201)
  const id = order.body.id as string
  expect((await call(context, 'POST', `/api/payments/orders/${id}/pay`, student.cookie, {})).status).toBe(200)
  expect(
    (await call(context, 'POST', `/api/payments/test/orders/${id}/complete`, student.cookie, { outcome: 'success' }))
      .status,
  ).toBe(200)
  return (await call(context, 'GET', `/api/payments/orders/${id}`, student.cookie)).body as {
    id: string
    periodStart: string | null
    periodEnd: string | null
  }
}

/** The Douala instant `days` days from now at `hour`:00. */
export function doualaAt(days: number, hour: number, now = new Date()): Date {
  return fromDouala(nextDay(toDouala(now).day, days), hour * 60)
}

export async function waitForMail(
  messages: CapturedMail[],
  predicate: (mail: CapturedMail) => boolean,
  timeoutMs = 5000,
) {
  const started = Date.now()
  for (;;) {
    const mail = messages.find(predicate)
    if (mail) return mail
    if (Date.now() - started > timeoutMs)
      throw new Error(`no such mail among ${messages.length}: ${messages.map(m => m.subject).join(' | ')}`)
    await new Promise(resolve => setTimeout(resolve, 25))
  }
}

export type ParsedInvitation = {
  method: string
  uid: string
  sequence: number
  start: Date
  end: Date
  summary: string
  location: string
  status: string
  attendees: string[]
}

/** Reads a mail's invitation with ical.js (a real iCalendar parser); checks the .ics attachment says the same. */
export function invitationOf(mail: CapturedMail): ParsedInvitation {
  const [calendar] = mimeParts(mail.raw, 'text/calendar')
  expect(calendar, 'a text/calendar part').toBeTruthy()
  const attached = mimeParts(mail.raw, 'application/ics')
  expect(attached[0]?.replace(/\r\n/g, '\n')).toBe(calendar!.replace(/\r\n/g, '\n'))
  const root = new ICAL.Component(ICAL.parse(calendar!))
  const vevent = root.getFirstSubcomponent('vevent')!
  const event = new ICAL.Event(vevent)
  // Times are Douala's wall clock under TZID=Africa/Douala, defined by the invitation's own VTIMEZONE.
  const vtimezone = root.getFirstSubcomponent('vtimezone')
  expect(vtimezone?.getFirstPropertyValue('tzid')).toBe('Africa/Douala')
  expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Africa/Douala')
  const inZone = (time: ICAL.Time) => {
    const copy = time.clone()
    copy.zone = new ICAL.Timezone(vtimezone!)
    return copy.toJSDate()
  }
  return {
    method: String(root.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: inZone(event.startDate),
    end: inZone(event.endDate),
    summary: event.summary,
    location: event.location,
    status: String(vevent.getFirstPropertyValue('status')),
    // URI schemes are case-insensitive: ical-generator writes MAILTO.
    attendees: vevent
      .getAllProperties('attendee')
      .map(property => String(property.getFirstValue()).replace(/^mailto:/i, 'mailto:')),
  }
}
