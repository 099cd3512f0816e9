import { lazy, Suspense, type ComponentType } from 'react'
import { matchPath, useParams } from 'react-router'
import { Spinner } from '#core/ui/spinner.tsx'
import { ADMIN_SECTIONS } from '#features/admin/admin-sections.ts'
import { NotFoundContent } from '../layout/not-found-content.tsx'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import type { RouteHandle } from '../route-meta.ts'

type Screen = ComponentType<{ id?: string }>

/**
 * The whole admin area behind one route (`/admin/*`): the route table ships in every visitor's first
 * download, while only the label's staff ever open these screens. Each screen loads on demand,
 * matched here with `matchPath` (already in the entry) rather than descendant <Routes>.
 * Patterns are relative to /admin; every section of ADMIN_SECTIONS has one (a test checks it).
 */
export const ADMIN_SCREENS: { pattern: string; Screen: Screen }[] = [
  { pattern: '/dashboard', Screen: lazy(() => import('./admin-dashboard.tsx')) },
  { pattern: '/commentaires', Screen: lazy(() => import('./admin-comments.tsx')) },
  { pattern: '/demandes', Screen: lazy(() => import('./admin-requests.tsx')) },
  { pattern: '/commandes', Screen: lazy(() => import('./admin-orders.tsx')) },
  { pattern: '/utilisateurs', Screen: lazy(() => import('./admin-users.tsx')) },
  { pattern: '/contenu/blog', Screen: lazy(() => import('./admin-blog.tsx')) },
  { pattern: '/contenu/blog/redaction/:id?', Screen: lazy(() => import('./admin-blog-post.tsx')) },
  { pattern: '/contenu/evenements', Screen: lazy(() => import('./admin-events.tsx')) },
  { pattern: '/contenu/artistes', Screen: lazy(() => import('./admin-artists.tsx')) },
  { pattern: '/contenu/artistes/fiche/:id?', Screen: lazy(() => import('./admin-artist.tsx')) },
  { pattern: '/contenu/portfolio', Screen: lazy(() => import('./admin-portfolio.tsx')) },
  { pattern: '/formules', Screen: lazy(() => import('./admin-formulas.tsx')) },
  { pattern: '/academie', Screen: lazy(() => import('./admin-academy.tsx')) },
  { pattern: '/label', Screen: lazy(() => import('./admin-label.tsx')) },
  { pattern: '/services-actualites', Screen: lazy(() => import('./admin-services-news.tsx')) },
  { pattern: '/temoignages', Screen: lazy(() => import('./admin-testimonials.tsx')) },
  { pattern: '/certificats', Screen: lazy(() => import('./admin-certificates.tsx')) },
  { pattern: '/cours', Screen: lazy(() => import('./admin/admin-teaching.tsx')) },
  { pattern: '/journal', Screen: lazy(() => import('./admin-journal.tsx')) },
]

/** The screen for a path under /admin (`rest` starts with '/'), with its URL parameters. */
export function matchAdminScreen(rest: string) {
  for (const { pattern, Screen } of ADMIN_SCREENS) {
    const match = matchPath(pattern, rest)
    if (match) return { Screen, id: match.params.id }
  }
  return undefined
}

/** The navigation section a path belongs to: the longest section path that starts it. */
const sectionOf = (path: string) =>
  ADMIN_SECTIONS.filter(section => path === section.path || path.startsWith(`${section.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0]

export const handle: RouteHandle = {
  meta: ({ params }) => {
    const section = sectionOf(`/admin/${params['*'] ?? ''}`)
    return {
      title: section ? `Administration — ${section.label.toLowerCase()}` : 'Administration',
      description: 'Accès réservé à l’équipe du label.',
      noIndex: true,
    }
  },
}

export default function AdminPage() {
  const found = matchAdminScreen(`/${useParams()['*'] ?? ''}`)
  if (!found) return <NotFoundContent />
  const { Screen, id } = found
  // The session is known only in the browser: the server and the first client render show the
  // guard's checking state, and the screen's chunk loads after hydration.
  return (
    <RequireAuth role="Admin">
      <Suspense fallback={<Spinner />}>
        <Screen id={id} />
      </Suspense>
    </RequireAuth>
  )
}
