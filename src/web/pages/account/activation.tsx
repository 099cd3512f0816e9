import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { ActivationPage } from '#features/account/components/activation-page.tsx'

export const handle: RouteHandle = {
  meta: staticMeta('Activation du compte', 'Activez votre compte Gombiste Records.', { noIndex: true }),
}

export default ActivationPage
