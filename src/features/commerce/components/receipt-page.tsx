import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatBillingCycle, formatDate, formatPrice } from '#core/format/format.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import { ORDER_STATUS_LABELS, type Order } from '#features/commerce/commerce.api.ts'
import { useOrder } from './use-order.ts'
import { paths } from '#core/paths.ts'
import { FormAlert } from '#core/ui/public-form.tsx'

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
        <dt className="font-semibold">Conditions</dt>
        <dd>
          <Link to={paths.termsOfSale()} className="underline">
            Conditions générales de vente
          </Link>
        </dd>
        {order.periodStart && order.periodEnd ? (
          <>
            <dt className="font-semibold">Période</dt>
            <dd>
              du {formatDate(order.periodStart)} au {formatDate(order.periodEnd)}
            </dd>
            <dt className="font-semibold">Renouvellement</dt>
            <dd data-testid="receipt-renewal">
              Aucun renouvellement automatique : rien ne sera prélevé. Pour continuer après le{' '}
              {formatDate(order.periodEnd)}, réglez le mois suivant depuis la page de la formule.
            </dd>
          </>
        ) : null}
      </dl>
      <button type="button" className="button-secondary mt-6 print:hidden" onClick={() => window.print()}>
        Imprimer le reçu
      </button>
    </article>
  )
}

function Receipt({ id, nextStep }: { id: string; nextStep: (order: Order) => ReactNode }) {
  const { order, error, stillPending } = useOrder(id, { pollWhilePending: true })
  if (error) return <FormAlert message={error} />
  if (!order) return <Spinner />
  if (order.status === 'paid') {
    return (
      <>
        <p role="status" className="mt-6 rounded-lg border border-forest/40 bg-forest/10 px-4 py-3">
          Paiement confirmé : vous êtes inscrit à la formule {order.formulaName}.
        </p>
        {nextStep(order)}
        <PaidReceipt order={order} />
      </>
    )
  }
  if (order.status === 'refund_due') {
    return (
      <p role="alert" className="mt-6 max-w-2xl rounded-lg border border-terracotta/40 bg-terracotta/10 px-4 py-3">
        Le paiement de la commande {order.number} a été reçu, mais vous aviez déjà réglé la formule {order.formulaName},
        qui ne se paie qu’une fois. Votre inscription est inchangée et ce paiement vous sera remboursé.
      </p>
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

/**
 * The receipt of an order, polled while the provider confirms it; `nextStep` says what to do once
 * paid (the page composes it: the courses the formula opens).
 */
export function ReceiptPage({ orderId, nextStep }: { orderId: string; nextStep: (order: Order) => ReactNode }) {
  return (
    <section className="container-page py-12">
      <h1 className="heading-1 print:hidden">Votre paiement</h1>
      <Receipt id={orderId} nextStep={nextStep} />
    </section>
  )
}
