import { RequireAuth } from '#core/auth/require-auth.tsx'
import LessonsScreen from '#features/tutoring/components/bookings-screen.tsx'

/**
 * /profil/cours: credits, booking, workshops, bookings with notes and homework, monthly
 * reports, corrections. A sub-page of /profil, loaded on demand by the profile page.
 */
export default function LessonsPage() {
  return (
    <RequireAuth>
      <LessonsScreen />
    </RequireAuth>
  )
}
