import { useSyncExternalStore } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { Currency } from '#core/format/format.ts'
import { CURRENCY_COOKIE } from './currency.ts'

/**
 * The currency prices are shown in: the visitor's choice in this tab, else what the server resolved
 * for the page (root loader: cookie, else country). Server and first client render agree, so
 * hydration never changes a price.
 */
let chosen: Currency | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The EUR/FCFA switch: remembered for a year, so the server renders the right prices next time. */
export function chooseCurrency(currency: Currency) {
  chosen = currency
  // A display preference the server reads; Secure whenever the site is served over HTTPS.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the phones many visitors use
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=31536000; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`
  for (const listener of listeners) listener()
}

export function useCurrency(): Currency {
  const root = useRouteLoaderData('root') as { currency?: Currency } | undefined
  const current = useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  )
  return current ?? root?.currency ?? 'EUR'
}
