import type { IncomingMessage } from 'node:http'
import type { Currency } from '#core/format/format.ts'
import { clientAddress } from '#core/http/client-address.ts'
import { currencyForCountry, currencyFromCookie, isCountryCode } from '../currency.ts'
import { countryOfAddress } from './ip-country.server.ts'

/**
 * The visitor's currency (spec §4, §7): their own EUR/FCFA choice (cookie) first; else the country
 * their CDN put in `countryHeader`, when it is a country code; else the country of their address in
 * the embedded IP-to-country database (no call to another host); else EUR. Never throws.
 */
export function visitorCurrency(
  cookieHeader: string | null | undefined,
  cdnCountry: string | null | undefined,
  address: string | undefined,
): Currency {
  try {
    const chosen = currencyFromCookie(cookieHeader)
    if (chosen) return chosen
    if (isCountryCode(cdnCountry)) return currencyForCountry(cdnCountry)
    return currencyForCountry(countryOfAddress(address))
  } catch {
    return 'EUR'
  }
}

/** For a request the web server renders; `address` is the client's, read through TRUSTED_PROXIES. */
export function currencyOfHeaders(headers: Headers, countryHeader: string, address: string | undefined): Currency {
  return visitorCurrency(headers.get('cookie'), headers.get(countryHeader), address)
}

/** The same for Node's request (the response cache's fast path in `request-listener.ts`). */
export function currencyOfNodeRequest(
  request: IncomingMessage,
  countryHeader: string,
  trustedProxies: readonly string[],
): Currency {
  try {
    const country = request.headers[countryHeader]
    const forwarded = request.headers['x-forwarded-for']
    const address = clientAddress(
      request.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      trustedProxies,
    )
    return visitorCurrency(request.headers.cookie, Array.isArray(country) ? country[0] : country, address)
  } catch {
    return 'EUR'
  }
}
