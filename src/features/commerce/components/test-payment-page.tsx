import { errorMessage } from '#core/http/error-message.ts'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { formatPrice } from '#core/format/format.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import { completeTestPayment } from '#features/commerce/commerce.api.ts'
import { TestModeNotice } from './test-mode-notice.tsx'
import { useOrder } from './use-order.ts'
import { paths } from '#core/paths.ts'
import { FormAlert } from '#core/ui/public-form.tsx'

const CHOICES = [
  { outcome: 'success', label: 'Simuler un paiement réussi', className: 'button-primary' },
  { outcome: 'failure', label: 'Simuler un paiement refusé', className: 'button-secondary' },
  { outcome: 'abandon', label: 'Abandonner le paiement', className: 'button-secondary' },
] as const

/** The embedded test provider's "hosted page": the payer picks the outcome, the provider notifies us. */
function TestPayment({ id }: { id: string }) {
  const navigate = useNavigate()
  const { order, error } = useOrder(id, { pollWhilePending: false })
  const [pending, setPending] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  async function choose(outcome: (typeof CHOICES)[number]['outcome']) {
    if (pending) return
    setPending(true)
    setMessage(null)
    try {
      const { receiptPath } = await completeTestPayment(id, outcome)
      await navigate(receiptPath, { replace: true })
    } catch (failure) {
      setMessage(errorMessage(failure))
      setPending(false)
    }
  }

  if (error) return <FormAlert message={error} />
  if (!order) return <Spinner />
  return (
    <div className="card mt-6 max-w-xl space-y-4 p-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">Commande</dt>
        <dd>{order.number}</dd>
        <dt className="font-semibold">Formule</dt>
        <dd>{order.formulaName}</dd>
        <dt className="font-semibold">Montant</dt>
        <dd>{formatPrice(order.amount, order.currency)}</dd>
      </dl>
      {order.status === 'pending' ? (
        <div className="flex flex-col gap-3">
          {CHOICES.map(choice => (
            <button
              key={choice.outcome}
              type="button"
              aria-disabled={pending}
              className={choice.className}
              onClick={() => void choose(choice.outcome)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      ) : (
        <p>Cette commande n’est plus en attente de paiement.</p>
      )}
      <FormAlert message={message} />
    </div>
  )
}

/** The test provider's page, where the payer of a test order picks the outcome. */
export function TestPaymentPage({ orderId }: { orderId: string }) {
  return (
    <section className="container-page py-12">
      <h1 className="heading-1">Paiement de test</h1>
      <div className="mt-6 max-w-xl">
        <TestModeNotice />
      </div>
      <TestPayment id={orderId} />
      <p className="mt-6 text-sm">
        Ce service simule un prestataire de paiement : il envoie au site une notification signée, vérifiée comme celle
        d’un vrai prestataire.{' '}
        <a href={paths.academy()} className="underline">
          Retour à l’académie
        </a>
      </p>
    </section>
  )
}
