import { errorMessage } from '#core/http/error-message.ts'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { useAuth } from '#core/auth/auth-context.tsx'
import { formatBillingCycle, formatDate, formatPrice } from '#core/format/format.ts'
import { createOrder, fetchFormulaStanding, payOrder, type FormulaStanding } from '#features/commerce/commerce.api.ts'
import { CurrencySwitch } from './currency-switch.tsx'
import { QuoteForm } from './quote-form.tsx'
import { TestModeNotice } from './test-mode-notice.tsx'
import { useCurrency } from '#features/commerce/use-currency.ts'
import type { fetchFormula } from '#features/catalog/academy.api.ts'
import type { PaymentOptions } from '#features/commerce/payment-options.api.ts'
import { paths } from '#core/paths.ts'
import { FormAlert, LINK_CLASS, SubmitButton } from '#core/ui/public-form.tsx'

type Method = 'card' | 'mobile_money'

type Formula = Awaited<ReturnType<typeof fetchFormula>>

function PaymentForm({ formula, options }: { formula: Formula; options: PaymentOptions }) {
  const navigate = useNavigate()
  const currency = useCurrency()
  const [method, setMethod] = useState<Method>(options.methods[0]?.method === 'mobile_money' ? 'mobile_money' : 'card')
  const [terms, setTerms] = useState(false)
  const [termsError, setTermsError] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  /** The pending order of an attempt the provider could not start: retried, never duplicated. */
  const orderId = useRef<string | null>(null)
  const [standing, setStanding] = useState<FormulaStanding | null>(null)
  useEffect(() => {
    let active = true
    fetchFormulaStanding(formula.id).then(
      value => active && setStanding(value),
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [formula.id])
  const price = formula.price!
  const payCurrency = method === 'mobile_money' ? 'XAF' : currency
  const amount = formatPrice(payCurrency === 'EUR' ? price.eur : price.xaf, payCurrency)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    if (!terms) {
      setTermsError('Vous devez accepter les conditions générales de vente.')
      document.getElementById('checkout-terms')?.focus()
      return
    }
    setTermsError(null)
    setMessage(null)
    setPending(true)
    try {
      orderId.current ??= (
        await createOrder({ formulaId: formula.id, method, currency: payCurrency, acceptTerms: true })
      ).id
      const { redirectUrl } = await payOrder(orderId.current)
      if (redirectUrl.startsWith('/')) await navigate(redirectUrl)
      else window.location.assign(redirectUrl)
    } catch (error) {
      setMessage(errorMessage(error))
      setPending(false)
    }
  }

  if (standing?.held) {
    return (
      <p
        role="status"
        className="rounded-lg border border-forest/40 bg-forest/10 px-4 py-3"
        data-testid="checkout-held"
      >
        Vous avez déjà réglé la formule {formula.name} : elle ne se paie qu’une fois, et votre inscription est active.{' '}
        <Link to={paths.profile()} className={LINK_CLASS}>
          Voir mon profil
        </Link>
      </p>
    )
  }

  return (
    <form noValidate onSubmit={event => void handleSubmit(event)} className="space-y-5">
      <fieldset>
        <legend className="font-semibold">Moyen de paiement</legend>
        <div className="mt-2 space-y-2">
          {options.methods.map(option => (
            <label key={option.method} className="flex items-center gap-3 rounded-lg border border-ink/20 px-4 py-3">
              <input
                type="radio"
                name="method"
                value={option.method}
                checked={method === option.method}
                onChange={() => setMethod(option.method as Method)}
              />
              <span>
                {option.label}
                {option.method === 'mobile_money' ? (
                  <span className="block text-sm text-ink/75">Réglé en FCFA</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label className="flex items-start gap-3">
          <input
            id="checkout-terms"
            type="checkbox"
            name="acceptTerms"
            checked={terms}
            onChange={event => {
              setTerms(event.target.checked)
              // Ticked: the reminder has been heeded.
              if (event.target.checked) setTermsError(null)
            }}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'checkout-terms-error' : undefined}
            className="mt-1"
          />
          <span>
            J’accepte les{' '}
            <Link to={paths.termsOfSale()} className={LINK_CLASS}>
              conditions générales de vente
            </Link>
            .
          </span>
        </label>
        {termsError ? (
          <p id="checkout-terms-error" role="alert" className="mt-1 text-sm font-semibold text-terracotta">
            {termsError}
          </p>
        ) : null}
      </div>
      {standing?.paidUntil && standing.extendsTo ? (
        <p
          role="status"
          className="rounded-lg border border-indigo/30 bg-indigo/5 px-4 py-3"
          data-testid="checkout-extension"
        >
          Vous êtes inscrit jusqu’au {formatDate(standing.paidUntil)} ; ce paiement prolonge jusqu’au{' '}
          {formatDate(standing.extendsTo)}.
        </p>
      ) : null}
      <FormAlert message={message} />
      <SubmitButton pending={pending}>
        {orderId.current && message ? `Réessayer le paiement (${amount})` : `Payer ${amount}`}
      </SubmitButton>
    </form>
  )
}

/** Paying for a formula (a quote request for a formula priced on request), for a signed-in visitor. */
export function CheckoutPage({ formula, options }: { formula: Formula; options: PaymentOptions }) {
  const { user } = useAuth()
  const currency = useCurrency()
  return (
    <section className="container-page py-12">
      <h1 className="heading-1">Paiement</h1>
      {options.testMode ? (
        <div className="mt-6 max-w-3xl">
          <TestModeNotice />
        </div>
      ) : null}
      <div className="mt-8 grid max-w-5xl gap-6 lg:grid-cols-2">
        <article className="card p-6" aria-labelledby="checkout-formula">
          <p className="text-sm font-semibold uppercase tracking-wide text-ink/70">Votre formule</p>
          <h2 id="checkout-formula" className="heading-2 mt-1">
            {formula.name}
          </h2>
          <p className="mt-2 text-sm">{formula.description}</p>
          {formula.price ? (
            <>
              <p className="mt-4 font-display text-3xl font-bold text-indigo" data-testid="checkout-price">
                {formatPrice(currency === 'EUR' ? formula.price.eur : formula.price.xaf, currency)}
                <span className="ml-1 text-base font-normal text-ink/70">
                  {formatBillingCycle(formula.billingCycle)}
                </span>
              </p>
              <CurrencySwitch className="mt-3" />
            </>
          ) : (
            <p className="mt-4 font-display text-2xl font-bold text-indigo">{formula.customPriceText}</p>
          )}
          <ul className="mt-4 space-y-2 text-sm">
            {formula.features.map(feature => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-forest">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
        </article>
        <div className="card p-6">
          {formula.price ? (
            <PaymentForm formula={formula} options={options} />
          ) : (
            <QuoteForm formulaId={formula.id} name={user?.name ?? ''} email={user?.email ?? ''} />
          )}
        </div>
      </div>
      <Link to={paths.academy()} className="button-secondary mt-8">
        Retour à l’académie
      </Link>
    </section>
  )
}
