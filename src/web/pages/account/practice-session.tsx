import { RequireAuth } from '#core/auth/require-auth.tsx'
import { PracticeSessionPage } from '#features/courses/components/practice-session-page.tsx'

/**
 * /profil/seance: « Ma séance du jour » and the endless drills of a level. A sub-page of /profil, loaded
 * on demand by the profile page: its code (the practice modes) loads only here.
 */
export default function PracticeSessionRoute() {
  return (
    <RequireAuth>
      <PracticeSessionPage />
    </RequireAuth>
  )
}
