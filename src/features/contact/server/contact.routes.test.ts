import { eq, like, or } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { rateLimits } from '#core/http/request-limit.table.ts'
import { mailOutbox } from '#core/mail/mail.table.ts'
import { startSmtpPeer } from '#tests/peers/smtp-peer.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { addDays, todayInDouala } from '../contact.limits.ts'
import { bookingRequests, contactMessages } from './contact.table.ts'

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
let context: Awaited<ReturnType<typeof createTestApp>>
let smtpPort: number

beforeAll(async () => {
  smtp = await startSmtpPeer()
  smtpPort = Number(new URL(smtp.url).port)
  context = await createTestApp({ seed: true, smtpUrl: smtp.url })
})
afterAll(async () => {
  await context.close()
  await smtp.close()
})
beforeEach(async () => {
  await context.db.delete(rateLimits)
})

const LABEL_CONTACT = 'contact@gombiste-records.cm'
const LABEL_BOOKING = 'booking@gombiste-records.cm'

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return context.app.request(`/api/contact/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const validMessage = {
  name: 'Mireille Eyenga',
  email: 'mireille@exemple.cm',
  subject: 'Partenariat radio',
  message: 'Bonjour,\nnous aimerions diffuser vos artistes.\nCordialement',
  consent: true,
}

const validBooking = () => ({
  artistId: 'nadia-mbende',
  eventType: 'Mariage',
  eventDate: addDays(todayInDouala(), 60),
  city: 'Kribi',
  venue: 'Hôtel Ilomba',
  audience: '250',
  budgetAmount: '1 500 000',
  budgetCurrency: 'XAF',
  technicalNeeds: 'Sonorisation pour 250 personnes, deux micros HF.',
  name: 'Paul Ndjock',
  phone: '+237 6 99 12 34 56',
  email: 'paul@exemple.cm',
  consent: true,
})

/** Mails arrive in the background: wait for the ones to `to` that mention `text`. */
async function mailsTo(to: string, text: string) {
  return vi.waitFor(
    () => {
      const found = smtp.messages.filter(
        message => message.to.includes(to) && (message.text.includes(text) || message.subject.includes(text)),
      )
      if (!found.length) throw new Error(`no mail to ${to} mentioning ${text}`)
      return found
    },
    { timeout: 5000, interval: 25 },
  )
}

describe('POST /api/contact/messages', () => {
  test('stores the message, mails the label and confirms to the sender with a quotable reference', async () => {
    const response = await post('messages', validMessage)
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    expect(reference).toMatch(/^CT-\d{4}-\d{5}$/)
    const [row] = await context.db.select().from(contactMessages).where(eq(contactMessages.reference, reference))
    expect(row).toMatchObject({
      status: 'new',
      handledBy: null,
      handledAt: null,
      name: 'Mireille Eyenga',
      subject: 'Partenariat radio',
    })
    expect(row?.message).toBe(validMessage.message)
    expect(row?.consentAt).toBeInstanceOf(Date)

    const [toLabel] = await mailsTo(LABEL_CONTACT, reference)
    expect(toLabel!.subject).toBe(`[${reference}] Partenariat radio`)
    expect(toLabel!.text).toContain('nous aimerions diffuser vos artistes.')
    expect(toLabel!.raw).toMatch(/^Reply-To: mireille@exemple\.cm/im)
    const [confirmation] = await mailsTo('mireille@exemple.cm', reference)
    expect(confirmation!.subject).toContain(reference)
    // The confirmation carries none of the sender's own text.
    expect(confirmation!.text).not.toContain('diffuser')
  })

  test('references follow each other', async () => {
    const first = (await (await post('messages', validMessage)).json()) as { reference: string }
    const second = (await (await post('messages', validMessage)).json()) as { reference: string }
    expect(Number(second.reference.slice(-5))).toBe(Number(first.reference.slice(-5)) + 1)
  })

  test('missing fields are named, in French, and nothing is stored', async () => {
    const before = (await context.db.select().from(contactMessages)).length
    const response = await post('messages', { website: '' })
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } }
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.fields).toMatchObject({
      name: 'Veuillez indiquer votre nom.',
      email: 'Veuillez indiquer votre adresse e-mail.',
      subject: 'Veuillez indiquer l’objet de votre message.',
      message: 'Veuillez écrire votre message.',
      consent: 'Cochez cette case pour que nous puissions vous répondre.',
    })
    expect((await context.db.select().from(contactMessages)).length).toBe(before)
  })

  test('bad email, refused consent, oversized fields and a malformed body are 400s, never 500s', async () => {
    const fields = async (body: unknown) =>
      ((await (await post('messages', body)).json()) as { error: { fields?: Record<string, string> } }).error.fields ??
      {}
    expect((await fields({ ...validMessage, email: 'pas-une-adresse' })).email).toBe(
      'Adresse e-mail invalide (exemple : nom@domaine.cm).',
    )
    expect((await fields({ ...validMessage, consent: false })).consent).toBeDefined()
    expect((await fields({ ...validMessage, name: 'x'.repeat(101) })).name).toBe(
      'Le nom ne peut pas dépasser 100 caractères.',
    )
    expect((await fields({ ...validMessage, message: 'x'.repeat(5001) })).message).toBe(
      'Le message ne peut pas dépasser 5000 caractères.',
    )
    expect((await fields({ ...validMessage, subject: 42 })).subject).toBeDefined()
    expect((await post('messages', '{"name":')).status).toBe(400)
    expect((await post('messages', [1, 2])).status).toBe(400)
  })

  test('HTML is stored verbatim and escaped in the mail; header injection adds no header', async () => {
    const hostile = {
      ...validMessage,
      name: '<img src=x onerror=alert(1)>',
      message: '<script>alert("x")</script> & co',
    }
    const response = await post('messages', hostile)
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    const [row] = await context.db.select().from(contactMessages).where(eq(contactMessages.reference, reference))
    expect(row?.name).toBe(hostile.name)
    expect(row?.message).toBe(hostile.message)
    const [stored] = await context.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `[${reference}] Partenariat radio`))
    expect(stored?.html).not.toContain('<script>')
    expect(stored?.html).not.toContain('<img')
    expect(stored?.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; co')

    const injections = [
      { subject: 'Bonjour\r\nBcc: victime@exemple.com' },
      { subject: 'Bonjour\nBcc: victime@exemple.com' },
      { email: 'a@exemple.cm\r\nBcc: victime@exemple.com' },
      { email: 'a@exemple.cm,victime@exemple.com' },
      { name: 'Robot\r\nBcc: victime@exemple.com' },
    ]
    for (const injection of injections) {
      const refused = await post('messages', { ...validMessage, ...injection })
      expect(refused.status, JSON.stringify(injection)).toBe(400)
    }
    // Header-looking text on one line stays inside the Subject header.
    const inline = await post('messages', { ...validMessage, subject: 'Bonjour Bcc: victime@exemple.com' })
    expect(inline.status).toBe(201)
    const { reference: inlineReference } = (await inline.json()) as { reference: string }
    const [inlineMail] = await mailsTo(LABEL_CONTACT, inlineReference)
    expect(inlineMail!.subject).toBe(`[${inlineReference}] Bonjour Bcc: victime@exemple.com`)
    expect(inlineMail!.to).toEqual([LABEL_CONTACT])
    // Every mail is stored in the outbox before the answer: none is addressed to the injected Bcc.
    expect(await context.db.select().from(mailOutbox).where(like(mailOutbox.to, '%victime@exemple.com%'))).toEqual([])
    expect(smtp.messages.some(message => message.to.includes('victime@exemple.com'))).toBe(false)
    // No message has a Bcc header (the body may mention it: only the header block counts).
    const headerBlock = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!
    expect(smtp.messages.some(message => /^Bcc:/im.test(headerBlock(message.raw)))).toBe(false)
  })

  test('a filled-in honeypot is answered like a real message, kept as spam and never mailed', async () => {
    const response = await post('messages', {
      ...validMessage,
      email: 'robot@spam.example',
      website: 'http://spam.example',
    })
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    expect(reference).toMatch(/^CT-/)
    const [row] = await context.db.select().from(contactMessages).where(eq(contactMessages.reference, reference))
    expect(row?.status).toBe('spam')
    // Every mail is stored in the outbox before the answer, so none will ever be sent for it.
    expect(
      await context.db
        .select()
        .from(mailOutbox)
        .where(or(eq(mailOutbox.to, 'robot@spam.example'), like(mailOutbox.text, `%${reference}%`))),
    ).toEqual([])
    expect(
      smtp.messages.filter(message => message.to.includes('robot@spam.example') || message.text.includes(reference)),
    ).toEqual([])
  })

  test('more than 10 messages from one address in 10 minutes get a French 429', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 11; index++) statuses.push((await post('messages', validMessage)).status)
    expect(statuses.slice(0, 10).every(status => status === 201)).toBe(true)
    const refused = await post('messages', validMessage)
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Vous avez envoyé beaucoup de demandes : réessayez dans quelques minutes.',
    )
    // The booking form has its own counter.
    expect((await post('bookings', validBooking())).status).toBe(201)
  })
})

describe('POST /api/contact/bookings', () => {
  test('stores the request for the chosen artist, mails the booking address and confirms with a BK reference', async () => {
    // A Cameroonian number written locally is accepted and kept in international form.
    const response = await post('bookings', { ...validBooking(), phone: '699 12 34 56' })
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    expect(reference).toMatch(/^BK-\d{4}-\d{5}$/)
    const [row] = await context.db.select().from(bookingRequests).where(eq(bookingRequests.reference, reference))
    expect(row).toMatchObject({
      status: 'new',
      artistId: 'nadia-mbende',
      artistName: 'Nadia Mbende',
      eventType: 'Mariage',
      city: 'Kribi',
      audience: 250,
      budgetAmount: 1_500_000,
      budgetCurrency: 'XAF',
      phone: '+237699123456',
      email: 'paul@exemple.cm',
    })
    const [toLabel] = await mailsTo(LABEL_BOOKING, reference)
    expect(toLabel!.subject).toContain('Nadia Mbende')
    expect(toLabel!.text).toContain('1 500 000 FCFA')
    expect(toLabel!.text).toContain('+237699123456')
    expect(toLabel!.text).toContain('Sonorisation pour 250 personnes')
    const [confirmation] = await mailsTo('paul@exemple.cm', reference)
    expect(confirmation!.text).toContain(reference)
  })

  test('the artist and the optional fields may be left out', async () => {
    const { artistId, venue, audience, budgetAmount, technicalNeeds, ...rest } = validBooking()
    void [artistId, venue, audience, budgetAmount, technicalNeeds]
    const response = await post('bookings', { ...rest, budgetCurrency: 'EUR' })
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    const [row] = await context.db.select().from(bookingRequests).where(eq(bookingRequests.reference, reference))
    expect(row).toMatchObject({ artistId: null, audience: null, budgetAmount: null, venue: '', technicalNeeds: '' })
    const [toLabel] = await mailsTo(LABEL_BOOKING, reference)
    expect(toLabel!.text).toContain('au choix du label')
  })

  test('dates in the past, bad phones, unknown artists and oversized values are refused per field', async () => {
    const fields = async (patch: Record<string, unknown>) => {
      const response = await post('bookings', { ...validBooking(), ...patch })
      expect(response.status).toBe(400)
      return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields
    }
    expect((await fields({ eventDate: addDays(todayInDouala(), -1) })).eventDate).toBe(
      'La date de l’événement ne peut pas être dans le passé.',
    )
    expect((await fields({ eventDate: '2026-02-30' })).eventDate).toMatch(/Date invalide/)
    expect((await fields({ eventDate: addDays(todayInDouala(), 1200) })).eventDate).toMatch(/trop lointaine/)
    expect((await fields({ phone: '69912345' })).phone).toMatch(/format international/)
    expect((await fields({ phone: '+237 abc' })).phone).toMatch(/format international/)
    expect((await fields({ artistId: 'artiste-inconnu' })).artistId).toMatch(/Artiste inconnu/)
    expect((await fields({ eventType: 'Rave' })).eventType).toBe('Choisissez le type d’événement.')
    expect((await fields({ budgetCurrency: 'USD' })).budgetCurrency).toBe('Choisissez la devise : EUR ou FCFA.')
    expect((await fields({ audience: '-3' })).audience).toMatch(/nombre de personnes/)
    expect((await fields({ budgetAmount: '99999999999' })).budgetAmount).toMatch(/trop grand/)
    expect((await fields({ technicalNeeds: 'x'.repeat(3001) })).technicalNeeds).toMatch(/3000 caractères/)
    expect((await fields({ city: '' })).city).toBe('Indiquez la ville.')
    // Today is fine.
    expect((await post('bookings', { ...validBooking(), eventDate: todayInDouala() })).status).toBe(201)
  })
})

describe('an SMTP outage', () => {
  test('the request is stored and answered with its reference, and the mails are sent by the retry once SMTP is back', async () => {
    await smtp.close()
    const response = await post('bookings', { ...validBooking(), email: 'panne@exemple.cm' })
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    expect(
      await context.db.select().from(bookingRequests).where(eq(bookingRequests.reference, reference)),
    ).toHaveLength(1)
    await vi.waitFor(
      async () => {
        const rows = await context.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'panne@exemple.cm'))
        expect(rows.map(row => row.status)).toEqual(['failed'])
      },
      { timeout: 5000, interval: 50 },
    )

    smtp = await startSmtpPeer(smtpPort)
    expect(await context.mailer.retryPending()).toBeGreaterThanOrEqual(2)
    expect((await mailsTo(LABEL_BOOKING, reference)).length).toBe(1)
    expect((await mailsTo('panne@exemple.cm', reference)).length).toBe(1)
    const rows = await context.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'panne@exemple.cm'))
    expect(rows.map(row => row.status)).toEqual(['sent'])
  })
})
