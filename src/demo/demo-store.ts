import type { Profile } from '#features/account/account.api.ts'
import type { Order } from '#features/commerce/commerce.api.ts'
import type { ChatMessage } from '#features/assistant/chat.types.ts'
import type { NotificationView } from '#features/notifications/server/notifications.repo.ts'
import type { CommentView } from '#features/blog/server/blog.repo.ts'

/**
 * What the demo remembers, in this browser's localStorage: whether the demo user is signed in, their
 * profile, preferences, enrolments, creations and orders, the comments they wrote and their
 * notifications. The sample content itself is never stored: it comes from the built-in module.
 */
export type DemoCreation = Profile['creations'][number]

export type DemoState = {
  version: 1
  signedIn: boolean
  name: string
  createdAt: string
  preferences: Profile['preferences']
  /** Spec §3: the formula ids the user is enrolled in. */
  courses: string[]
  creations: DemoCreation[]
  orders: Order[]
  comments: Record<string, CommentView[]>
  notifications: NotificationView[]
  chat: ChatMessage[]
}

export const DEMO_STORAGE_KEY = 'gombiste_demo'

/** Ids like the server's (uuid v4), also where `crypto.randomUUID` is missing (plain-HTTP hosts). */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map(byte => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export function initialState(name: string, now = new Date()): DemoState {
  return {
    version: 1,
    signedIn: false,
    name,
    createdAt: now.toISOString(),
    preferences: { newBlog: true, newEvents: true, recommendations: true, lessonReminders: true },
    courses: [],
    creations: [],
    orders: [],
    comments: {},
    notifications: [],
    chat: [],
  }
}

/** A small store over one storage slot; memory only when storage is unavailable (private mode, full). */
export function createDemoStore(storage: Pick<Storage, 'getItem' | 'setItem'> | null, defaults: () => DemoState) {
  let cached: DemoState | null = null

  function read(): DemoState {
    if (cached) return cached
    let state = defaults()
    try {
      const saved = JSON.parse(storage?.getItem(DEMO_STORAGE_KEY) ?? 'null') as Partial<DemoState> | null
      if (saved && saved.version === 1) state = { ...state, ...saved }
    } catch {
      // A corrupt entry starts the demo afresh.
    }
    cached = state
    return state
  }

  function write(change: (state: DemoState) => DemoState | void): DemoState {
    const current = structuredClone(read())
    const next = change(current) ?? current
    cached = next
    try {
      storage?.setItem(DEMO_STORAGE_KEY, JSON.stringify(next))
    } catch {
      // Storage full or disabled: the change lives until the tab closes.
    }
    return next
  }

  return { read, write }
}

export type DemoStore = ReturnType<typeof createDemoStore>
