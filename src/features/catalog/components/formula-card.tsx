import { Link } from 'react-router'
import { formatBillingCycle, formatPrice, type Currency } from '#core/format/format.ts'

type Formula = {
  id: string
  name: string
  description: string
  price: { eur: number; xaf: number } | null
  billingCycle: 'mois' | 'unique' | null
  customPriceText: string | null
  features: string[]
}

/** A formula with its price in the visitor's currency; formulas priced on request lead to a quote form. */
export function FormulaCard({
  formula,
  checkoutHref,
  currency,
}: {
  formula: Formula
  checkoutHref: string
  currency: Currency
}) {
  return (
    <article className="card flex h-full flex-col p-6" data-testid="formula">
      <h3 className="font-display text-xl font-bold">{formula.name}</h3>
      <p className="mt-2 text-sm text-ink/80">{formula.description}</p>
      <div className="mt-4">
        {formula.price ? (
          <p className="font-display text-3xl font-bold text-indigo" data-testid="formula-price">
            {formatPrice(currency === 'EUR' ? formula.price.eur : formula.price.xaf, currency)}
            <span className="ml-1 text-base font-normal text-ink/70">{formatBillingCycle(formula.billingCycle)}</span>
          </p>
        ) : (
          <p className="font-display text-2xl font-bold text-indigo">{formula.customPriceText}</p>
        )}
      </div>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {formula.features.map(feature => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-forest">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {formula.price ? (
        <Link to={checkoutHref} className="button-primary mt-6">
          Choisir {formula.name}
        </Link>
      ) : (
        <Link to={checkoutHref} className="button-secondary mt-6">
          Demander un devis
        </Link>
      )}
    </article>
  )
}
