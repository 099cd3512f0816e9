import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resolveAuthSecret } from '#core/auth/auth-secret.server.ts'
import { createAuth } from '#core/auth/auth.server.ts'
import type { Config } from '#core/config/env.server.ts'
import type { Database } from '#core/db/client.server.ts'
import type { AppDependencies } from '#core/http/app-env.server.ts'
import { ResponseCache } from '#core/http/response-cache.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import { createMailer } from '#core/mail/mailer.server.ts'
import { createLocalMediaStore } from '#core/storage/media-store.server.ts'

type ServiceSettings = Pick<Config, 'authSecret' | 'smtpUrl' | 'mailFrom' | 'providers'> & {
  /** Public origin of the site: links in emails, allowed Origin of writes. */
  publicUrl: string
  /** Where generated media is written (`${DATA_DIR}/media`); a fresh temporary directory when absent (tests). */
  generatedMediaDir?: string
  musicGenerator?: Config['musicGenerator']
}

/** Builds everything a request handler can reach, from settings and an open database. */
export async function createServices(db: Database, logger: Logger, settings: ServiceSettings): Promise<AppDependencies> {
  const mailer = createMailer({ db, logger, smtpUrl: settings.smtpUrl, from: settings.mailFrom })
  const auth = createAuth({
    db,
    mailer,
    logger,
    secret: await resolveAuthSecret(db, settings.authSecret),
    baseUrl: settings.publicUrl,
    providers: settings.providers,
  })
  const mediaStore = createLocalMediaStore(settings.generatedMediaDir ?? mkdtempSync(join(tmpdir(), 'gombiste-media-')))
  return {
    db,
    logger,
    contentCache: new ResponseCache(),
    auth,
    mailer,
    publicUrl: settings.publicUrl,
    mediaStore,
    musicGenerator: settings.musicGenerator,
  }
}
