import { Suspense } from 'react'
import { useParams } from 'react-router'
import { Spinner } from '#core/ui/spinner.tsx'
import { ADMIN_SECTIONS } from '#features/admin/admin-sections.ts'
import { NotFoundContent } from '../../layout/not-found-content.tsx'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import type { RouteHandle } from '../../route-meta.ts'
import { matchAdminScreen } from './admin-screens.ts'

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
