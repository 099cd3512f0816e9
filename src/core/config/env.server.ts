import { z } from 'zod'
import type { S3Settings } from '#core/storage/s3-media-store.server.ts'

/**
 * Every setting the server reads, validated once at boot. This is the only module that reads
 * `process.env`. An empty value means "use the embedded default", so a bare `npm start` works offline:
 * `loadConfig` drops empty values before parsing (as `@t3-oss/env-core`'s `emptyStringAsUndefined`
 * does), so each field below is declared plainly.
 * Keep `.env.example` and docs/configuration.md in step with this schema.
 */

/** A whole number within bounds; one message for every way it can be wrong. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)

/** An http:// or https:// address. */
const httpUrl = (message: string) => z.url({ protocol: /^https?$/, error: message })

/** A comma-separated list, each item trimmed and checked; a bad item is reported against the whole setting. */
const commaList = (item: z.ZodType<string, string>, normalize: (entry: string) => string) =>
  z
    .string()
    .transform(value => value.split(',').map(normalize).filter(Boolean))
    .pipe(z.array(item))

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: wholeNumber(1, 65535, 'expected a whole number between 1 and 65535').default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'expected a PostgreSQL URL such as postgres://user:password@host:5432/dbname')
      .optional(),
    PUBLIC_URL: httpUrl('expected the public address of the site, such as https://www.example.com').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where the built client and server live; the default suits the built app. */
    CLIENT_DIR: z.string().default('./dist/client'),
    MEDIA_DIR: z.string().default('./media'),
    AUTH_SECRET: z
      .string()
      .min(32, 'expected at least 32 random characters (e.g. `openssl rand -base64 32`)')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(
        /^smtps?:\/\/.+/,
        'expected an SMTP URL such as smtp://user:password@smtp.example.com:587 or smtps://...:465',
      )
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(
        /^(.+<[^@\s]+@[^@\s]+>|[^@\s]+@[^@\s]+)$/,
        'expected an address such as "Gombiste Records <contact@example.com>"',
      )
      .default('Gombiste Records <no-reply@gombiste-records.cm>'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    FACEBOOK_CLIENT_ID: z.string().optional(),
    FACEBOOK_CLIENT_SECRET: z.string().optional(),
    COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'expected an HTTP header name such as cf-ipcountry')
      .transform(value => value.toLowerCase())
      .default('cf-ipcountry'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'expected a Stripe secret key (sk_live_... or sk_test_...)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'expected a Stripe webhook signing secret (whsec_...)')
      .optional(),
    STRIPE_API_URL: httpUrl('expected an http(s) address').default('https://api.stripe.com'),
    CINETPAY_API_KEY: z.string().optional(),
    CINETPAY_SITE_ID: z.string().optional(),
    CINETPAY_SECRET_KEY: z.string().optional(),
    CINETPAY_API_URL: httpUrl('expected an http(s) address').default('https://api-checkout.cinetpay.com'),
    CINETPAY_CURRENCY: z.enum(['XAF', 'XOF']).default('XAF'),
    AI_PROVIDER: z
      .enum(['builtin', 'openai-compatible', 'gemini', 'none'], {
        error: 'expected builtin, openai-compatible, gemini or none',
      })
      .default('builtin'),
    AI_BASE_URL: httpUrl('expected the API address of the provider, such as https://api.openai.com/v1').optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    GEMINI_API_KEY: z.string().optional(),
    AI_TIMEOUT_MS: wholeNumber(1000, 300_000, 'expected milliseconds between 1000 and 300000').default(30_000),
    AI_DAILY_BUDGET: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'expected a whole number of calls per day').default(500),
    MUSIC_GENERATOR_URL: httpUrl(
      'expected the address of a music generation service, such as https://music.example.com/generate',
    ).optional(),
    MUSIC_GENERATOR_TOKEN: z.string().optional(),
    MUSIC_GENERATOR_TIMEOUT_MS: wholeNumber(1000, 300_000, 'expected milliseconds between 1000 and 300000').default(
      30_000,
    ),
    REDIS_URL: z
      .string()
      .regex(
        /^rediss?:\/\/.+/,
        'expected a Redis URL such as redis://127.0.0.1:6379 or rediss://user:password@host:6380/0',
      )
      .optional(),
    ALLOWED_HOSTS: commaList(
      z
        .string()
        .regex(
          /^[a-z0-9.-]+$|^[0-9a-f:]+$/,
          'expected host names separated by commas, such as www.example.cm,example.cm',
        ),
      entry => entry.trim().toLowerCase(),
    ).default([]),
    TRUSTED_PROXIES: commaList(
      z.union([z.ipv4(), z.ipv6()], { error: 'expected IP addresses separated by commas, such as 127.0.0.1,10.0.0.5' }),
      entry => entry.trim(),
    ).default([]),
    S3_ENDPOINT: httpUrl(
      'expected the address of an S3-compatible service, such as https://s3.example.com or http://127.0.0.1:9000',
    ).optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'expected a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens, such as gombiste-media',
      )
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'expected a region name such as us-east-1, eu-west-3 or auto (Cloudflare R2)')
      .default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: httpUrl(
      'expected the public address of the bucket or of its CDN, such as https://media.example.cm',
    ).optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { error: 'expected true (MinIO and most self-hosted stores) or false' })
      .optional(),
    METRICS_TOKEN: z
      .string()
      .min(16, 'expected at least 16 random characters (e.g. `openssl rand -hex 24`)')
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.AI_PROVIDER === 'openai-compatible' && !value.AI_BASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['AI_BASE_URL'],
        message: 'required when AI_PROVIDER=openai-compatible (e.g. https://api.openai.com/v1)',
      })
    }
    if (value.AI_PROVIDER === 'gemini' && !value.GEMINI_API_KEY) {
      context.addIssue({ code: 'custom', path: ['GEMINI_API_KEY'], message: 'required when AI_PROVIDER=gemini' })
    }
  })
  .superRefine((value, context) => {
    if (Boolean(value.STRIPE_SECRET_KEY) !== Boolean(value.STRIPE_WEBHOOK_SECRET)) {
      const missing = value.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'card payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      })
    }
    const cinetpay = [value.CINETPAY_API_KEY, value.CINETPAY_SITE_ID, value.CINETPAY_SECRET_KEY]
    if (cinetpay.some(Boolean) && !cinetpay.every(Boolean)) {
      const names = ['CINETPAY_API_KEY', 'CINETPAY_SITE_ID', 'CINETPAY_SECRET_KEY'] as const
      const missing = names.find(name => !value[name]) ?? 'CINETPAY_API_KEY'
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'mobile money needs CINETPAY_API_KEY, CINETPAY_SITE_ID and CINETPAY_SECRET_KEY together',
      })
    }
  })
  .superRefine((value, context) => {
    const others = [
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
      'S3_FORCE_PATH_STYLE',
    ] as const
    const given = others.filter(name => value[name] !== undefined)
    if (!value.S3_BUCKET && given.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set (media go to that bucket)`,
      })
    }
    if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY)) {
      const missing = value.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'the bucket needs both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or neither, for an instance role)',
      })
    }
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
  /** Lower-case name of the CDN header carrying the visitor's country (ISO 3166 alpha-2). */
  countryHeader: string
  /** Real payment providers, present only when fully configured; none → the embedded test provider. */
  payments: PaymentSettings
  /** The AI music teacher: which model answers (the built-in tutor by default), keys, limits. */
  ai: AiSettings
  /** An external music generation service, tried before the built-in composer (which it falls back to). */
  musicGenerator: { url: string; token: string | undefined; timeoutMs: number } | undefined
  /** Rate-limit counters in Redis when set; in the database otherwise. */
  redisUrl: string | undefined
  /** Addresses of the reverse proxies / load balancers whose X-Forwarded-For is believed. */
  trustedProxies: string[]
  /** Host names that are this site's, besides localhost and the machine's own (used without PUBLIC_URL). */
  allowedHosts: string[]
  /** Bearer token that opens /metrics to remote scrapers; without it only direct loopback scrapes are answered. */
  metricsToken: string | undefined
  /** Composed pieces and uploads in an S3-compatible bucket when set; on the local disk (`DATA_DIR/media`) otherwise. */
  s3: S3Settings | undefined
}

export type PaymentSettings = {
  stripe?: { secretKey: string; webhookSecret: string; apiUrl: string }
  cinetpay?: { apiKey: string; siteId: string; secretKey: string; apiUrl: string; currency: 'XAF' | 'XOF' }
}

/** Settings of the assistant. Keys stay on the server; the browser only learns `available` and a name. */
export type AiSettings = {
  provider: 'builtin' | 'openai-compatible' | 'gemini' | 'none'
  baseUrl: string | undefined
  apiKey: string | undefined
  model: string | undefined
  geminiApiKey: string | undefined
  /** Milliseconds before a provider call is abandoned with a French failure message. */
  timeoutMs: number
  /** Paid provider calls allowed per day (all users together); the built-in tutor is free. */
  dailyBudget: number
}

export type OAuthCredentials = { clientId: string; clientSecret: string }

export class ConfigError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map(problem => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
    this.problems = problems
  }
}

/** Parses settings from an environment object; throws a ConfigError naming each bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const result = configSchema.safeParse(given)
  if (!result.success) {
    const problems = result.error.issues.map(issue => {
      const name = String(issue.path[0])
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
    countryHeader: value.COUNTRY_HEADER,
    payments: {
      ...(value.STRIPE_SECRET_KEY && value.STRIPE_WEBHOOK_SECRET
        ? {
            stripe: {
              secretKey: value.STRIPE_SECRET_KEY,
              webhookSecret: value.STRIPE_WEBHOOK_SECRET,
              apiUrl: value.STRIPE_API_URL.replace(/\/+$/, ''),
            },
          }
        : {}),
      ...(value.CINETPAY_API_KEY && value.CINETPAY_SITE_ID && value.CINETPAY_SECRET_KEY
        ? {
            cinetpay: {
              apiKey: value.CINETPAY_API_KEY,
              siteId: value.CINETPAY_SITE_ID,
              secretKey: value.CINETPAY_SECRET_KEY,
              apiUrl: value.CINETPAY_API_URL.replace(/\/+$/, ''),
              currency: value.CINETPAY_CURRENCY,
            },
          }
        : {}),
    },
    ai: {
      provider: value.AI_PROVIDER,
      baseUrl: value.AI_BASE_URL?.replace(/\/+$/, ''),
      apiKey: value.AI_API_KEY,
      model: value.AI_MODEL,
      geminiApiKey: value.GEMINI_API_KEY,
      timeoutMs: value.AI_TIMEOUT_MS,
      dailyBudget: value.AI_DAILY_BUDGET,
    },
    musicGenerator: value.MUSIC_GENERATOR_URL
      ? {
          url: value.MUSIC_GENERATOR_URL,
          token: value.MUSIC_GENERATOR_TOKEN,
          timeoutMs: value.MUSIC_GENERATOR_TIMEOUT_MS,
        }
      : undefined,
    redisUrl: value.REDIS_URL,
    trustedProxies: value.TRUSTED_PROXIES,
    allowedHosts: value.ALLOWED_HOSTS,
    metricsToken: value.METRICS_TOKEN,
    s3: value.S3_BUCKET
      ? {
          endpoint: value.S3_ENDPOINT,
          bucket: value.S3_BUCKET,
          region: value.S3_REGION,
          accessKeyId: value.S3_ACCESS_KEY_ID,
          secretAccessKey: value.S3_SECRET_ACCESS_KEY,
          publicUrl: value.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          forcePathStyle: value.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
  }
}
