import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { useLoaderData } from 'react-router'
import type { loginLoader } from '../../loaders.ts'
import { DemoAccountNotice } from '../../layout/demo-notices.tsx'
import { LoginPage } from '#features/account/components/login-page.tsx'

export const handle: RouteHandle = {
  meta: staticMeta(
    'Connexion',
    'Connectez-vous à votre espace Gombiste Records : vos cours, vos créations musicales et vos préférences.',
  ),
}

/** The sign-in form (account) with the providers the route's loader found and, in the demo, its one account. */
export default function LoginRoute() {
  const { providers } = useLoaderData<typeof loginLoader>()
  return <LoginPage providers={providers} demoNotice={__DEMO__ ? <DemoAccountNotice /> : null} />
}
