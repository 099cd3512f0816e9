import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { type Currency, formatPrice } from '#core/format/format.ts'
import { paths } from '#core/paths.ts'
import { ResponsiveImage } from '#core/ui/responsive-image.tsx'
import type { fetchDisciplines, fetchFormulas } from '#features/catalog/academy.api.ts'
import { FormulaCard } from './formula-card.tsx'

/** The page's title, and a description quoting the cheapest monthly price, as the admin area last set it. */
export function academyMeta(formulas: { price: { eur: number; xaf: number } | null; billingCycle: string | null }[]) {
  const monthly = formulas.flatMap(formula => (formula.price && formula.billingCycle === 'mois' ? [formula.price] : []))
  const cheapest = monthly.reduce<(typeof monthly)[number] | null>(
    (best, price) => (!best || price.eur < best.eur ? price : best),
    null,
  )
  const from = cheapest
    ? ` à partir de ${formatPrice(cheapest.eur, 'EUR')} ou ${formatPrice(cheapest.xaf, 'XAF')} par mois`
    : ''
  return {
    title: 'Académie',
    description: `Cours de piano, chant, MAO et musicologie à Douala et en ligne : niveaux, programmes et formules${from}.`,
  }
}

/**
 * The academy: disciplines and their levels, then the formulas and their prices. The page composes
 * what other features add: the currency switch, the teachers, which online courses each formula opens.
 */
export function AcademyPage({
  disciplines,
  formulas,
  currency,
  currencySwitch,
  teachers,
  formulaAccess,
}: {
  disciplines: Awaited<ReturnType<typeof fetchDisciplines>>
  formulas: Awaited<ReturnType<typeof fetchFormulas>>
  currency: Currency
  currencySwitch: ReactNode
  teachers: ReactNode
  formulaAccess: ReactNode
}) {
  return (
    <>
      <section className="bg-indigo text-white">
        <div className="container-page py-14">
          <h1 className="heading-1">L’académie Gombiste</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">
            Piano, chant, MAO et musicologie : des parcours par niveau, en studio à Douala ou en ligne, avec des
            professeurs qui vivent de la musique.
          </p>
        </div>
      </section>
      <section className="container-page py-12" aria-labelledby="academy-disciplines">
        <h2 id="academy-disciplines" className="heading-2">
          Disciplines et niveaux
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {disciplines.map((discipline, index) => (
            <li key={discipline.id}>
              <article className="card h-full">
                <ResponsiveImage
                  src={discipline.imageUrl}
                  alt=""
                  sizes="(min-width: 768px) 560px, 95vw"
                  priority={index < 2}
                  className="aspect-[16/10] w-full object-cover"
                />
                <div className="p-6">
                  <h3 className="font-display text-2xl font-bold">{discipline.name}</h3>
                  <p className="mt-2 text-sm">{discipline.description}</p>
                  <ul className="mt-4 space-y-2">
                    {discipline.levels.map(level => (
                      <li key={level.id}>
                        <Link
                          to={paths.course(discipline.id, level.id)}
                          className="flex items-center justify-between rounded-xl bg-sand px-4 py-3 hover:bg-gold/30"
                        >
                          <span className="font-semibold">{level.levelName}</span>
                          <span className="text-sm text-ink/75">
                            {level.durationWeeks} semaines · {level.hoursPerWeek} h/semaine
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
      {teachers}
      <section className="bg-white py-12" aria-labelledby="academy-formulas">
        <div className="container-page">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="academy-formulas" className="heading-2">
              Formules et tarifs
            </h2>
            {currencySwitch}
          </div>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {formulas.map(formula => (
              <li key={formula.id}>
                <FormulaCard formula={formula} checkoutHref={paths.checkout(formula.id)} currency={currency} />
              </li>
            ))}
          </ul>
          {formulaAccess}
        </div>
      </section>
    </>
  )
}
