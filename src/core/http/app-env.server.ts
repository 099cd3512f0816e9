import type { Auth } from '#core/auth/auth.server.ts'
import type { Role } from '#core/auth/roles.ts'
import type { Database } from '#core/db/client.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { Mailer } from '#core/mail/mailer.server.ts'
import type { JobQueue } from '#core/jobs/job-queue.server.ts'
import type { AiSettings } from '#core/config/env.server.ts'
import type { MediaStore } from '#core/storage/media-store.server.ts'
import type { LinkOrigins } from './link-origin.server.ts'
import type { RequestLimitStore } from './request-limit.server.ts'
import type { ResponseCache } from './response-cache.server.ts'

/**
 * What every request handler can reach through `c.var`. A feature that needs more declares it beside
 * its routes (CommerceEnv, ChatEnv) and src/server provides it.
 */
export type AppDependencies = {
  db: Database
  logger: Logger
  contentCache: ResponseCache
  auth: Auth
  mailer: Mailer
  /**
   * PUBLIC_URL, or `http://localhost:PORT` without it: the allowed Origin of writes. In a request's
   * `c.var.publicUrl`, the origin of links sent to others (emails, payment pages), see `linkOrigins`.
   */
  publicUrl: string
  /** Which origin links point to, per request (PUBLIC_URL, or the request's host when it is ours). */
  linkOrigins: LinkOrigins
  /** Lower-case name of the CDN header with the visitor's country (currency of the prices). */
  countryHeader: string
  /** Absolute path of the media directory (files served under /media). */
  mediaDir: string
  /** The AI music teacher's provider settings (keys never leave the server). */
  ai: AiSettings
  /** Generated media (composed pieces), served under /media/generated. */
  mediaStore: MediaStore
  /** An external music generation service, when configured; the built-in composer otherwise. */
  musicGenerator: { url: string; token: string | undefined; timeoutMs: number } | undefined
  /**
   * Tells the users who asked for it that a post or an event was just published (once per item).
   * Features call it through here: the recipients' preferences belong to the account feature.
   */
  notifyPublication: (db: Database, item: PublishedItem) => Promise<number>
  /** Rate-limit counters (memory with PGlite, the database with PostgreSQL, Redis when REDIS_URL is set). */
  limits: RequestLimitStore
  /** Reverse proxies whose X-Forwarded-For names the real client (see `clientIp` in app.ts). */
  trustedProxies: readonly string[]
  /** Background jobs (mail delivery, reminders…); absent in route tests, where such work runs in-process. */
  jobs: JobQueue | undefined
  /** Closes the connections these services opened besides the database (Redis), at shutdown. */
  closeConnections: () => Promise<void>
}

/**
 * What a paid order tells the features that act on payments (commerce owns the order itself; the
 * teaching feature turns it into lesson credits). Commerce calls the hook, src/server composes it.
 */
export type PaidOrder = {
  id: string
  userId: string | null
  formulaId: string
  billingCycle: 'mois' | 'unique'
  paidAt: Date | null
  periodStart: Date | null
  periodEnd: Date | null
}

export type OrderPaidHook = (tx: Database, order: PaidOrder) => Promise<void>

export type PublishedItem = { kind: 'post' | 'event'; id: string; title: string }

/** `emailVerified`: the address was confirmed through the emailed link (payment and comments wait for it). */
export type SessionUser = { id: string; name: string; email: string; role: Role; emailVerified: boolean }

export type AppEnv = {
  Variables: AppDependencies & {
    requestId: string
    /** Set by `sessionMiddleware`: the signed-in user, or null. */
    user: SessionUser | null
    sessionId: string | null
    /** The caller's IP address, from the socket (see `clientIp` in app.ts). */
    clientIp: string
  }
}
