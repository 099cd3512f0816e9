import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLogger } from '#core/log/logger.server.ts'
import { siteContent } from '#tests/setup/content.ts'
import { createRequestListener } from '#core/http/request-listener.server.ts'
import { seedIfEmpty } from '#server/seed.ts'
import { createServices } from '#server/services.ts'
import { createWebServer } from '#server/web-server.ts'
import { builtPages } from '#server/built-pages.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { currencyForCountry, resolveCurrency } from '../currency.ts'
import { currencyOfNodeRequest, visitorCurrency } from './currency.server.ts'
import { countryOfAddress, sampleAddressesOf } from './ip-country.server.ts'

/** The whole site behind the real request listener (with its cache fast path); needs `npm run build`. */
const ROOT = join(import.meta.dirname, '..', '..', '..', '..')
let server: Server
let base = ''
let close: () => Promise<void>

beforeAll(async () => {
  const database = await createTestDatabase()
  await seedIfEmpty(database.db, () => siteContent)
  close = database.close
  const services = await createServices(database.db, createLogger('silent'), {
    authSecret: undefined,
    smtpUrl: undefined,
    mailFrom: 'Gombiste Records <no-reply@gombiste-records.cm>',
    providers: {},
    publicUrl: 'https://www.gombiste-records.cm',
    countryHeader: 'cf-ipcountry',
    // As behind a reverse proxy on 127.0.0.1: X-Forwarded-For names each visitor's address.
    trustedProxies: ['127.0.0.1'],
  })
  const app = createWebServer(services, {
    pages: builtPages(join(ROOT, 'dist/client')),
    mediaDir: join(ROOT, 'media'),
    publicUrl: 'https://www.gombiste-records.cm',
  })
  server = createServer(
    createRequestListener(app.fetch, services.contentCache, request =>
      currencyOfNodeRequest(request, services.countryHeader, services.trustedProxies),
    ),
  )
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(async () => {
  await new Promise<void>(resolve => server.close(() => resolve()))
  await close()
})

const EUR_PRICE = '120 €'
const XAF_PRICE = '80 000 FCFA'
/**
 * The prices shown on the page's formula cards (the meta description names both currencies), with
 * French narrow no-break spaces made plain.
 */
const page = async (path: string, headers: Record<string, string> = {}) => {
  const html = (await (await fetch(`${base}${path}`, { headers })).text()).replace(/[\u202f\u00a0]/g, ' ')
  const prices = [...html.matchAll(/data-testid="formula-price">([^<]*)/g)].map(match => match[1]).join(' | ')
  return `${prices}\n${html.slice(html.indexOf('<body'))}`
}

describe('currency detection', () => {
  test.each([
    ['CM', 'XAF'],
    ['SN', 'XAF'],
    ['ga', 'XAF'],
    ['CI', 'XAF'],
    ['FR', 'EUR'],
    ['US', 'EUR'],
    [undefined, 'EUR'],
    ['', 'EUR'],
    ['XX', 'EUR'],
    ['<script>', 'EUR'],
    ['T1', 'EUR'],
  ])('country %s → %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency)
  })

  test('the choice cookie wins over the country; a garbage cookie is ignored', () => {
    expect(resolveCurrency('devise=EUR', 'CM')).toBe('EUR')
    expect(resolveCurrency('a=b; devise=XAF', 'FR')).toBe('XAF')
    expect(resolveCurrency('devise=USD', 'CM')).toBe('XAF')
    expect(resolveCurrency('devise=', undefined)).toBe('EUR')
  })
})

describe('the country from the visitor’s address, in the embedded database (spec §4, §7)', () => {
  // Addresses taken from the database's own ranges, so a data update cannot make the test lie.
  const [cameroon, cameroon2] = sampleAddressesOf('CM')
  const [senegal] = sampleAddressesOf('SN')
  const [france] = sampleAddressesOf('FR')

  test('the lookup is local and synchronous: no call to another host', () => {
    expect(countryOfAddress(cameroon)).toBe('CM')
    expect(countryOfAddress(`::ffff:${senegal}`)).toBe('SN')
    expect(countryOfAddress(france)).toBe('FR')
    for (const reserved of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '::1',
      '2001:db8::1',
      '300.1.1.1',
      'nonsense',
      undefined,
    ])
      expect(countryOfAddress(reserved)).toBeNull()
  })

  test('order: the visitor’s own choice, then the CDN header, then the address, then euros', () => {
    expect(visitorCurrency(null, null, cameroon)).toBe('XAF')
    expect(visitorCurrency(null, null, france)).toBe('EUR')
    expect(visitorCurrency(null, null, '127.0.0.1')).toBe('EUR')
    expect(visitorCurrency(null, 'FR', cameroon)).toBe('EUR')
    expect(visitorCurrency(null, 'CM', france)).toBe('XAF')
    // Cloudflare's "unknown" is no country: the address decides.
    expect(visitorCurrency(null, 'XX', cameroon)).toBe('XAF')
    expect(visitorCurrency('devise=EUR', 'CM', cameroon)).toBe('EUR')
    expect(visitorCurrency('devise=XAF', 'FR', france)).toBe('XAF')
  })

  test('without a CDN header, a visitor in Douala sees FCFA and one in France euros, first render and cached', async () => {
    for (let round = 0; round < 2; round++) {
      const douala = await page('/academie', { 'x-forwarded-for': cameroon! })
      expect(douala).toContain(XAF_PRICE)
      expect(douala).not.toContain(EUR_PRICE)
      expect(await page('/academie', { 'x-forwarded-for': `203.0.113.9, ${cameroon2!}` })).toContain(XAF_PRICE)
      expect(await page('/academie', { 'x-forwarded-for': senegal! })).toContain(XAF_PRICE)
      const paris = await page('/academie', { 'x-forwarded-for': france! })
      expect(paris).toContain(EUR_PRICE)
      expect(paris).not.toContain(XAF_PRICE)
    }
  })

  test('the CDN header wins over the address, and the visitor’s choice over both', async () => {
    expect(await page('/academie', { 'x-forwarded-for': cameroon!, 'cf-ipcountry': 'FR' })).toContain(EUR_PRICE)
    expect(await page('/academie', { 'x-forwarded-for': france!, 'cf-ipcountry': 'CM' })).toContain(XAF_PRICE)
    const chosen = await page('/academie', { 'x-forwarded-for': cameroon!, 'cf-ipcountry': 'CM', cookie: 'devise=EUR' })
    expect(chosen).toContain(EUR_PRICE)
    expect(chosen).not.toContain(XAF_PRICE)
  })
})

describe('prices in the page, and the HTML cache', () => {
  test('a visitor from Cameroon or Senegal sees FCFA, one from France or unknown sees euros', async () => {
    const cameroon = await page('/academie', { 'cf-ipcountry': 'CM' })
    expect(cameroon).toContain(XAF_PRICE)
    expect(cameroon).not.toContain(EUR_PRICE)
    expect(await page('/academie', { 'cf-ipcountry': 'SN' })).toContain(XAF_PRICE)
    const france = await page('/academie', { 'cf-ipcountry': 'FR' })
    expect(france).toContain(EUR_PRICE)
    expect(france).not.toContain(XAF_PRICE)
    expect(await page('/academie')).toContain(EUR_PRICE)
    expect(await page('/academie', { 'cf-ipcountry': 'garbage!!' })).toContain(EUR_PRICE)
  })

  test('the cached pages never mix currencies, whatever the order of visits', async () => {
    for (let round = 0; round < 3; round++) {
      const [eur, xaf, chosenEur, chosenXaf] = await Promise.all([
        page('/academie', { 'cf-ipcountry': 'FR' }),
        page('/academie', { 'cf-ipcountry': 'CM' }),
        page('/academie', { 'cf-ipcountry': 'CM', cookie: 'devise=EUR' }),
        page('/academie', { cookie: 'devise=XAF' }),
      ])
      expect(eur).toContain(EUR_PRICE)
      expect(eur).not.toContain(XAF_PRICE)
      expect(xaf).toContain(XAF_PRICE)
      expect(xaf).not.toContain(EUR_PRICE)
      expect(chosenEur).toContain(EUR_PRICE)
      expect(chosenXaf).toContain(XAF_PRICE)
    }
  })

  test('the switch is on the page, and the currency is handed to the browser for hydration', async () => {
    const html = await page('/academie', { cookie: 'devise=XAF' })
    expect(html).toContain('80 000 FCFA | 130 000 FCFA | 120 000 FCFA | 165 000 FCFA')
    expect(html).toContain('aria-label="Devise des prix"')
    expect(html).toMatch(/"currency":"XAF"/)
    // A forged internal header cannot choose the currency: the server replaces it.
    const forged = await page('/academie', { 'x-gombiste-currency': 'XAF', 'cf-ipcountry': 'FR' })
    expect(forged).toContain(EUR_PRICE)
  })

  test('checkout of an unknown formula is the not-found page', async () => {
    const response = await fetch(`${base}/paiement/formule-fantome`)
    expect(response.status).toBe(404)
  })
})
