// Only for better-auth's schema generator (`npx auth generate --config src/core/auth/auth.cli.ts`):
// the same options as the running server, on a database that is never opened.
import { drizzle } from 'drizzle-orm/pglite'
import type { Database } from '#core/db/client.server.ts'
import { createLogger } from '#core/log/logger.server.ts'
import { createAuth } from './auth.server.ts'

export const auth = createAuth({
  db: drizzle.mock() as unknown as Database,
  mailer: { mode: 'outbox', send: async () => {}, queue: async () => {}, retryPending: async () => 0 },
  logger: createLogger('silent'),
  secret: 'schema-generation-only-secret-0000000000',
  baseUrl: 'http://localhost:3000',
  providers: {},
})
