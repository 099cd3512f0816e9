import type { Auth } from '#core/auth/auth.server.ts'
import type { Role } from '#core/auth/roles.ts'
import type { Database } from '#core/db/client.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { Mailer } from '#core/mail/mailer.server.ts'
import type { MediaStore } from '#core/storage/media-store.server.ts'
import type { ResponseCache } from './response-cache.server.ts'

/** What every request handler can reach through `c.var`. */
export type AppDependencies = {
  db: Database
  logger: Logger
  contentCache: ResponseCache
  auth: Auth
  mailer: Mailer
  /** Public origin of the site (links in emails, allowed Origin of writes). */
  publicUrl: string
  /** Generated media (composed pieces), served under /media/generated. */
  mediaStore: MediaStore
  /** An external music generation service, when configured; the built-in composer otherwise. */
  musicGenerator: { url: string; token: string | undefined; timeoutMs: number } | undefined
}

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
