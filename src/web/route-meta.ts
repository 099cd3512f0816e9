import type { Params } from 'react-router'

export const SITE_NAME = 'Gombiste Records'

export const SITE_DESCRIPTION =
  'Gombiste Records, label et académie de musique à Douala : artistes, productions, cours de piano, chant, MAO et musicologie.'

export type RouteMeta = {
  title: string
  description: string
  /** Path of the Open Graph image; the site default otherwise. */
  image?: string
  type?: 'website' | 'article' | 'profile'
  /** Private and utility pages stay out of search engines. */
  noIndex?: boolean
}

/**
 * What a page module exports as `handle` (loaded lazily with the page, so titles and descriptions
 * stay out of the entry chunk). `data` is what the route's loader returned.
 */
export type RouteHandle = {
  meta?: (args: { params: Params; data: unknown }) => RouteMeta
  /** The catch-all route: served with HTTP 404. */
  notFound?: boolean
  /** What to tell the visitor when the page's data cannot be loaded (spec §8). */
  loadErrorMessage?: string
}

export const NOT_FOUND_META: RouteMeta = {
  title: 'Page introuvable',
  description: 'Cette page n’existe pas ou a été déplacée.',
  noIndex: true,
}

export function staticMeta(title: string, description = SITE_DESCRIPTION, extra: Partial<RouteMeta> = {}) {
  return (): RouteMeta => ({ title, description, ...extra })
}

export function documentTitle(title: string) {
  return title.includes(SITE_NAME) ? title : `${title} — ${SITE_NAME}`
}

/** Title, description and image of the deepest route that has them. */
export function resolveMeta(
  matches: { params: Params; handle?: unknown; data?: unknown }[],
  hasError: boolean,
): RouteMeta {
  if (hasError) return NOT_FOUND_META
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]
    const handle = match?.handle as RouteHandle | undefined
    if (match && handle?.meta) return handle.meta({ params: match.params, data: match.data })
  }
  return { title: SITE_NAME, description: SITE_DESCRIPTION }
}
