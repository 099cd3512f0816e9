import { lazy, Suspense, type ComponentType } from 'react'
import { matchPath, useParams } from 'react-router'
import { Spinner } from '#core/ui/spinner.tsx'
import { ADMIN_SECTIONS } from '#features/admin/admin-sections.ts'
import { NotFoundContent } from '../../layout/not-found-content.tsx'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import type { RouteHandle } from '../../route-meta.ts'

type Screen = ComponentType<{ id?: string }>

/**
 * The whole admin area behind one route (`/admin/*`): the route table ships in every visitor's first
 * download, while only the label's staff ever open these screens. Each screen loads on demand,
 * matched here with `matchPath` (already in the entry) rather than descendant <Routes>.
 * Patterns are relative to /admin; every section of ADMIN_SECTIONS has one (a test checks it).
 */
export const ADMIN_SCREENS: { pattern: string; Screen: Screen }[] = [
  { pattern: '/dashboard', Screen: lazy(() => import('./dashboard.tsx')) },
  { pattern: '/commentaires', Screen: lazy(() => import('./comments.tsx')) },
  { pattern: '/demandes', Screen: lazy(() => import('./requests.tsx')) },
  { pattern: '/commandes', Screen: lazy(() => import('./orders.tsx')) },
  { pattern: '/utilisateurs', Screen: lazy(() => import('./users.tsx')) },
  { pattern: '/contenu/blog', Screen: lazy(() => import('./blog.tsx')) },
  { pattern: '/contenu/blog/redaction/:id?', Screen: lazy(() => import('./blog-post.tsx')) },
  { pattern: '/contenu/evenements', Screen: lazy(() => import('./events.tsx')) },
  { pattern: '/contenu/artistes', Screen: lazy(() => import('./artists.tsx')) },
  { pattern: '/contenu/artistes/fiche/:id?', Screen: lazy(() => import('./artist.tsx')) },
  { pattern: '/contenu/portfolio', Screen: lazy(() => import('./portfolio.tsx')) },
  { pattern: '/formules', Screen: lazy(() => import('./formulas.tsx')) },
  { pattern: '/academie', Screen: lazy(() => import('./academy.tsx')) },
  // A level's lessons and their blocks (issue #25); the id is 'discipline/level'.
  { pattern: '/academie/lecons/*', Screen: lazy(() => import('./level-lessons.tsx')) },
  { pattern: '/videos-des-lecons', Screen: lazy(() => import('./lesson-videos.tsx')) },
  { pattern: '/label', Screen: lazy(() => import('./label.tsx')) },
  { pattern: '/services-actualites', Screen: lazy(() => import('./services-news.tsx')) },
  { pattern: '/temoignages', Screen: lazy(() => import('./testimonials.tsx')) },
  { pattern: '/certificats', Screen: lazy(() => import('./certificates.tsx')) },
  { pattern: '/cours', Screen: lazy(() => import('./teaching.tsx')) },
  { pattern: '/journal', Screen: lazy(() => import('./journal.tsx')) },
  { pattern: '/assistant', Screen: lazy(() => import('./tutor.tsx')) },
]

/** The screen for a path under /admin (`rest` starts with '/'), with its URL parameters. */
export function matchAdminScreen(rest: string) {
  for (const { pattern, Screen } of ADMIN_SCREENS) {
    const match = matchPath(pattern, rest)
    if (match) return { Screen, id: match.params.id ?? match.params['*'] }
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
