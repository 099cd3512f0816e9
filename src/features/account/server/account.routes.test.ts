import { pieceClaim } from '#core/media/piece-claim.server.ts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSmtpPeer } from '#tests/peers/smtp-peer.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { enrol, getProfile, saveCreation } from './account.repo.ts'
import { userCreations } from './account.table.ts'
import { MAIL_COOLDOWN, mailCooldownKey, MESSAGES, SIGN_UP_ANSWER_MS } from './account.routes.ts'
import { createAdmin } from './create-admin.server.ts'
import { COMMENT_NEEDS_CONFIRMED_EMAIL } from '#features/blog/comment-limits.ts'
import { PAYMENT_NEEDS_CONFIRMED_EMAIL } from '#features/commerce/email-confirmation.ts'
import { siteContent } from '#tests/setup/content.ts'

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
let context: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  smtp = await startSmtpPeer()
  // As behind a reverse proxy on 127.0.0.1: each person signing up comes from an address of their own.
  context = await createTestApp({ seed: true, smtpUrl: smtp.url, trustedProxies: ['127.0.0.1'] })
})
afterAll(async () => {
  await context.close()
  await smtp.close()
})

/** Cookies as a browser keeps them: the latest value of each name. */
function cookiesFrom(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map(pair => pair.split('=') as [string, string]),
  )
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const [name, ...value] = pair!.split('=')
    jar.set(name!, value.join('='))
  }
  return [...jar]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')
}

async function call(method: string, path: string, body?: unknown, cookie = '', origin = TEST_ORIGIN, address = '') {
  const response = await context.app.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      origin,
      ...(cookie ? { cookie } : {}),
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, any> | null
  return { status: response.status, json, response }
}

const PASSWORD = 'Balafon-de-minuit-42'

/** Signs up, follows the activation link from the captured mail, and returns the session cookie. */
let people = 0
async function signUpAndActivate(email: string, role: 'Élève' | 'client' = 'Élève') {
  const address = `198.51.100.${++people}`
  const signUp = await call(
    'POST',
    '/api/account/sign-up',
    { name: 'Awa Ngono', email, password: PASSWORD, role },
    '',
    TEST_ORIGIN,
    address,
  )
  expect(signUp.status).toBe(201)
  const link = new URL(smtp.lastLinkTo(email))
  // In the browser that signed up, as most people follow the link: the password chosen at sign-up stays.
  const signedUp = cookiesFrom(signUp.response)
  const activation = await call('POST', '/api/account/activate', { token: link.searchParams.get('token') }, signedUp)
  expect(activation.status).toBe(200)
  expect(activation.json).toEqual({ activated: true, passwordRequired: false })
  return cookiesFrom(activation.response, signedUp)
}

describe('sign-up', () => {
  test.each([
    [{ email: 'a@b.cm', password: PASSWORD, role: 'Élève' }, 'name', 'Veuillez saisir votre nom.'],
    [{ name: 'A', password: PASSWORD, role: 'Élève' }, 'email', 'Veuillez saisir votre adresse e-mail.'],
    [{ name: 'A', email: 'pas-un-email', password: PASSWORD, role: 'Élève' }, 'email', 'Adresse e-mail invalide.'],
    [{ name: 'A', email: 'a@b.cm', role: 'Élève' }, 'password', 'Veuillez saisir un mot de passe.'],
    [
      { name: 'A', email: 'a@b.cm', password: 'court', role: 'Élève' },
      'password',
      'Le mot de passe doit contenir au moins 10 caractères.',
    ],
    [
      { name: 'A', email: 'a@b.cm', password: PASSWORD, role: 'Admin' },
      'role',
      "Choisissez un profil : 'Élève' ou 'client'.",
    ],
  ])('refuses %o with a French message on %s', async (body, field, message) => {
    const { status, json } = await call('POST', '/api/account/sign-up', body)
    expect(status).toBe(400)
    expect(json?.error.fields[field]).toBe(message)
  })

  test('refuses a commonly breached password', async () => {
    const { status, json } = await call('POST', '/api/account/sign-up', {
      name: 'A',
      email: 'x@b.cm',
      password: 'qwertyuiop',
      role: 'Élève',
    })
    expect(status).toBe(400)
    expect(json?.error.fields.password).toMatch(/plus utilisés/)
  })

  test('sends a French activation mail with a plain-text part and a link to the site', async () => {
    const { status, json } = await call('POST', '/api/account/sign-up', {
      name: 'Awa',
      email: 'awa@exemple.cm',
      password: PASSWORD,
      role: 'client',
    })
    expect(status).toBe(201)
    expect(json?.message).toBe(MESSAGES.signedUp)
    const mail = smtp.messages.at(-1)!
    expect(mail.to).toEqual(['awa@exemple.cm'])
    expect(mail.subject).toBe('Activez votre compte Gombiste Records')
    expect(mail.text).toContain('Bonjour Awa,')
    expect(smtp.lastLinkTo('awa@exemple.cm')).toMatch(/^http:\/\/localhost:3000\/activation\?token=/)
  })

  test('an address that already has an account gets the same answer, and no second account', async () => {
    await signUpAndActivate('deja@exemple.cm')
    const before = smtp.messages.length
    const again = await call('POST', '/api/account/sign-up', {
      name: 'Autre',
      email: 'DEJA@exemple.cm',
      password: PASSWORD,
      role: 'Élève',
    })
    expect(again.status).toBe(202)
    expect(again.json?.message).toBe(MESSAGES.signUpAccepted)
    expect(smtp.messages.length).toBe(before)
  })

  test('spec §4: sign-up opens a session at once, for an address not confirmed yet', async () => {
    const signUp = await call(
      'POST',
      '/api/account/sign-up',
      { name: 'Binam', email: 'session-immediate@exemple.cm', password: PASSWORD, role: 'client' },
      '',
      TEST_ORIGIN,
      '198.51.100.201',
    )
    expect(signUp.status).toBe(201)
    expect(signUp.json).toMatchObject({
      user: { name: 'Binam', email: 'session-immediate@exemple.cm', role: 'client', emailVerified: false },
      message: MESSAGES.signedUp,
    })
    const cookie = cookiesFrom(signUp.response)
    expect(cookie).toMatch(/better-auth\.session_token=/)
    const profile = await call('GET', '/api/account/profile', undefined, cookie)
    expect(profile.status).toBe(200)
    expect(profile.json).toMatchObject({ email: 'session-immediate@exemple.cm', role: 'client' })
    const session = await call('GET', '/api/auth/get-session', undefined, cookie)
    expect((session.json as { user: { emailVerified: boolean } }).user.emailVerified).toBe(false)
    // The same person can sign in again before confirming (the banner keeps asking).
    const again = await call('POST', '/api/account/sign-in', {
      email: 'session-immediate@exemple.cm',
      password: PASSWORD,
    })
    expect(again.status).toBe(200)
    expect(again.json?.user).toMatchObject({ emailVerified: false })
  })

  test('an existing address gets no session', async () => {
    await signUpAndActivate('deja-session@exemple.cm')
    const again = await call('POST', '/api/account/sign-up', {
      name: 'Autre',
      email: 'deja-session@exemple.cm',
      password: PASSWORD,
      role: 'Élève',
    })
    expect(again.status).toBe(202)
    expect(again.json).toEqual({ message: MESSAGES.signUpAccepted })
    expect(again.response.headers.getSetCookie().join('')).not.toMatch(/session_token=[^;]/)
  })

  test('until the address is confirmed, payment and comments wait, saying why in French', async () => {
    const signUp = await call(
      'POST',
      '/api/account/sign-up',
      { name: 'Awa', email: 'pas-confirmee@exemple.cm', password: PASSWORD, role: 'Élève' },
      '',
      TEST_ORIGIN,
      '198.51.100.202',
    )
    const cookie = cookiesFrom(signUp.response)
    const order = { formulaId: 'pack-individuel', method: 'card', currency: 'EUR', acceptTerms: true }
    const refusedOrder = await call('POST', '/api/payments/orders', order, cookie)
    expect(refusedOrder.status).toBe(403)
    expect(refusedOrder.json?.error.message).toBe(PAYMENT_NEEDS_CONFIRMED_EMAIL)
    const [post] = siteContent.blogPosts
    const comment = { authorName: 'Awa', content: 'Très bel article !' }
    const refusedComment = await call('POST', `/api/blog/posts/${post!.id}/comments`, comment, cookie)
    expect(refusedComment.status).toBe(403)
    expect(refusedComment.json?.error.message).toBe(COMMENT_NEEDS_CONFIRMED_EMAIL)

    // The emailed link confirms the address: both go through.
    const token = new URL(smtp.lastLinkTo('pas-confirmee@exemple.cm')).searchParams.get('token')
    const activation = await call('POST', '/api/account/activate', { token }, cookie)
    expect(activation.status).toBe(200)
    const confirmed = cookiesFrom(activation.response, cookie)
    expect((await call('POST', '/api/payments/orders', order, confirmed)).status).toBe(201)
    expect((await call('POST', `/api/blog/posts/${post!.id}/comments`, comment, confirmed)).status).toBe(201)
  })
})

describe('activation', () => {
  test('the link activates the account, signs the user in, and keeps the chosen role', async () => {
    const cookie = await signUpAndActivate('client@exemple.cm', 'client')
    const profile = await call('GET', '/api/account/profile', undefined, cookie)
    expect(profile.status).toBe(200)
    expect(profile.json).toMatchObject({ email: 'client@exemple.cm', role: 'client', courses: [] })
  })

  test('a reused or forged link gets a clear message; a new link can be requested', async () => {
    await call('POST', '/api/account/sign-up', {
      name: 'C',
      email: 'relien@exemple.cm',
      password: PASSWORD,
      role: 'Élève',
    })
    await smtp.waitForMailTo('relien@exemple.cm')
    const token = new URL(smtp.lastLinkTo('relien@exemple.cm')).searchParams.get('token')
    expect((await call('POST', '/api/account/activate', { token })).status).toBe(200)
    const reused = await call('POST', '/api/account/activate', { token: 'faux-jeton' })
    expect(reused.status).toBe(400)
    expect(reused.json?.error.message).toBe(MESSAGES.activationInvalid)

    await call('POST', '/api/account/sign-up', {
      name: 'D',
      email: 'nouveau-lien@exemple.cm',
      password: PASSWORD,
      role: 'Élève',
    })
    await smtp.waitForMailTo('nouveau-lien@exemple.cm')
    const before = smtp.messages.length
    const resend = await call('POST', '/api/account/resend-activation', { email: 'nouveau-lien@exemple.cm' })
    expect(resend.status).toBe(202)
    expect(smtp.messages.length).toBe(before + 1)
  })
})

describe('mails to one address', () => {
  test('activation and reset mails: one per recipient per 5 minutes, whoever asks, with the same answer', async () => {
    const email = 'boite-pleine@exemple.cm'
    await call(
      'POST',
      '/api/account/sign-up',
      { name: 'Awa', email, password: PASSWORD, role: 'Élève' },
      '',
      TEST_ORIGIN,
      '198.51.100.160',
    )
    await smtp.waitForMailTo(email)
    const mailsTo = () => smtp.messages.filter(message => message.to.includes(email)).length
    const afterSignUp = mailsTo()
    for (let index = 0; index < 4; index++) {
      const resend = await call(
        'POST',
        '/api/account/resend-activation',
        { email },
        '',
        TEST_ORIGIN,
        `203.0.113.${100 + index}`,
      )
      expect(resend.status).toBe(202)
      expect(resend.json?.message).toBe(MESSAGES.signUpAccepted)
      const again = await call(
        'POST',
        '/api/account/sign-up',
        { name: `Nom ${index}`, email, password: PASSWORD, role: 'Élève' },
        '',
        TEST_ORIGIN,
        `203.0.113.${110 + index}`,
      )
      expect(again.status).toBe(202)
    }
    await new Promise(resolve => setTimeout(resolve, 300))
    expect(mailsTo()).toBe(afterSignUp + 1)

    const reset = 'trop-de-liens@exemple.cm'
    await signUpAndActivate(reset)
    const beforeResets = smtp.messages.filter(message => message.to.includes(reset)).length
    for (let index = 0; index < 4; index++) {
      const asked = await call(
        'POST',
        '/api/account/forgot-password',
        { email: reset },
        '',
        TEST_ORIGIN,
        `203.0.113.${120 + index}`,
      )
      expect(asked.status).toBe(202)
      expect(asked.json?.message).toBe(MESSAGES.resetRequested)
    }
    await new Promise(resolve => setTimeout(resolve, 300))
    expect(smtp.messages.filter(message => message.to.includes(reset)).length).toBe(beforeResets + 1)
  })
})

describe('pre-claimed addresses', () => {
  const CLAIMER_PASSWORD = 'Mot-de-passe-du-squatteur-7'
  const OWNER_PASSWORD = 'Le-vrai-proprietaire-2026'

  test('confirming an address ends the sessions and password set before it; the confirming person chooses the password', async () => {
    const email = 'proprietaire@exemple.cm'
    const claim = await call(
      'POST',
      '/api/account/sign-up',
      { name: 'Squatteur', email, password: CLAIMER_PASSWORD, role: 'Élève' },
      '',
      TEST_ORIGIN,
      '203.0.113.66',
    )
    expect(claim.status).toBe(201)
    const claimer = cookiesFrom(claim.response)
    // The owner signs up later: the address is taken, the answer says no more, a new link is mailed.
    const ownerSignUp = await call(
      'POST',
      '/api/account/sign-up',
      { name: 'Propriétaire', email, password: OWNER_PASSWORD, role: 'Élève' },
      '',
      TEST_ORIGIN,
      '198.51.100.150',
    )
    expect(ownerSignUp.status).toBe(202)
    const token = new URL(smtp.lastLinkTo(email)).searchParams.get('token')
    const activation = await call('POST', '/api/account/activate', { token }, '', TEST_ORIGIN, '198.51.100.150')
    expect(activation.status).toBe(200)
    expect(activation.json).toEqual({ activated: true, passwordRequired: true })
    const owner = cookiesFrom(activation.response)

    // The claimer's session reads nothing any more, and the claimer's password opens nothing.
    expect((await call('GET', '/api/account/profile', undefined, claimer)).status).toBe(401)
    const claimerSignIn = await call(
      'POST',
      '/api/account/sign-in',
      { email, password: CLAIMER_PASSWORD },
      '',
      TEST_ORIGIN,
      '203.0.113.66',
    )
    expect(claimerSignIn.status).toBe(401)

    // The owner is signed in, chooses the password once, and signs in with it.
    expect((await call('GET', '/api/account/profile', undefined, owner)).status).toBe(200)
    const chosen = await call('POST', '/api/account/set-password', { newPassword: OWNER_PASSWORD }, owner)
    expect(chosen.status).toBe(200)
    const twice = await call('POST', '/api/account/set-password', { newPassword: CLAIMER_PASSWORD }, claimer)
    expect(twice.status).toBe(401)
    const again = await call('POST', '/api/account/set-password', { newPassword: CLAIMER_PASSWORD }, owner)
    expect(again.status).toBe(409)
    expect(again.json?.error.message).toBe(MESSAGES.passwordAlreadySet)
    const ownerSignIn = await call(
      'POST',
      '/api/account/sign-in',
      { email, password: OWNER_PASSWORD },
      '',
      TEST_ORIGIN,
      '198.51.100.150',
    )
    expect(ownerSignIn.status).toBe(200)
    expect(
      (
        await call(
          'POST',
          '/api/account/sign-in',
          { email, password: CLAIMER_PASSWORD },
          '',
          TEST_ORIGIN,
          '203.0.113.66',
        )
      ).status,
    ).toBe(401)
  })

  test('the browser that signed up keeps its password, and only the session that follows the link stays open', async () => {
    const email = 'meme-navigateur@exemple.cm'
    const signUp = await call(
      'POST',
      '/api/account/sign-up',
      { name: 'Awa', email, password: PASSWORD, role: 'Élève' },
      '',
      TEST_ORIGIN,
      '198.51.100.151',
    )
    const signedUp = cookiesFrom(signUp.response)
    // A second session opened with the password before the confirmation.
    const other = await call(
      'POST',
      '/api/account/sign-in',
      { email, password: PASSWORD },
      '',
      TEST_ORIGIN,
      '198.51.100.152',
    )
    expect(other.status).toBe(200)
    const token = new URL(smtp.lastLinkTo(email)).searchParams.get('token')
    const activation = await call('POST', '/api/account/activate', { token }, signedUp)
    expect(activation.json).toEqual({ activated: true, passwordRequired: false })
    expect(
      (await call('GET', '/api/account/profile', undefined, cookiesFrom(activation.response, signedUp))).status,
    ).toBe(200)
    expect((await call('GET', '/api/account/profile', undefined, cookiesFrom(other.response))).status).toBe(401)
    const signIn = await call(
      'POST',
      '/api/account/sign-in',
      { email, password: PASSWORD },
      '',
      TEST_ORIGIN,
      '198.51.100.152',
    )
    expect(signIn.status).toBe(200)
  })
})

describe('sign-in and sessions', () => {
  test('wrong password, then right password with a fresh session id', async () => {
    const activationCookie = await signUpAndActivate('eleve@exemple.cm')
    const wrong = await call('POST', '/api/account/sign-in', {
      email: 'eleve@exemple.cm',
      password: 'mauvais-mot-de-passe',
    })
    expect(wrong.status).toBe(401)
    expect(wrong.json?.error.message).toBe(MESSAGES.invalidCredentials)
    const right = await call('POST', '/api/account/sign-in', { email: 'eleve@exemple.cm', password: PASSWORD })
    expect(right.status).toBe(200)
    expect(right.json?.user).toMatchObject({ email: 'eleve@exemple.cm', role: 'Élève' })
    const cookie = cookiesFrom(right.response)
    expect(cookie).not.toBe(activationCookie)
    const setCookie = right.response.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
  })

  test('failed logins from one address make that address wait, not the owner elsewhere', async () => {
    await signUpAndActivate('cible@exemple.cm')
    const attempt = (password: string, address: string) =>
      call('POST', '/api/account/sign-in', { email: 'cible@exemple.cm', password }, '', TEST_ORIGIN, address)
    for (let index = 0; index < 5; index++)
      expect((await attempt(`faux-${index}-xxxxx`, '203.0.113.66')).status).toBe(401)
    const waiting = await attempt(PASSWORD, '203.0.113.66')
    expect(waiting.status).toBe(429)
    expect(waiting.json?.error.message).toBe('Trop de tentatives de connexion échouées. Réessayez dans une minute.')
    // The owner, from their own address, is not locked out by someone else's guesses.
    expect((await attempt(PASSWORD, '198.51.100.7')).status).toBe(200)
  })

  test('an account takes a much higher ceiling of failures from every address together, never refusing the owner', async () => {
    await signUpAndActivate('plafond@exemple.cm')
    const { FAILED_LOGINS_PER_ACCOUNT } = await import('./account.routes.ts')
    const { countHit } = await import('#core/http/request-limit.server.ts')
    expect(FAILED_LOGINS_PER_ACCOUNT.max).toBeGreaterThanOrEqual(100)
    const attempt = (password: string, address: string) =>
      call('POST', '/api/account/sign-in', { email: 'plafond@exemple.cm', password }, '', TEST_ORIGIN, address)
    // One failure from this address, then as if the rest had come from many addresses in the hour.
    expect((await attempt('faux-mot-de-passe-1', '203.0.113.80')).status).toBe(401)
    for (let index = 1; index < FAILED_LOGINS_PER_ACCOUNT.max; index++)
      await countHit(context.limits, 'login:account:plafond@exemple.cm', FAILED_LOGINS_PER_ACCOUNT)
    // An address that took part in the guessing waits, even with the right password.
    const locked = await attempt(PASSWORD, '203.0.113.80')
    expect(locked.status).toBe(429)
    expect(locked.json?.error.message).toBe('Trop de tentatives de connexion échouées. Réessayez dans une heure.')
    // The owner, from an address that has not failed, is never refused the right password.
    expect((await attempt(PASSWORD, '198.51.100.8')).status).toBe(200)
    // A new address gets its answer; once it has failed, it waits too.
    expect((await attempt('faux-mot-de-passe-2', '203.0.113.81')).status).toBe(401)
    expect((await attempt(PASSWORD, '203.0.113.81')).status).toBe(429)
  })

  test('a write with a session cookie from another site is refused', async () => {
    const cookie = await signUpAndActivate('csrf@exemple.cm')
    const forged = await call(
      'PUT',
      '/api/account/preferences',
      { newBlog: false, newEvents: false, recommendations: false },
      cookie,
      'https://site-malveillant.example',
    )
    expect(forged.status).toBe(403)
  })

  test('better-auth endpoints that our routes wrap are not reachable directly', async () => {
    const direct = await call('POST', '/api/auth/sign-up/email', {
      name: 'X',
      email: 'direct@exemple.cm',
      password: PASSWORD,
    })
    expect(direct.status).toBe(404)
    expect((await call('GET', '/api/auth/get-session')).status).toBe(200)
  })

  test('the session check answers null without a session, and the user with one', async () => {
    const anonymous = await call('GET', '/api/auth/get-session')
    expect([anonymous.status, anonymous.json]).toEqual([200, null])
    // An unknown token goes through better-auth, which answers the same.
    const unknown = await call('GET', '/api/auth/get-session', undefined, 'better-auth.session_token=inconnu.signature')
    expect([unknown.status, unknown.json]).toEqual([200, null])
    const cookie = await signUpAndActivate('session-check@exemple.cm')
    const signedIn = await call('GET', '/api/auth/get-session', undefined, cookie)
    expect(signedIn.status).toBe(200)
    expect((signedIn.json as { user: { email: string } } | null)?.user.email).toBe('session-check@exemple.cm')
  })
})

describe('profile', () => {
  test('updates require a logged-in user', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/account/profile', undefined],
      ['PATCH', '/api/account/profile', { name: 'X' }],
      ['PUT', '/api/account/preferences', { newBlog: true, newEvents: true, recommendations: true }],
      ['GET', '/api/account/export', undefined],
    ] as const) {
      const { status, json } = await call(method, path, body)
      expect(status, `${method} ${path}`).toBe(401)
      expect(json?.error.message).toBe('Utilisateur non connecté.')
    }
  })

  test('name and preferences are saved; data can be downloaded', async () => {
    const cookie = await signUpAndActivate('profil@exemple.cm')
    expect((await call('PATCH', '/api/account/profile', { name: 'Awa Ngono-Essomba' }, cookie)).json?.name).toBe(
      'Awa Ngono-Essomba',
    )
    const preferences = await call(
      'PUT',
      '/api/account/preferences',
      { newBlog: false, newEvents: true, recommendations: false, lessonReminders: false },
      cookie,
    )
    expect(preferences.json).toEqual({
      newBlog: false,
      newEvents: true,
      recommendations: false,
      lessonReminders: false,
    })
    // A client that predates lesson reminders sends three keys: reminders stay on.
    const older = await call(
      'PUT',
      '/api/account/preferences',
      { newBlog: false, newEvents: true, recommendations: false },
      cookie,
    )
    expect(older.json).toEqual({ newBlog: false, newEvents: true, recommendations: false, lessonReminders: true })
    const exported = await call('GET', '/api/account/export', undefined, cookie)
    expect(exported.response.headers.get('content-disposition')).toContain('attachment')
    expect(exported.json?.profile).toMatchObject({ email: 'profil@exemple.cm', preferences: { newBlog: false } })
  })

  test('enrolling twice in the same formula changes nothing', async () => {
    const cookie = await signUpAndActivate('inscrit@exemple.cm')
    const { json } = await call('GET', '/api/account/profile', undefined, cookie)
    expect(await enrol(context.db, json!.id, 'pack-duo')).toBe(true)
    await Promise.all([enrol(context.db, json!.id, 'pack-duo'), enrol(context.db, json!.id, 'pack-duo')])
    expect((await getProfile(context.db, json!.id)).courses).toEqual(['pack-duo'])
  })

  test('saved creations are listed newest first, deletable by their owner only', async () => {
    const cookie = await signUpAndActivate('compositrice@exemple.cm')
    const other = await signUpAndActivate('autre-compositeur@exemple.cm')
    const { json: me } = await call('GET', '/api/account/profile', undefined, cookie)
    const first = await saveCreation(context.db, me!.id, {
      prompt: 'Un makossa joyeux',
      url: '/media/audio/creations/a.mp3',
    })
    // The database clock may not tell two quick inserts apart: date the earlier one a minute back.
    await context.db
      .update(userCreations)
      .set({ createdAt: sql`${userCreations.createdAt} - interval '1 minute'` })
      .where(eq(userCreations.id, first.id))
    const second = await saveCreation(context.db, me!.id, {
      prompt: 'Une ballade au piano',
      url: '/media/audio/creations/b.mp3',
    })
    const profile = await call('GET', '/api/account/profile', undefined, cookie)
    expect(profile.json?.creations.map((creation: { prompt: string }) => creation.prompt)).toEqual([
      'Une ballade au piano',
      'Un makossa joyeux',
    ])
    expect(profile.json?.creations[0]).toEqual({
      id: second.id,
      prompt: 'Une ballade au piano',
      url: '/media/audio/creations/b.mp3',
      date: expect.any(String),
      published: false,
    })

    expect((await call('DELETE', `/api/account/creations/${first.id}`, {}, other)).status).toBe(404)
    expect((await call('DELETE', '/api/account/creations/pas-un-uuid', {}, cookie)).status).toBe(400)
    expect((await call('DELETE', `/api/account/creations/${first.id}`, {}, cookie)).status).toBe(200)
    expect((await call('DELETE', `/api/account/creations/${first.id}`, {}, cookie)).status).toBe(404)
    const exported = await call('GET', '/api/account/export', undefined, cookie)
    expect(exported.json?.profile.creations).toHaveLength(1)
  })

  test('a composed piece is saved once, published in the gallery under the author name, and withdrawn', async () => {
    const cookie = await signUpAndActivate('galerie@exemple.cm')
    const other = await signUpAndActivate('curieux@exemple.cm')
    const url = '/media/generated/abc123def456.mp3'
    await context.mediaStore.put('generated/abc123def456.mp3', new Uint8Array([0xff, 0xf3, 0, 0]), 'audio/mpeg')
    const claim = pieceClaim((await context.auth.$context).secret, url)
    const piece = { prompt: 'Un bikutsi dansant', url, claim }

    expect((await call('POST', '/api/account/creations', piece)).status).toBe(401)
    const saved = await call('POST', '/api/account/creations', piece, cookie)
    expect(saved.status).toBe(201)
    expect(saved.json).toMatchObject({ prompt: piece.prompt, url, published: false })
    const again = await call('POST', '/api/account/creations', piece, cookie)
    expect(again.json?.id, 'saving the same piece twice keeps one entry').toBe(saved.json?.id)

    for (const [body, field] of [
      [{ prompt: piece.prompt, url: 'https://ailleurs.example/piste.mp3' }, 'url'],
      [{ prompt: piece.prompt, url: '/media/generated/../../secret.mp3' }, 'url'],
      [{ prompt: '   ', url: piece.url }, 'prompt'],
      [{ prompt: 'x'.repeat(1001), url: piece.url }, 'prompt'],
    ] as const) {
      const refused = await call('POST', '/api/account/creations', body, cookie)
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(refused.json?.error.fields).toHaveProperty(field)
    }

    const id = saved.json!.id as string
    expect((await call('PUT', `/api/account/creations/${id}/publication`, { published: true }, other)).status).toBe(404)
    expect((await call('PUT', `/api/account/creations/${id}/publication`, { published: 'oui' }, cookie)).status).toBe(
      400,
    )
    expect((await call('PUT', `/api/account/creations/${id}/publication`, { published: true }, cookie)).status).toBe(
      200,
    )
    expect((await call('PUT', `/api/account/creations/${id}/publication`, { published: true }, cookie)).status).toBe(
      200,
    )
    const gallery = await call('GET', '/api/creations/public')
    const entries = (gallery.json as unknown as { url: string; userName: string }[]).filter(
      entry => entry.url === piece.url,
    )
    expect(entries).toHaveLength(1)
    expect(entries[0]!.userName).toBe('Awa Ngono')
    expect((await call('GET', '/api/account/profile', undefined, cookie)).json?.creations[0].published).toBe(true)

    await call('PUT', `/api/account/creations/${id}/publication`, { published: false }, cookie)
    const after = (await call('GET', '/api/creations/public')).json as unknown as { url: string }[]
    expect(after.some(entry => entry.url === piece.url)).toBe(false)

    // Deleting the saved piece takes it out of the gallery too.
    await call('PUT', `/api/account/creations/${id}/publication`, { published: true }, cookie)
    await call('DELETE', `/api/account/creations/${id}`, {}, cookie)
    const gone = (await call('GET', '/api/creations/public')).json as unknown as { url: string }[]
    expect(gone.some(entry => entry.url === piece.url)).toBe(false)
  })

  test('changing the password ends the other sessions', async () => {
    const first = await signUpAndActivate('change@exemple.cm')
    const second = cookiesFrom(
      (await call('POST', '/api/account/sign-in', { email: 'change@exemple.cm', password: PASSWORD })).response,
    )
    const wrong = await call(
      'POST',
      '/api/account/password',
      { currentPassword: 'pas-le-bon-mdp', newPassword: 'Nouveau-chant-2026' },
      second,
    )
    expect(wrong.status).toBe(400)
    const changed = await call(
      'POST',
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: 'Nouveau-chant-2026' },
      second,
    )
    expect(changed.status).toBe(200)
    expect((await call('GET', '/api/account/profile', undefined, first)).status).toBe(401)
    expect((await call('GET', '/api/account/profile', undefined, cookiesFrom(changed.response, second))).status).toBe(
      200,
    )
  })

  test('deleting the account needs the password and removes the personal data', async () => {
    const cookie = await signUpAndActivate('supprime@exemple.cm')
    expect((await call('DELETE', '/api/account', { password: 'pas-le-bon-mdp' }, cookie)).status).toBe(400)
    const deleted = await call('DELETE', '/api/account', { password: PASSWORD }, cookie)
    expect(deleted.status).toBe(200)
    expect((await call('GET', '/api/account/profile', undefined, cookie)).status).toBe(401)
    expect(
      (await call('POST', '/api/account/sign-in', { email: 'supprime@exemple.cm', password: PASSWORD })).status,
    ).toBe(401)
  })
})

describe('forgot password', () => {
  test('an unknown address gets the same neutral answer', async () => {
    const before = smtp.messages.length
    const { status, json } = await call('POST', '/api/account/forgot-password', { email: 'inconnu@exemple.cm' })
    expect(status).toBe(202)
    expect(json?.message).toBe(MESSAGES.resetRequested)
    expect(smtp.messages.length).toBe(before)
  })

  test('the mailed link sets a new password once and ends every session', async () => {
    const cookie = await signUpAndActivate('oubli@exemple.cm')
    await call('POST', '/api/account/forgot-password', { email: 'oubli@exemple.cm' })
    const link = new URL(smtp.lastLinkTo('oubli@exemple.cm'))
    expect(link.origin + link.pathname).toBe('http://localhost:3000/mot-de-passe-oublie')
    const token = link.searchParams.get('token')
    expect((await call('POST', '/api/account/reset-password', { token, newPassword: 'azertyuiop' })).status).toBe(400)
    expect(
      (await call('POST', '/api/account/reset-password', { token, newPassword: 'Kora-et-mvet-2026' })).status,
    ).toBe(200)
    expect((await call('GET', '/api/account/profile', undefined, cookie)).status).toBe(401)
    expect(
      (await call('POST', '/api/account/sign-in', { email: 'oubli@exemple.cm', password: 'Kora-et-mvet-2026' })).status,
    ).toBe(200)
    const reused = await call('POST', '/api/account/reset-password', { token, newPassword: 'Encore-un-autre-2026' })
    expect(reused.status).toBe(400)
    expect(reused.json?.error.message).toBe(MESSAGES.resetInvalid)
  })
})

describe('sign-up timing', () => {
  // Not a race between two timings (a loaded machine makes those noise): the padding is what hides
  // who is registered, and it is deterministic, so every answer must wait for it.
  test('a known address and a new one are both answered no sooner than SIGN_UP_ANSWER_MS', async () => {
    await signUpAndActivate('connue@exemple.cm')
    const timed = async (email: string) => {
      const startedAt = performance.now()
      const { status } = await call('POST', '/api/account/sign-up', {
        name: 'Awa Ndiaye',
        email,
        password: 'Sanza-et-tam-tam-2026',
        role: 'Élève',
      })
      expect(status).toBe(email === 'connue@exemple.cm' ? 202 : 201)
      return performance.now() - startedAt
    }
    // A timer may fire up to a millisecond before performance.now() says it is due.
    expect(await timed('connue@exemple.cm')).toBeGreaterThanOrEqual(SIGN_UP_ANSWER_MS - 1)
    expect(await timed(`nouvelle-${crypto.randomUUID().slice(0, 6)}@exemple.cm`)).toBeGreaterThanOrEqual(
      SIGN_UP_ANSWER_MS - 1,
    )
  })
})

describe('forgot password: several links', () => {
  test('using the newest link ends the older ones', async () => {
    await signUpAndActivate('deux-liens@exemple.cm')
    await call('POST', '/api/account/forgot-password', { email: 'deux-liens@exemple.cm' })
    const older = new URL(smtp.lastLinkTo('deux-liens@exemple.cm')).searchParams.get('token')
    // Five minutes later (the cooldown between two mails to one address).
    await context.limits.clear(mailCooldownKey('reset', 'deux-liens@exemple.cm', MAIL_COOLDOWN[0]!))
    await call('POST', '/api/account/forgot-password', { email: 'deux-liens@exemple.cm' })
    const newer = new URL(smtp.lastLinkTo('deux-liens@exemple.cm')).searchParams.get('token')
    expect(newer).not.toBe(older)
    expect(
      (await call('POST', '/api/account/reset-password', { token: newer, newPassword: 'Kora-et-mvet-2026' })).status,
    ).toBe(200)
    const stale = await call('POST', '/api/account/reset-password', {
      token: older,
      newPassword: 'Pirate-du-mvet-2026',
    })
    expect(stale.status).toBe(400)
    expect(stale.json?.error.message).toBe(MESSAGES.resetInvalid)
    expect(
      (await call('POST', '/api/account/sign-in', { email: 'deux-liens@exemple.cm', password: 'Kora-et-mvet-2026' }))
        .status,
    ).toBe(200)
  })
})

describe('admin door', () => {
  test('an Élève is refused at the admin sign-in and gets no session', async () => {
    await signUpAndActivate('pas-admin@exemple.cm')
    const refused = await call('POST', '/api/account/admin-sign-in', {
      email: 'pas-admin@exemple.cm',
      password: PASSWORD,
    })
    expect(refused.status).toBe(403)
    expect(refused.json?.error.message).toBe('Accès refusé. Rôle non administrateur.')
    expect(refused.response.headers.getSetCookie()).toEqual([])
  })

  test('an Admin created by the command signs in and reads the dashboard figures', async () => {
    await createAdmin(context.auth, context.db, {
      email: 'direction@gombiste-records.cm',
      name: 'Direction',
      password: 'Mbira-et-balafon-2010',
    })
    const signedIn = await call('POST', '/api/account/admin-sign-in', {
      email: 'direction@gombiste-records.cm',
      password: 'Mbira-et-balafon-2010',
    })
    expect(signedIn.status).toBe(200)
    const overview = await call('GET', '/api/admin/overview', undefined, cookiesFrom(signedIn.response))
    expect(overview.status).toBe(200)
    expect(overview.json?.users.byRole.Admin).toBe(1)
    expect(overview.json?.users.latestSignUps.length).toBeGreaterThan(0)
  })
})

describe('names', () => {
  test('invisible or bidi-override characters and the word Admin are refused in French', async () => {
    const cookie = await signUpAndActivate('nom-propre@exemple.cm')
    for (const [name, message] of [
      ['\u200b', 'Le nom contient des caractères invisibles ou qui inversent le texte : retirez-les.'],
      ['Awa\u202eenognN', 'Le nom contient des caractères invisibles ou qui inversent le texte : retirez-les.'],
      ['A\u2066w\u2069a', 'Le nom contient des caractères invisibles ou qui inversent le texte : retirez-les.'],
      ['...', 'Le nom doit contenir au moins une lettre.'],
      ['Admin', 'Le nom ne peut pas contenir le mot « Admin ».'],
      ['L’ADMINISTRATEUR', 'Le nom ne peut pas contenir le mot « Admin ».'],
      ['Ａｄｍｉｎ', 'Le nom ne peut pas contenir le mot « Admin ».'],
    ] as const) {
      const refused = await call('PATCH', '/api/account/profile', { name }, cookie)
      expect(refused.status, JSON.stringify(name)).toBe(400)
      expect(refused.json?.error.fields.name).toBe(message)
      const signUp = await call('POST', '/api/account/sign-up', {
        name,
        email: 'nom-refuse@exemple.cm',
        password: PASSWORD,
        role: 'Élève',
      })
      expect(signUp.status).toBe(400)
    }
    const accepted = await call('PATCH', '/api/account/profile', { name: 'Ève-Marie N’Diaye' }, cookie)
    expect(accepted.status).toBe(200)
    expect(accepted.json?.name).toBe('Ève-Marie N’Diaye')
  })
})
