import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { ForgotPasswordPage } from '#features/account/components/forgot-password-page.tsx'

export const handle: RouteHandle = {
  meta: staticMeta(
    'Mot de passe oublié',
    'Recevez par e-mail un lien pour choisir un nouveau mot de passe Gombiste Records.',
  ),
}

export default ForgotPasswordPage
