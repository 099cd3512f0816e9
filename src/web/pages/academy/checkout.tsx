import { useLoaderData } from 'react-router'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import { CheckoutPage } from '#features/commerce/components/checkout-page.tsx'
import type { checkoutLoader } from '../../loaders.ts'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'

export const handle: RouteHandle = {
  meta: staticMeta('Paiement', 'Réglez votre formule.', { noIndex: true }),
}

export default function CheckoutRoute() {
  const { formula, options } = useLoaderData<typeof checkoutLoader>()
  return (
    <RequireAuth>
      <CheckoutPage formula={formula} options={options} />
    </RequireAuth>
  )
}
