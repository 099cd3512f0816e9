import { DEMO_ACCOUNT, DEMO_LOGIN_DELAY_MS, DEMO_TEXTS } from '#core/demo/demo.ts'
import { ROLES } from '#core/auth/roles.ts'
import type { Profile } from '#features/account/account.api.ts'
import {
  deleteAccountSchema,
  preferencesSchema,
  profileUpdateSchema,
  saveCreationSchema,
  signInSchema,
} from '#features/account/account.schemas.ts'
import { DAILY_TIPS } from '#features/notifications/daily-tips.ts'
import type { NotificationView } from '#features/notifications/server/notifications.repo.ts'
import { z } from 'zod'
import { DemoError, delay, del, get, json, parseWith, patch, post, put, type DemoRoute } from './demo-backend.ts'
import { initialState, newId, type DemoState, type DemoStore } from './demo-store.ts'

/**
 * Accounts in the demo (spec §5, §6, §8): exactly one account works, the login takes 500 ms, anything
 * else is refused with the demo's text; sign-up, provider sign-in and emails explain they are not
 * available. The demo user's profile, preferences, enrolments and creations live in this browser.
 */
export const DEMO_USER_ID = '00000000-0000-4000-8000-00000000d3e0'

const NOT_SIGNED_IN = 'Utilisateur non connecté.'
const NOT_ADMIN = 'Accès refusé. Rôle non administrateur.'

export function currentUser(store: DemoStore) {
  const state = store.read()
  return state.signedIn ? { id: DEMO_USER_ID, name: state.name, email: DEMO_ACCOUNT.email, role: ROLES.student } : null
}

export function requireDemoUser(store: DemoStore) {
  const user = currentUser(store)
  if (!user) throw new DemoError('UNAUTHENTICATED', NOT_SIGNED_IN)
  return user
}

export function profileOf(state: DemoState): Profile {
  return {
    id: DEMO_USER_ID,
    email: DEMO_ACCOUNT.email,
    name: state.name,
    role: ROLES.student,
    courses: state.courses,
    creations: [...state.creations].sort((a, b) => b.date.localeCompare(a.date)),
    preferences: state.preferences,
    createdAt: state.createdAt,
  }
}

/** Spec §6: students get a daily tip; the first sign-in also welcomes the visitor to the demo. */
function firstNotifications(now: Date): NotificationView[] {
  const day = Math.floor(now.getTime() / 86_400_000)
  const tip = DAILY_TIPS[day % DAILY_TIPS.length]!
  return [
    { id: newId(), text: `Astuce du jour : ${tip.text}`, link: tip.link, date: now.toISOString(), read: false },
    {
      id: newId(),
      text: 'Bienvenue dans la démo de Gombiste Records : votre profil, vos préférences, vos inscriptions et vos créations sont gardés dans ce navigateur.',
      link: '/profil',
      date: new Date(now.getTime() - 60_000).toISOString(),
      read: false,
    },
  ]
}

const isDemoAccount = (email: string, password: string) =>
  email === DEMO_ACCOUNT.email && password === DEMO_ACCOUNT.password

async function checkCredentials(body: unknown, signal: AbortSignal) {
  const { email, password } = parseWith(signInSchema, body)
  // Spec §9: the demo login takes 500 ms, right or wrong.
  await delay(DEMO_LOGIN_DELAY_MS, signal)
  if (!isDemoAccount(email, password)) throw new DemoError('UNAUTHENTICATED', DEMO_TEXTS.wrongCredentials)
}

const unavailable = (message: string) => () => {
  throw new DemoError('UNAVAILABLE', message)
}

export function accountRoutes(store: DemoStore): DemoRoute[] {
  return [
    // better-auth's session check answers null when nobody is signed in.
    get('/api/auth/get-session', () => {
      const user = currentUser(store)
      return user ? { user, session: { userId: user.id } } : null
    }),
    post('/api/auth/sign-out', () => {
      store.write(state => {
        state.signedIn = false
      })
      return { success: true }
    }),
    post('/api/auth/sign-in/social', unavailable(DEMO_TEXTS.providerSignIn)),
    // Both buttons are shown, so the visitor learns why they do not work here (spec §6).
    get('/api/account/providers', () => ({ google: true, facebook: true })),
    post('/api/account/sign-in', async request => {
      await checkCredentials(request.body, request.signal)
      const state = store.write(current => {
        current.signedIn = true
        if (current.notifications.length === 0) current.notifications = firstNotifications(new Date())
      })
      return { user: { id: DEMO_USER_ID, name: state.name, email: DEMO_ACCOUNT.email, role: ROLES.student } }
    }),
    post('/api/account/admin-sign-in', async request => {
      await checkCredentials(request.body, request.signal)
      throw new DemoError('FORBIDDEN', NOT_ADMIN)
    }),
    post('/api/account/sign-up', unavailable(DEMO_TEXTS.signUpUnavailable)),
    post('/api/account/activate', unavailable(DEMO_TEXTS.noEmail)),
    post('/api/account/resend-activation', unavailable(DEMO_TEXTS.noEmail)),
    post('/api/account/forgot-password', unavailable(DEMO_TEXTS.noEmail)),
    post('/api/account/reset-password', unavailable(DEMO_TEXTS.noEmail)),
    get('/api/account/profile', () => {
      requireDemoUser(store)
      return profileOf(store.read())
    }),
    patch('/api/account/profile', request => {
      requireDemoUser(store)
      const { name } = parseWith(profileUpdateSchema, request.body)
      return profileOf(store.write(state => void (state.name = name)))
    }),
    put('/api/account/preferences', request => {
      requireDemoUser(store)
      const preferences = parseWith(preferencesSchema, request.body)
      return store.write(state => void (state.preferences = preferences)).preferences
    }),
    post('/api/account/password', unavailable(DEMO_TEXTS.demoAccountFixed)),
    post(
      '/api/account/creations',
      request => {
        requireDemoUser(store)
        const { prompt, url } = parseWith(saveCreationSchema, request.body)
        const state = store.write(current => {
          if (current.creations.some(creation => creation.url === url)) return
          current.creations.push({ id: newId(), prompt, url, date: new Date().toISOString(), published: false })
        })
        return state.creations.find(creation => creation.url === url)!
      },
      201,
    ),
    put('/api/account/creations/:id/publication', request => {
      requireDemoUser(store)
      const { published } = parseWith(z.object({ published: z.boolean() }), request.body)
      const id = request.params.id
      if (!store.read().creations.some(creation => creation.id === id))
        throw new DemoError('NOT_FOUND', 'Création introuvable.')
      store.write(state => {
        for (const creation of state.creations) if (creation.id === id) creation.published = published
      })
      return { published }
    }),
    del('/api/account/creations/:id', request => {
      requireDemoUser(store)
      const id = request.params.id
      if (!store.read().creations.some(creation => creation.id === id))
        throw new DemoError('NOT_FOUND', 'Création introuvable.')
      store.write(state => void (state.creations = state.creations.filter(creation => creation.id !== id)))
      return { deleted: true as const }
    }),
    get('/api/account/export', () => {
      requireDemoUser(store)
      const state = store.read()
      const response = json(200, {
        profile: profileOf(state),
        orders: state.orders,
        notifications: state.notifications,
      })
      response.headers.set('content-disposition', 'attachment; filename="mes-donnees-gombiste.json"')
      return response
    }),
    // "Deleting" the demo account forgets everything this browser kept about it.
    del('/api/account', request => {
      requireDemoUser(store)
      const { password } = parseWith(deleteAccountSchema, request.body)
      if (password !== DEMO_ACCOUNT.password)
        throw new DemoError('INVALID_INPUT', 'Mot de passe incorrect.', { password: 'Mot de passe incorrect.' })
      store.write(() => initialState(DEMO_ACCOUNT.name))
      return { deleted: true }
    }),
    get('/api/admin/overview', () => {
      requireDemoUser(store)
      throw new DemoError('FORBIDDEN', 'Accès refusé.')
    }),
    get('/api/notifications', () => {
      requireDemoUser(store)
      const notifications = [...store.read().notifications].sort((a, b) => b.date.localeCompare(a.date))
      return { notifications, unread: notifications.filter(notification => !notification.read).length }
    }),
    post('/api/notifications/read-all', () => {
      requireDemoUser(store)
      store.write(state => {
        for (const notification of state.notifications) notification.read = true
      })
      return { unread: 0 as const }
    }),
  ]
}
