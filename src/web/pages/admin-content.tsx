import { lazy, Suspense, type ComponentType } from 'react'
import { matchPath, useParams } from 'react-router'
import { Spinner } from '#core/ui/spinner.tsx'
import { NotFoundContent } from '../layout/not-found-content.tsx'
import { useHydrated } from '../layout/use-hydrated.ts'
import { staticMeta, type RouteHandle } from '../route-meta.ts'

export const handle: RouteHandle = {
  meta: staticMeta('Administration — contenu du site', 'Accès réservé à l’équipe du label.', { noIndex: true }),
}

/**
 * `/admin/contenu/*`: blog posts, events, artists and their tracks, portfolio. One entry in the
 * route table (which is in every page's first download) for all these screens, matched here with
 * `matchPath` (already in the entry) rather than descendant <Routes> (which would add to it).
 */
const SCREENS: { pattern: string; Screen: ComponentType<{ id?: string }> }[] = [
  { pattern: '/blog', Screen: lazy(() => import('./admin-blog.tsx')) },
  { pattern: '/blog/redaction/:id?', Screen: lazy(() => import('./admin-blog-post.tsx')) },
  { pattern: '/evenements', Screen: lazy(() => import('./admin-events.tsx')) },
  { pattern: '/artistes', Screen: lazy(() => import('./admin-artists.tsx')) },
  { pattern: '/artistes/fiche/:id?', Screen: lazy(() => import('./admin-artist.tsx')) },
  { pattern: '/portfolio', Screen: lazy(() => import('./admin-portfolio.tsx')) },
]

export default function AdminContentPage() {
  const rest = `/${useParams()['*'] ?? ''}`
  // Admin screens need the session, known only in the browser: the server and the first client
  // render show what the Admin guard shows then, and the screen's chunk loads after hydration (a lazy
  // component suspending during server rendering would make React redo the page on the client).
  const hydrated = useHydrated()
  if (!hydrated) return <Spinner label="Vérification de l'authentification..." />
  for (const { pattern, Screen } of SCREENS) {
    const match = matchPath(pattern, rest)
    if (match) {
      return (
        <Suspense fallback={<Spinner />}>
          <Screen id={match.params.id} />
        </Suspense>
      )
    }
  }
  return <NotFoundContent />
}
