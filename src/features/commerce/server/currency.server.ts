import type { IncomingMessage } from 'node:http'
import type { Currency } from '#core/format/format.ts'
import { resolveCurrency } from '../currency.ts'

/**
 * The visitor's currency from their request: the remembered choice (cookie), else the country the CDN
 * put in `countryHeader` (never a third-party lookup), else EUR. Never throws.
 */
export function currencyOfHeaders(headers: Headers, countryHeader: string): Currency {
  try {
    return resolveCurrency(headers.get('cookie'), headers.get(countryHeader))
  } catch {
    return 'EUR'
  }
}

/** The same for Node's request (the response cache's fast path in `request-listener.ts`). */
export function currencyOfNodeRequest(request: IncomingMessage, countryHeader: string): Currency {
  try {
    const country = request.headers[countryHeader]
    return resolveCurrency(request.headers.cookie, Array.isArray(country) ? country[0] : country)
  } catch {
    return 'EUR'
  }
}
