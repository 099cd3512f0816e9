import type { Auth } from '#core/auth/auth.server.ts'
import type { Role } from '#core/auth/roles.ts'
import type { Database } from '#core/db/client.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { Mailer } from '#core/mail/mailer.server.ts'
import type { JobQueue } from '#core/jobs/job-queue.server.ts'
import type { AiSettings } from '#core/config/env.server.ts'
import type { MediaStore } from '#core/storage/media-store.server.ts'
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
  /** Public origin of the site (links in emails, allowed Origin of writes). */
  publicUrl: string
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
  /** Rate-limit counters (the database, or Redis when REDIS_URL is set). */
  limits: RequestLimitStore
  /** Reverse proxies whose X-Forwarded-For names the real client (see `clientIp` in app.ts). */
  trustedProxies: readonly string[]
  /** Background jobs (mail delivery, reminders…); absent in route tests, where such work runs in-process. */
  jobs: JobQueue | undefined
  /** Closes the connections these services opened besides the database (Redis), at shutdown. */
  closeConnections: () => Promise<void>
}

export type PublishedItem = { kind: 'post' | 'event'; id: string; title: string }

export type SessionUser = { id: string; name: string; email: string; role: Role }

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
