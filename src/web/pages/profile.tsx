import { staticMeta, type RouteHandle } from '../route-meta.ts'
import { useAuth } from '#core/auth/auth-context.tsx'
import { RequireAuth } from '../layout/require-auth.tsx'

function ProfileContent() {
  const { user } = useAuth()
  return (
    <section className="container-page py-12">
      <h1 className="heading-1">Mon profil</h1>
      {user ? (
        <dl className="card mt-8 grid max-w-xl gap-4 p-6 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Nom</dt>
          <dd>{user.name}</dd>
          <dt className="font-semibold">Adresse e-mail</dt>
          <dd>{user.email}</dd>
        </dl>
      ) : null}
    </section>
  )
}

export const handle: RouteHandle = {
  meta: staticMeta('Mon profil', 'Votre espace personnel.', { noIndex: true }),
}

export default function ProfilePage() {
  return (
    <RequireAuth>
      <ProfileContent />
    </RequireAuth>
  )
}
