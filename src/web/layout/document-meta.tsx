import { useEffect } from 'react'
import { useMatches, useRouteError } from 'react-router'
import { documentTitle, resolveMeta } from '../route-meta.ts'

/**
 * Keeps the tab title and description in step after client-side navigation. The first page's head
 * is written by the server (`entry-server.tsx`) from the same `resolveMeta`.
 */
export function DocumentMeta() {
  const matches = useMatches()
  const error = useRouteError()
  const meta = resolveMeta(matches, Boolean(error))
  useEffect(() => {
    document.title = documentTitle(meta.title)
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description)
  }, [meta.title, meta.description])
  return null
}
