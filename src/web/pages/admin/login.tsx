import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { useNavigate } from 'react-router'
import { signedIn } from '#core/auth/auth-store.ts'
import { signOut } from '../../layout/sign-out.ts'
import { ApiError } from '#core/http/app-error.ts'
import { adminSignIn } from '#features/account/account.api.ts'
import { paths } from '#core/paths.ts'
import { AuthCard, CredentialsForm } from '#core/ui/public-form.tsx'

export const handle: RouteHandle = {
  meta: staticMeta('Administration — connexion', 'Accès réservé à l’équipe du label.', { noIndex: true }),
}

export default function AdminLoginPage() {
  const navigate = useNavigate()

  async function handleSignIn(credentials: { email: string; password: string }) {
    try {
      const { user } = await adminSignIn(credentials)
      signedIn(user)
    } catch (error) {
      // Spec §5: a refused sign-in (not an Admin) ends the session, including one opened earlier.
      if (error instanceof ApiError && error.status === 403) await signOut()
      throw error
    }
    await navigate(paths.adminDashboard(), { replace: true })
  }

  return (
    <AuthCard title="Administration" intro="Accéder au tableau de bord : espace réservé à l’équipe du label.">
      <CredentialsForm idPrefix="admin" submitLabel="Se connecter" onSubmit={handleSignIn} />
    </AuthCard>
  )
}
