import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from './env.server.ts'

describe('loadConfig', () => {
  test('no settings at all gives the embedded defaults', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'production',
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: undefined,
      logLevel: 'info',
      clientDir: './dist/client',
      mediaDir: './media',
      authSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Gombiste Records <no-reply@gombiste-records.cm>',
      providers: {},
      countryHeader: 'cf-ipcountry',
      payments: {},
      ai: {
        provider: 'builtin',
        baseUrl: undefined,
        apiKey: undefined,
        model: undefined,
        geminiApiKey: undefined,
        timeoutMs: 30_000,
        dailyBudget: 500,
      },
      trustedProxies: [],
      allowedHosts: [],
    })
  })

  test('Redis, trusted proxies and the metrics token are read and checked', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      TRUSTED_PROXIES: '127.0.0.1, 10.0.0.5,::1',
      METRICS_TOKEN: 'a'.repeat(24),
    })
    expect(config).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/0',
      trustedProxies: ['127.0.0.1', '10.0.0.5', '::1'],
      metricsToken: 'a'.repeat(24),
    })
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL="localhost:6379": expected a Redis URL/,
    )
    expect(() => loadConfig({ TRUSTED_PROXIES: '127.0.0.1,proxy.local' })).toThrow(
      'TRUSTED_PROXIES="127.0.0.1,proxy.local": expected IP addresses separated by commas',
    )
    expect(() => loadConfig({ ALLOWED_HOSTS: 'www.exemple.cm,un hôte' })).toThrow(
      'ALLOWED_HOSTS="www.exemple.cm,un hôte": expected host names separated by commas',
    )
    expect(() => loadConfig({ METRICS_TOKEN: 'court' })).toThrow(/METRICS_TOKEN="court": expected at least 16/)
  })

  test('the S3-compatible media store is read and checked, with plain errors for half a configuration', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    const config = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'gombiste-media',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_PUBLIC_URL: 'https://media.example.cm/',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'gombiste-media',
      region: 'auto',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      publicUrl: 'https://media.example.cm',
      forcePathStyle: true,
    })
    expect(loadConfig({ S3_BUCKET: 'media' }).s3).toMatchObject({ region: 'us-east-1', forcePathStyle: false })
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET="": required when S3_ENDPOINT is set/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'Media_Bucket' })).toThrow(/S3_BUCKET="Media_Bucket": expected a bucket name/)
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'minio' })).toThrow(
      /S3_SECRET_ACCESS_KEY="": the bucket needs both/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT="minio:9000"/)
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE="yes": expected true/,
    )
  })

  test('payment providers are enabled only when fully configured, and half a configuration is refused', () => {
    const config = loadConfig({
      COUNTRY_HEADER: 'X-Country-Code',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      CINETPAY_API_KEY: 'key',
      CINETPAY_SITE_ID: '123456',
      CINETPAY_SECRET_KEY: 'secret',
    })
    expect(config.countryHeader).toBe('x-country-code')
    expect(config.payments.stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_abc',
      apiUrl: 'https://api.stripe.com',
    })
    expect(config.payments.cinetpay).toMatchObject({
      siteId: '123456',
      currency: 'XAF',
      apiUrl: 'https://api-checkout.cinetpay.com',
    })
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() => loadConfig({ CINETPAY_API_KEY: 'key' })).toThrow(/CINETPAY_SITE_ID/)
    expect(() => loadConfig({ COUNTRY_HEADER: 'pas un en-tête' })).toThrow(/COUNTRY_HEADER/)
  })

  test('empty values mean "use the default", whatever the kind of setting', () => {
    const empty = { PORT: '', DATABASE_URL: '', LOG_LEVEL: '', PUBLIC_URL: '', TRUSTED_PROXIES: '', AI_TIMEOUT_MS: '' }
    expect(loadConfig(empty)).toEqual(loadConfig({}))
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', COUNTRY_HEADER: '' })).toEqual(loadConfig({}))
  })

  test('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/label',
      DATABASE_URL: 'postgres://label:secret@db:5432/label',
      PUBLIC_URL: 'https://www.gombiste-records.cm/',
      LOG_LEVEL: 'warn',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/label',
      databaseUrl: 'postgres://label:secret@db:5432/label',
      publicUrl: 'https://www.gombiste-records.cm',
      logLevel: 'warn',
    })
  })

  test.each([
    ['PORT', 'abc', /PORT="abc": expected a whole number between 1 and 65535/],
    ['PORT', '70000', /PORT="70000": expected a whole number/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL="mysql:\/\/x": expected a PostgreSQL URL/],
    ['PUBLIC_URL', 'not a url', /PUBLIC_URL="not a url": expected the public address/],
    ['PUBLIC_URL', 'ftp://www.example.cm', /PUBLIC_URL="ftp:\/\/www.example.cm": expected the public address/],
    ['AI_TIMEOUT_MS', '500', /AI_TIMEOUT_MS="500": expected milliseconds between 1000 and 300000/],
    ['MUSIC_GENERATOR_URL', 'music.local', /MUSIC_GENERATOR_URL="music.local": expected the address/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL="loud"/],
    ['SMTP_URL', 'mail.example.com', /SMTP_URL="mail.example.com": expected an SMTP URL/],
    ['AUTH_SECRET', 'short', /AUTH_SECRET="short": expected at least 32 random characters/],
    ['MAIL_FROM', 'nobody', /MAIL_FROM="nobody": expected an address/],
  ])('an invalid %s=%s names the setting and what it expects', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(message)
  })

  test('a provider is enabled only when both its id and secret are set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).providers).toEqual({})
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).providers).toEqual({
      google: { clientId: 'id', clientSecret: 'secret' },
    })
  })

  test('reports every invalid setting at once', () => {
    try {
      loadConfig({ PORT: '0', LOG_LEVEL: 'loud' })
      expect.unreachable()
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2)
    }
  })
})

describe('AI settings', () => {
  test('the built-in tutor by default, keys absent', () => {
    expect(loadConfig({}).ai).toEqual({
      provider: 'builtin',
      baseUrl: undefined,
      apiKey: undefined,
      model: undefined,
      geminiApiKey: undefined,
      timeoutMs: 30_000,
      dailyBudget: 500,
    })
  })
  test('openai-compatible needs AI_BASE_URL; gemini needs GEMINI_API_KEY; unknown providers are refused', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible' })).toThrow(/AI_BASE_URL/)
    expect(() => loadConfig({ AI_PROVIDER: 'gemini' })).toThrow(/GEMINI_API_KEY/)
    expect(() => loadConfig({ AI_PROVIDER: 'gpt' })).toThrow(/AI_PROVIDER/)
    expect(
      loadConfig({
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: 'http://127.0.0.1:8080/v1/',
        AI_API_KEY: 'k',
        AI_TIMEOUT_MS: '5000',
      }).ai,
    ).toMatchObject({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:8080/v1',
      apiKey: 'k',
      timeoutMs: 5000,
    })
  })
})
