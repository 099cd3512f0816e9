import { RequireAuth } from '#core/auth/require-auth.tsx'
import LessonsScreen from '#features/teaching/components/lessons-screen.tsx'

/**
 * /profil/cours (issue #21): credits, booking, workshops, bookings with notes and homework, monthly
 * reports, corrections. A sub-page of /profil, loaded on demand by the profile page.
 */
export default function LessonsPage() {
  return (
    <RequireAuth>
      <LessonsScreen />
    </RequireAuth>
  )
}
