// `npm run admin:create -- --email direction@example.cm [--name "Direction"] [--password ...]`
// Creates an activated Admin account (or promotes an existing account). Without --password, a strong
// password is generated and printed once. Uses the same settings as the server (DATABASE_URL or
// DATA_DIR); with PGlite, stop the server first (one process per data directory).
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { resolveAuthSecret } from '#core/auth/auth-secret.server.ts'
import { createAuth } from '#core/auth/auth.server.ts'
import { ConfigError, loadConfig } from '#core/config/env.server.ts'
import { openDatabase } from '#core/db/client.server.ts'
import { createLogger } from '#core/log/logger.server.ts'
import { createMailer } from '#core/mail/mailer.server.ts'
import { emailSchema } from '#features/account/account.schemas.ts'
import { createAdmin } from '#features/account/server/create-admin.server.ts'

const USAGE = 'usage: npm run admin:create -- --email <address> [--name <name>] [--password <at least 10 characters>]'

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const email = emailSchema.safeParse(values.email ?? '')
  if (!email.success) throw new Error(`a valid --email is required\n${USAGE}`)
  const generated = values.password === undefined
  const password = values.password ?? randomBytes(18).toString('base64url')

  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    const logger = createLogger('warn')
    const auth = createAuth({
      db: database.db,
      mailer: createMailer({ db: database.db, logger, smtpUrl: undefined, from: config.mailFrom }),
      logger,
      secret: await resolveAuthSecret(database.db, config.authSecret),
      baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
      providers: {},
    })
    const result = await createAdmin(auth, database.db, {
      email: email.data,
      name: values.name ?? 'Administration',
      password,
    })
    if (!result.created) {
      console.log(`${email.data} already had an account: it now has the Admin role (its password is unchanged).`)
    } else if (generated) {
      console.log(`Admin account created for ${email.data}.\nPassword (shown once, keep it safe): ${password}`)
    } else {
      console.log(`Admin account created for ${email.data}.`)
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error)
  console.error(`admin:create failed: ${message}`)
  process.exit(1)
})
