import { useParams } from 'react-router'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import { TestPaymentPage } from '#features/commerce/components/test-payment-page.tsx'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'

export const handle: RouteHandle = {
  meta: staticMeta('Paiement de test', 'Page de paiement simulée (mode test).', { noIndex: true }),
}

export default function TestPaymentRoute() {
  const { orderId = '' } = useParams()
  return (
    <RequireAuth>
      <TestPaymentPage orderId={orderId} />
    </RequireAuth>
  )
}
