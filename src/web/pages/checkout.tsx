import { staticMeta, type RouteHandle } from '../route-meta.ts'
import { Link, useParams } from 'react-router'
import { paths } from '../paths.ts'
import { RequireAuth } from '../layout/require-auth.tsx'

export const handle: RouteHandle = {
  meta: staticMeta('Paiement', 'Réglez votre formule.', { noIndex: true }),
}

export default function CheckoutPage() {
  const { formulaId } = useParams()
  return (
    <RequireAuth>
      <section className="container-page py-12">
        <h1 className="heading-1">Paiement</h1>
        <div className="card mt-8 max-w-xl p-6">
          <p>
            Le paiement en ligne de votre formule arrive très bientôt. En attendant, notre équipe pédagogique vous
            accompagne pour finaliser votre inscription.
          </p>
          {formulaId ? <p className="mt-3 text-sm text-ink/80">Référence de la formule&nbsp;: {formulaId}</p> : null}
          <Link to={paths.academy()} className="button-secondary mt-6">
            Retour à l’académie
          </Link>
        </div>
      </section>
    </RequireAuth>
  )
}
