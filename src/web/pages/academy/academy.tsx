import { lazy, Suspense } from 'react'
import { useHydrated } from '#core/ui/use-hydrated.ts'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import type { academyLoader } from '../../loaders.ts'
import { Link, useLoaderData } from 'react-router'
import { formatPrice } from '#core/format/format.ts'
import { ResponsiveImage } from '#core/ui/responsive-image.tsx'
import { FormulaCard } from '#features/academy/components/formula-card.tsx'
import { CurrencySwitch } from '#features/commerce/components/currency-switch.tsx'
import { useCurrency } from '#features/commerce/use-currency.ts'
import { FORMULA_ACCESS } from '#features/learning/learning.access.ts'
import { paths } from '#core/paths.ts'

/** The teachers' profiles load after the page (their own chunk, not in the first download). */
const TeachersSection = lazy(() =>
  import('#features/teaching/components/teachers-section.tsx').then(module => ({ default: module.TeachersSection })),
)

type AcademyData = Awaited<ReturnType<typeof academyLoader>>

/** The description quotes the cheapest monthly price, as the admin area last set it. */
export const handle: RouteHandle = {
  meta: ({ data }) => {
    const monthly = ((data as AcademyData | undefined)?.formulas ?? []).flatMap(formula =>
      formula.price && formula.billingCycle === 'mois' ? [formula.price] : [],
    )
    const cheapest = monthly.reduce<(typeof monthly)[number] | null>(
      (best, price) => (!best || price.eur < best.eur ? price : best),
      null,
    )
    const from = cheapest
      ? ` à partir de ${formatPrice(cheapest.eur, 'EUR')} ou ${formatPrice(cheapest.xaf, 'XAF')} par mois`
      : ''
    return staticMeta(
      'Académie',
      `Cours de piano, chant, MAO et musicologie à Douala et en ligne : niveaux, programmes et formules${from}.`,
    )()
  },
}

export default function AcademyPage() {
  const { disciplines, formulas } = useLoaderData<typeof academyLoader>()
  const currency = useCurrency()
  const hydrated = useHydrated()
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
      {/* Rendered once hydrated: a lazy component cannot render on the server (renderToString would
          leave a client-rendered boundary, which React reports as error #419 when it hydrates). */}
      {hydrated ? (
        <Suspense fallback={null}>
          <TeachersSection />
        </Suspense>
      ) : null}
      <section className="bg-white py-12" aria-labelledby="academy-formulas">
        <div className="container-page">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="academy-formulas" className="heading-2">
              Formules et tarifs
            </h2>
            <CurrencySwitch />
          </div>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {formulas.map(formula => (
              <li key={formula.id}>
                <FormulaCard formula={formula} checkoutHref={paths.checkout(formula.id)} currency={currency} />
              </li>
            ))}
          </ul>
          <section className="mt-10" aria-labelledby="academy-access">
            <h3 id="academy-access" className="font-display text-xl font-bold">
              Les cours en ligne ouverts par chaque formule
            </h3>
            <p className="mt-2 max-w-3xl text-sm">
              Le programme de chaque niveau est ouvert à tous. Les leçons, les exercices corrigés et l’évaluation en
              ligne, avec son certificat, sont réservés aux élèves dont la formule ouvre le niveau :
            </p>
            <ul className="mt-3 space-y-1 text-sm" data-testid="formula-access">
              {formulas.map(formula => (
                <li key={formula.id}>
                  <strong>{formula.name}</strong> : {FORMULA_ACCESS[formula.id]?.summary ?? 'aucun niveau en ligne'}.
                </li>
              ))}
            </ul>
          </section>
        </div>
      </section>
    </>
  )
}
