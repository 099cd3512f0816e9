import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { Link, useParams } from 'react-router'
import { formatBillingCycle, formatDate, formatPrice } from '#core/format/format.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import { ORDER_STATUS_LABELS, type Order } from '#features/commerce/commerce.api.ts'
import { useOrder } from '#features/commerce/components/use-order.ts'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import { paths } from '#core/paths.ts'
import { FormAlert } from '#core/ui/public-form.tsx'

export const handle: RouteHandle = {
  meta: staticMeta('Reçu de paiement', 'Votre reçu de paiement.', { noIndex: true }),
}

function PaidReceipt({ order }: { order: Order }) {
  return (
    <article className="card mt-6 max-w-2xl p-6 print:shadow-none" data-receipt="">
      <p className="text-sm font-semibold uppercase tracking-wide text-ink/70">Gombiste Records — Académie</p>
      <h2 className="heading-2 mt-1">Reçu n° {order.number}</h2>
      {order.testMode ? (
        <p className="mt-2 font-semibold text-terracotta">Mode test : aucun argent réel n’a été débité.</p>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Élève</dt>
        <dd>
          {order.customerName} ({order.customerEmail})
        </dd>
        <dt className="font-semibold">Formule</dt>
        <dd>
          {order.formulaName} ({formatBillingCycle(order.billingCycle)})
        </dd>
        <dt className="font-semibold">Montant payé</dt>
        <dd data-testid="receipt-amount">{formatPrice(order.amount, order.currency)}</dd>
        <dt className="font-semibold">Payé le</dt>
        <dd>{order.paidAt ? formatDate(order.paidAt) : ''}</dd>
        {order.periodStart && order.periodEnd ? (
          <>
            <dt className="font-semibold">Période</dt>
            <dd>
              du {formatDate(order.periodStart)} au {formatDate(order.periodEnd)}
            </dd>
            <dt className="font-semibold">Prochain renouvellement</dt>
            <dd>{formatDate(order.periodEnd)}</dd>
          </>
        ) : null}
      </dl>
      <button type="button" className="button-secondary mt-6 print:hidden" onClick={() => window.print()}>
        Imprimer le reçu
      </button>
    </article>
  )
}

function Receipt({ id }: { id: string }) {
  const { order, error, stillPending } = useOrder(id, { pollWhilePending: true })
  if (error) return <FormAlert message={error} />
  if (!order) return <Spinner />
  if (order.status === 'paid') {
    return (
      <>
        <p role="status" className="mt-6 rounded-lg border border-forest/40 bg-forest/10 px-4 py-3">
          Paiement confirmé : vous êtes inscrit à la formule {order.formulaName}.
        </p>
        <PaidReceipt order={order} />
      </>
    )
  }
  if (order.status === 'pending') {
    return (
      <div className="mt-6 max-w-2xl" role="status">
        <p>Commande {order.number} : paiement en cours de vérification auprès du prestataire…</p>
        {stillPending ? (
          <p className="mt-2">
            La confirmation tarde. Votre commande est conservée : revenez plus tard sur{' '}
            <Link to={paths.profile()} className="underline">
              votre profil
            </Link>
            , ou reprenez le paiement depuis{' '}
            <Link to={paths.checkout(order.formulaId)} className="underline">
              la page de paiement
            </Link>
            .
          </p>
        ) : (
          <Spinner />
        )}
      </div>
    )
  }
  return (
    <div className="mt-6 max-w-2xl space-y-4">
      <p role="alert" className="rounded-lg border border-terracotta/40 bg-terracotta/10 px-4 py-3">
        {order.status === 'failed'
          ? `Le paiement de la commande ${order.number} a été refusé. Aucun montant n’a été débité.`
          : `Le paiement de la commande ${order.number} a été abandonné.`}{' '}
        Statut : {ORDER_STATUS_LABELS[order.status]}.
      </p>
      <Link to={paths.checkout(order.formulaId)} className="button-primary">
        Réessayer le paiement
      </Link>
    </div>
  )
}

export default function ReceiptPage() {
  const { orderId } = useParams()
  return (
    <RequireAuth>
      <section className="container-page py-12">
        <h1 className="heading-1 print:hidden">Votre paiement</h1>
        <Receipt id={orderId ?? ''} />
      </section>
    </RequireAuth>
  )
}
