import { ROLES } from '#core/auth/roles.ts'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import TeacherScreen from '#features/tutoring/components/teacher-screen.tsx'

/**
 * The teacher area at /profil/professeur (/professeur redirects there): the 'Professeur'
 * role only, and every check is repeated by the server. Loaded on demand by the profile page.
 */
export default function TeacherPage() {
  return (
    <RequireAuth role={ROLES.teacher}>
      <TeacherScreen />
    </RequireAuth>
  )
}
