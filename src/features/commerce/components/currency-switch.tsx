import type { Currency } from '#core/format/format.ts'
import { chooseCurrency, useCurrency } from '../use-currency.ts'

const OPTIONS: { value: Currency; label: string }[] = [
  { value: 'EUR', label: 'EUR' },
  { value: 'XAF', label: 'FCFA' },
]

/** Two toggle buttons, 'EUR' and 'FCFA'; the pressed one is the currency of the prices shown. */
export function CurrencySwitch({ className = '' }: { className?: string }) {
  const currency = useCurrency()
  return (
    <div role="group" aria-label="Devise des prix" className={`inline-flex items-center gap-2 text-sm ${className}`}>
      <span aria-hidden="true" className="font-semibold">
        Devise&nbsp;:
      </span>
      <span className="inline-flex rounded-full border border-indigo/40 bg-white p-0.5">
        {OPTIONS.map(option => (
          <button
            key={option.value}
            type="button"
            aria-pressed={currency === option.value}
            onClick={() => chooseCurrency(option.value)}
            className="rounded-full px-3 py-1 font-semibold text-indigo aria-pressed:bg-indigo aria-pressed:text-white"
          >
            {option.label}
          </button>
        ))}
      </span>
    </div>
  )
}
