import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'

describe('provider sign-in', () => {
  let withGoogle: Awaited<ReturnType<typeof createTestApp>>
  let withoutProviders: Awaited<ReturnType<typeof createTestApp>>

  beforeAll(async () => {
    withGoogle = await createTestApp({
      providers: { google: { clientId: 'client-id-de-test', clientSecret: 'secret-de-test' } },
    })
    withoutProviders = await createTestApp()
  })
  afterAll(async () => {
    await withGoogle.close()
    await withoutProviders.close()
  })

  const socialSignIn = (context: typeof withGoogle, provider: string) =>
    context.app.request('/api/auth/sign-in/social', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ provider, callbackURL: '/profil' }),
    })

  test('lists only the providers whose id and secret are configured', async () => {
    expect(await (await withGoogle.app.request('/api/account/providers')).json()).toEqual({
      google: true,
      facebook: false,
    })
    expect(await (await withoutProviders.app.request('/api/account/providers')).json()).toEqual({
      google: false,
      facebook: false,
    })
  })

  test('a configured provider sends the visitor to its consent page, with our callback', async () => {
    const response = await socialSignIn(withGoogle, 'google')
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    const consent = new URL(url)
    expect(consent.hostname).toBe('accounts.google.com')
    expect(consent.searchParams.get('client_id')).toBe('client-id-de-test')
    expect(consent.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback/google`)
  })

  test('an unconfigured provider is refused', async () => {
    const response = await socialSignIn(withoutProviders, 'facebook')
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })
})
