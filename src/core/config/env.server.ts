import { z } from 'zod'

/**
 * Every setting the server reads, validated once at boot. This is the only module that reads
 * `process.env`. An empty value means "use the embedded default", so a bare `npm start` works offline.
 * Keep `.env.example` and the README's configuration table in step with this schema.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const configSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('production')),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'expected a whole number between 1 and 65535' })
      .int('expected a whole number between 1 and 65535')
      .min(1, 'expected a whole number between 1 and 65535')
      .max(65535, 'expected a whole number between 1 and 65535')
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'expected a PostgreSQL URL such as postgres://user:password@host:5432/dbname')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ error: 'expected the public address of the site, such as https://www.example.com' })
      .refine((value) => /^https?:\/\//.test(value), 'expected an http:// or https:// address')
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Where the built client and server live; the default suits the built app. */
  CLIENT_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./dist/client')),
  MEDIA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./media')),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'expected at least 32 random characters (e.g. `openssl rand -base64 32`)').optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/.+/, 'expected an SMTP URL such as smtp://user:password@smtp.example.com:587 or smtps://...:465')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(.+<[^@\s]+@[^@\s]+>|[^@\s]+@[^@\s]+)$/, 'expected an address such as "Gombiste Records <contact@example.com>"')
      .default('Gombiste Records <no-reply@gombiste-records.cm>'),
  ),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  FACEBOOK_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  FACEBOOK_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  MUSIC_GENERATOR_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ error: 'expected the address of a music generation service, such as https://music.example.com/generate' })
      .refine((value) => /^https?:\/\//.test(value), 'expected an http:// or https:// address')
      .optional(),
  ),
  MUSIC_GENERATOR_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  MUSIC_GENERATOR_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'expected milliseconds between 1000 and 300000' })
      .int('expected milliseconds between 1000 and 300000')
      .min(1000, 'expected milliseconds between 1000 and 300000')
      .max(300_000, 'expected milliseconds between 1000 and 300000')
      .default(30_000),
  ),
})

export type Config = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string | undefined
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  clientDir: string
  mediaDir: string
  /** Signs session cookies and tokens; generated once and kept in the database when not set. */
  authSecret: string | undefined
  /** Real mail through SMTP when set; otherwise mail goes to the outbox (stored and logged). */
  smtpUrl: string | undefined
  mailFrom: string
  /** Sign-in providers, present only when both their id and secret are set. */
  providers: { google?: OAuthCredentials; facebook?: OAuthCredentials }
  /** An external music generation service, tried before the built-in composer (which it falls back to). */
  musicGenerator: { url: string; token: string | undefined; timeoutMs: number } | undefined
}

export type OAuthCredentials = { clientId: string; clientSecret: string }

export class ConfigError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
    this.problems = problems
  }
}

/** Parses settings from an environment object; throws a ConfigError naming each bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.')
      return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`
    })
    throw new ConfigError(problems)
  }
  const value = result.data
  return {
    nodeEnv: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir: value.DATA_DIR,
    databaseUrl: value.DATABASE_URL,
    publicUrl: value.PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: value.LOG_LEVEL,
    clientDir: value.CLIENT_DIR,
    mediaDir: value.MEDIA_DIR,
    authSecret: value.AUTH_SECRET,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    providers: {
      ...(value.GOOGLE_CLIENT_ID && value.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: value.GOOGLE_CLIENT_ID, clientSecret: value.GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(value.FACEBOOK_CLIENT_ID && value.FACEBOOK_CLIENT_SECRET
        ? { facebook: { clientId: value.FACEBOOK_CLIENT_ID, clientSecret: value.FACEBOOK_CLIENT_SECRET } }
        : {}),
    },
    musicGenerator: value.MUSIC_GENERATOR_URL
      ? { url: value.MUSIC_GENERATOR_URL, token: value.MUSIC_GENERATOR_TOKEN, timeoutMs: value.MUSIC_GENERATOR_TIMEOUT_MS }
      : undefined,
  }
}
