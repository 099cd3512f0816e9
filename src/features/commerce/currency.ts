import type { Currency } from '#core/format/format.ts'

/**
 * Which currency a visitor sees (spec §4): EUR by default, FCFA for the CEMAC countries and, at the
 * same parity, the UEMOA ones. The visitor's own choice (the EUR/FCFA switch, kept in a cookie) wins
 * over the country the CDN detected. Shared by the server (detection, cache variants) and the browser.
 */
export const CURRENCY_COOKIE = 'devise'

/** CEMAC (XAF) then UEMOA (XOF, same parity with the euro as XAF). */
export const FCFA_COUNTRIES: ReadonlySet<string> = new Set([
  'CM',
  'GA',
  'CG',
  'CF',
  'TD',
  'GQ',
  'BJ',
  'BF',
  'CI',
  'GW',
  'ML',
  'NE',
  'SN',
  'TG',
])

export const CURRENCIES: readonly Currency[] = ['EUR', 'XAF']

export function isCurrency(value: unknown): value is Currency {
  return value === 'EUR' || value === 'XAF'
}

/** The currency cookie's value in a Cookie header, if valid. */
export function currencyFromCookie(cookieHeader: string | null | undefined): Currency | undefined {
  if (!cookieHeader) return undefined
  const match = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([^;]*)`).exec(cookieHeader)
  const value = match?.[1]?.trim()
  return isCurrency(value) ? value : undefined
}

/** The currency for a detected country code ('CM' → XAF); anything missing or malformed → EUR. */
export function currencyForCountry(country: string | null | undefined): Currency {
  const code = country?.trim().toUpperCase()
  return code && FCFA_COUNTRIES.has(code) ? 'XAF' : 'EUR'
}

/**
 * A country code as a CDN sends it ('CM'); Cloudflare's 'XX' (unknown) and 'T1' (Tor) are not
 * countries, so the address lookup decides instead.
 */
export function isCountryCode(value: string | null | undefined): value is string {
  const code = value?.trim().toUpperCase()
  return Boolean(code && /^[A-Z]{2}$/.test(code) && code !== 'XX')
}

/** The visitor's currency: their remembered choice, else their country's, else EUR. */
export function resolveCurrency(cookieHeader: string | null | undefined, country: string | null | undefined): Currency {
  return currencyFromCookie(cookieHeader) ?? currencyForCountry(country)
}

/** A formula's price in a currency. */
export function priceIn(price: { eur: number; xaf: number }, currency: Currency): number {
  return currency === 'EUR' ? price.eur : price.xaf
}

/**
 * Set by the web server on the request it renders (any incoming value is replaced), so the root
 * loader knows the currency resolved from the cookie and the CDN's country header.
 */
export const CURRENCY_REQUEST_HEADER = 'x-gombiste-currency'
