import { RequireAuth } from '#core/auth/require-auth.tsx'
import { ExercisesPage } from '#features/courses/components/exercises-page.tsx'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'

export const handle: RouteHandle = {
  meta: staticMeta('Exercices', 'Les exercices de votre niveau, avec leurs solutions.', { noIndex: true }),
}

export default function ExercisesRoute() {
  return (
    <RequireAuth>
      <ExercisesPage />
    </RequireAuth>
  )
}
