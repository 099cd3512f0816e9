import { useParams } from 'react-router'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import { ReceiptPage } from '#features/commerce/components/receipt-page.tsx'
import { CourseStart } from '#features/courses/components/course-start.tsx'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'

export const handle: RouteHandle = {
  meta: staticMeta('Reçu de paiement', 'Votre reçu de paiement.', { noIndex: true }),
}

/** The receipt (commerce), and once paid the way into the course the formula opens (courses). */
export default function ReceiptRoute() {
  const { orderId = '' } = useParams()
  return (
    <RequireAuth>
      <ReceiptPage orderId={orderId} nextStep={order => <CourseStart formulaName={order.formulaName} />} />
    </RequireAuth>
  )
}
