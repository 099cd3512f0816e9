import { type ComponentType, lazy, Suspense } from 'react'
import { useParams } from 'react-router'
import { useAuth, type CurrentUser } from '#core/auth/auth-context.tsx'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import { Spinner } from '#core/ui/spinner.tsx'
import { CreationsSection } from '#features/account/components/creations-section.tsx'
import { DataSection } from '#features/account/components/data-section.tsx'
import { DeleteAccountSection } from '#features/account/components/delete-account-section.tsx'
import { IdentitySection } from '#features/account/components/identity-section.tsx'
import { NotificationsSection } from '#features/account/components/notifications-section.tsx'
import { PasswordSection } from '#features/account/components/password-section.tsx'
import { useProfile } from '#features/account/components/use-profile.ts'
import { OrdersSection } from '#features/commerce/components/orders-section.tsx'
import { MyCoursesSection } from '#features/courses/components/my-courses-section.tsx'
import { MyProgressSection } from '#features/courses/components/my-progress-section.tsx'
import { useMyLearning } from '#features/courses/components/use-my-learning.ts'
import { NotFoundContent } from '../../layout/not-found-content.tsx'
import { signOut } from '../../layout/sign-out.ts'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'

/** Lessons with a teacher: its own chunk, loaded with the profile's data. */
const LessonsSummary = lazy(() =>
  import('#features/tutoring/components/student-bookings.tsx').then(module => ({ default: module.LessonsSummary })),
)

/**
 * The profile's sub-pages, each its own chunk: the route table (in every visitor's first
 * download) keeps one entry for all of /profil. /professeur redirects to /profil/professeur (web-server.ts).
 */
const SUB_PAGES: Record<string, { Page: ComponentType; title: string; description: string }> = {
  cours: {
    Page: lazy(() => import('./lessons.tsx')),
    title: 'Mes cours',
    description: 'Réservez vos cours, suivez vos crédits et vos corrections.',
  },
  seance: {
    Page: lazy(() => import('./practice-session.tsx')),
    title: 'Ma séance du jour',
    description: 'Des exercices sans fin pour votre niveau, ce que vous avez manqué en premier.',
  },
  professeur: {
    Page: lazy(() => import('../teacher/teacher.tsx')),
    title: 'Espace professeur',
    description: 'Votre semaine, vos élèves et vos corrections.',
  },
}

export const handle: RouteHandle = {
  meta: ({ params }) => {
    const sub = SUB_PAGES[params['*'] ?? '']
    return sub
      ? { title: sub.title, description: sub.description, noIndex: true }
      : staticMeta('Mon profil', 'Votre espace personnel.', { noIndex: true })()
  },
}

function ProfileContent({ user }: { user: CurrentUser }) {
  const [profile, setProfile] = useProfile(user)
  // Started with the profile's request, not after it.
  const { learning, formulas } = useMyLearning(user.id)

  return (
    <section className="container-page py-12">
      <h1 className="heading-1">Mon profil</h1>
      <p className="mt-2 text-ink/80">Bonjour {user.name}, retrouvez ici vos cours, vos créations et vos réglages.</p>
      {profile ? (
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
          <IdentitySection profile={profile} onSaved={setProfile} />
          <MyCoursesSection courses={profile.courses} formulas={formulas} loaded={learning} />
          <MyProgressSection loaded={learning} />
          <Suspense fallback={null}>
            <LessonsSummary />
          </Suspense>
          <OrdersSection />
          <CreationsSection initial={profile.creations} />
          <NotificationsSection initial={profile.preferences} />
          <PasswordSection />
          <DataSection />
          <DeleteAccountSection signOut={signOut} />
        </div>
      ) : (
        <Spinner />
      )}
    </section>
  )
}

function CurrentProfile() {
  const { user } = useAuth()
  return user ? <ProfileContent user={user} /> : null
}

export default function ProfilePage() {
  const rest = useParams()['*'] ?? ''
  if (rest) {
    const sub = SUB_PAGES[rest]
    if (!sub) return <NotFoundContent />
    return (
      <Suspense fallback={<Spinner />}>
        <sub.Page />
      </Suspense>
    )
  }
  return (
    <RequireAuth>
      <CurrentProfile />
    </RequireAuth>
  )
}
