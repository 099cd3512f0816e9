import { describe, expect, test } from 'vitest'
import { useSeededApi } from '#tests/setup/route-test.ts'
import { siteContent } from './site-content.ts'
import { createDemoBackend } from './demo-backend.ts'
import { createDemoStore, DEMO_STORAGE_KEY, initialState } from './demo-store.ts'
import { demoRoutes } from './install.ts'

/**
 * The static demo's backend against the real server: both read the same built-in sample data, so
 * every public read must answer exactly what the API answers on a freshly seeded database (the demo
 * and the server show the same site). Then the demo's own rules: one account, 500 ms, spec texts.
 */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

function demo(storage = memoryStorage()) {
  const store = createDemoStore(storage, () => initialState('Amina Demo'))
  const backend = createDemoBackend(demoRoutes(store))
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await backend(
      new Request(`https://demo.example${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      }),
    )
    return { status: response.status, body: (await response.json()) as unknown }
  }
  return { call, storage, store }
}

const api = useSeededApi()
const artist = siteContent.artists[0]!
const discipline = siteContent.disciplines[0]!
const post = siteContent.blogPosts[0]!

describe('the demo answers public reads exactly like the server', () => {
  const paths = [
    '/api/label',
    '/api/artists',
    `/api/artists/${artist.id}`,
    '/api/portfolio',
    '/api/portfolio?type=clip',
    `/api/portfolio/${siteContent.portfolio[0]!.id}`,
    '/api/academy/disciplines',
    `/api/academy/courses/${discipline.id}/${discipline.levels[0]!.id}`,
    '/api/academy/formulas',
    `/api/academy/formulas/${siteContent.formulas[0]!.id}`,
    '/api/events',
    '/api/testimonials',
    '/api/testimonials?type=student',
    '/api/blog/posts',
    `/api/blog/posts?category=${encodeURIComponent(post.category)}`,
    `/api/blog/posts/${post.id}`,
    `/api/blog/posts/${post.id}/comments`,
    '/api/creations/public',
    '/api/music/options',
    '/api/chat/status',
    // Unknown and malformed ids.
    '/api/artists/personne',
    '/api/artists/PAS%20UN%20ID',
    '/api/academy/courses/piano/inconnu',
    '/api/blog/posts/inconnu',
  ]
  test.each(paths)('GET %s', async path => {
    const server = await api.getJson(path)
    const answer = await demo().call('GET', path)
    expect(answer.status).toBe(server.status)
    if (server.status === 200) expect(answer.body).toEqual(server.body)
    else
      expect((answer.body as { error: { code: string } }).error.code).toBe(
        (server.body as { error: { code: string } }).error.code,
      )
  })
})

describe('the demo account (spec §5, §8, §9)', () => {
  test('wrong credentials get the demo text, after 500 ms', async () => {
    const { call } = demo()
    const started = Date.now()
    const answer = await call('POST', '/api/account/sign-in', { email: 'demo@gombiste-records.cm', password: 'faux' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(490)
    expect(answer).toEqual({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'Email ou mot de passe invalide (mode démo).' } },
    })
    expect((await call('GET', '/api/auth/get-session')).body).toBeNull()
  })

  test('the one account signs in, keeps its profile in storage, and signs out', async () => {
    const storage = memoryStorage()
    const first = demo(storage)
    const signedIn = await first.call('POST', '/api/account/sign-in', {
      email: 'Demo@Gombiste-Records.cm ',
      password: 'demo-gombiste',
    })
    expect(signedIn).toMatchObject({
      status: 200,
      body: { user: { email: 'demo@gombiste-records.cm', role: 'Élève', name: 'Amina Demo' } },
    })
    await first.call('PATCH', '/api/account/profile', { name: 'Amina N.' })
    await first.call('PUT', '/api/account/preferences', { newBlog: false, newEvents: true, recommendations: false })
    expect(JSON.parse(storage.items.get(DEMO_STORAGE_KEY)!)).toMatchObject({ signedIn: true, name: 'Amina N.' })

    // A new page load reads the same storage.
    const second = demo(storage)
    expect((await second.call('GET', '/api/account/profile')).body).toMatchObject({
      name: 'Amina N.',
      role: 'Élève',
      preferences: { newBlog: false, newEvents: true, recommendations: false },
    })
    const notifications = (await second.call('GET', '/api/notifications')).body as {
      unread: number
      notifications: { text: string }[]
    }
    expect(notifications.unread).toBe(2)
    expect(notifications.notifications.some(notification => notification.text.startsWith('Astuce du jour'))).toBe(true)
    await second.call('POST', '/api/auth/sign-out', {})
    expect(await second.call('GET', '/api/account/profile')).toEqual({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'Utilisateur non connecté.' } },
    })
  })

  test('provider sign-in, sign-up and likes answer the spec texts', async () => {
    const { call } = demo()
    expect(
      (await call('POST', '/api/auth/sign-in/social', { provider: 'google', callbackURL: '/profil' })).body,
    ).toEqual({
      error: { code: 'UNAVAILABLE', message: "La connexion via des services tiers n'est pas disponible en mode démo." },
    })
    expect(
      ((await call('POST', '/api/account/sign-up', {})).body as { error: { message: string } }).error.message,
    ).toMatch(/^Le service d'authentification \(le serveur Gombiste Records\) n'est pas configuré/)
    expect((await call('POST', '/api/like-post', { postId: post.id, action: 'like' })).body).toEqual({
      error: { code: 'UNAVAILABLE', message: "L'action 'J'aime' est indisponible en mode hors ligne." },
    })
  })

  test('a paid test order enrols once; a one-off formula cannot be bought twice', async () => {
    const { call } = demo()
    expect(
      (
        await call('POST', '/api/payments/orders', {
          formulaId: 'mooc-complet',
          method: 'card',
          currency: 'EUR',
          acceptTerms: true,
        })
      ).body,
    ).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Vous devez être connecté pour vous inscrire.' },
    })
    await call('POST', '/api/account/sign-in', { email: 'demo@gombiste-records.cm', password: 'demo-gombiste' })
    const oneOff = siteContent.formulas.find(formula => formula.billingCycle === 'unique')!
    const order = (await call('POST', '/api/payments/orders', {
      formulaId: oneOff.id,
      method: 'mobile_money',
      currency: 'EUR',
      acceptTerms: true,
    })) as {
      status: number
      body: { id: string; currency: string; amount: number; status: string }
    }
    expect(order.status).toBe(201)
    expect(order.body).toMatchObject({ currency: 'XAF', amount: oneOff.price!.xaf, status: 'pending' })
    expect((await call('POST', `/api/payments/orders/${order.body.id}/pay`, {})).body).toEqual({
      redirectUrl: `/paiement/test/${order.body.id}`,
    })
    await call('POST', `/api/payments/test/orders/${order.body.id}/complete`, { outcome: 'success' })
    expect(((await call('GET', '/api/account/profile')).body as { courses: string[] }).courses).toEqual([oneOff.id])
    expect(
      (
        await call('POST', '/api/payments/orders', {
          formulaId: oneOff.id,
          method: 'card',
          currency: 'EUR',
          acceptTerms: true,
        })
      ).status,
    ).toBe(409)
  })

  test('the player’s play beacon is answered (nothing to count without a server)', async () => {
    const track = siteContent.artists[0]!.discography[0]!
    expect(await demo().call('POST', `/api/tracks/${track.id}/plays`, {})).toEqual({
      status: 200,
      body: { counted: false },
    })
    expect((await demo().call('POST', '/api/tracks/morceau-fantome/plays', {})).status).toBe(404)
  })

  test('a path with no demo handler says it is unavailable in demo mode', async () => {
    expect(await demo().call('GET', '/api/admin/inbox')).toEqual({
      status: 503,
      body: {
        error: {
          code: 'UNAVAILABLE',
          message: 'Cette fonction est indisponible en mode démo : aucun serveur n’est relié à ce site.',
        },
      },
    })
  })

  test('the built-in tutor answers in the demo stream format', async () => {
    const store = createDemoStore(memoryStorage(), () => initialState('Amina Demo'))
    const backend = createDemoBackend(demoRoutes(store))
    const response = await backend(
      new Request('https://demo.example/api/chat', {
        method: 'POST',
        body: JSON.stringify({
          messages: [{ sender: 'user', text: "Quelles sont les notes de l'accord de sol majeur ?" }],
        }),
      }),
    )
    const text = await response.text()
    const deltas = text
      .split('\n')
      .filter(line => line.startsWith('data: {'))
      .map(line => JSON.parse(line.slice(6)) as { type: string; delta?: string })
      .filter(chunk => chunk.type === 'text-delta')
      .map(chunk => chunk.delta)
      .join('')
    expect(deltas).toContain('sol, si et ré')
    expect(text.trim().endsWith('data: [DONE]')).toBe(true)
  })

  test('the demo teacher answers from the same knowledge base, with follow-ups and sources', async () => {
    const store = createDemoStore(memoryStorage(), () => initialState('Amina Demo'))
    const backend = createDemoBackend(demoRoutes(store))
    const ask = async (messages: { sender: 'user' | 'ai'; text: string }[]) => {
      const response = await backend(
        new Request('https://demo.example/api/chat', { method: 'POST', body: JSON.stringify({ messages }) }),
      )
      return (await response.text())
        .split('\n')
        .filter(line => line.startsWith('data: {'))
        .map(line => JSON.parse(line.slice(6)) as { type: string; delta?: string })
        .filter(chunk => chunk.type === 'text-delta')
        .map(chunk => chunk.delta)
        .join('')
    }
    const breathing = await ask([{ sender: 'user', text: 'Comment bien respirer quand je chante ?' }])
    expect(breathing).toContain('ventre')
    expect(breathing).toContain('Pour aller plus loin : Cours Chant — Débutant (/academie/chant/debutant)')
    const scale = await ask([
      { sender: 'user', text: 'Quelle est la gamme de ré majeur ?' },
      { sender: 'ai', text: 'La gamme majeure de ré : ré, mi, fa dièse, sol, la, si et do dièse.' },
      { sender: 'user', text: 'et en fa ?' },
    ])
    expect(scale).toContain('si bémol')
  })
})
