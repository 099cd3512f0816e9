import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useMatches, useRouteError } from 'react-router'
import { resolveMeta, SITE_NAME } from '../router.tsx'

export function documentTitle(title: string) {
  return title.includes(SITE_NAME) ? title : `${title} — ${SITE_NAME}`
}

/**
 * Keeps the tab title and description in step after client-side navigation. The first page's head
 * is written by the server (`entry-server.tsx`) from the same `resolveMeta`.
 */
export function DocumentMeta() {
  const matches = useMatches()
  const queryClient = useQueryClient()
  const error = useRouteError()
  const meta = resolveMeta(matches, queryClient, Boolean(error))
  useEffect(() => {
    document.title = documentTitle(meta.title)
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description)
  }, [meta.title, meta.description])
  return null
}
