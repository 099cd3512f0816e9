import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { DemoSignUpNotice } from '../../layout/demo-notices.tsx'
import { SignupPage } from '#features/account/components/signup-page.tsx'

export const handle: RouteHandle = {
  meta: staticMeta(
    'Inscription',
    'Créez votre compte Gombiste Records pour suivre les cours de l’académie et garder vos créations.',
  ),
}

/** The sign-up form (account) with, in the demo, the notice that signing up needs the server. */
export default function SignupRoute() {
  return <SignupPage demoNotice={__DEMO__ ? <DemoSignUpNotice /> : null} />
}
