import { RequireAuth } from '#core/auth/require-auth.tsx'
import { AssessmentPage } from '#features/courses/components/assessment-page.tsx'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'

export const handle: RouteHandle = {
  meta: staticMeta('Évaluation', 'L’évaluation en ligne de votre niveau.', { noIndex: true }),
}

export default function AssessmentRoute() {
  return (
    <RequireAuth>
      <AssessmentPage />
    </RequireAuth>
  )
}
