import { useLoaderData } from 'react-router'
import { AcademyPage, academyMeta } from '#features/catalog/components/academy-page.tsx'
import { CurrencySwitch } from '#features/commerce/components/currency-switch.tsx'
import { useCurrency } from '#features/commerce/use-currency.ts'
import { FormulaAccessList } from '#features/courses/components/formula-access.tsx'
import { LazyTeachers } from '../../layout/lazy-teachers.tsx'
import type { academyLoader } from '../../loaders.ts'
import type { RouteHandle } from '../../route-meta.ts'

export const handle: RouteHandle = {
  meta: ({ data }) => academyMeta((data as Awaited<ReturnType<typeof academyLoader>> | undefined)?.formulas ?? []),
}

/** The catalogue, priced in the visitor's currency (commerce), with the teachers (tutoring) and what each formula opens (courses). */
export default function AcademyRoute() {
  const { disciplines, formulas } = useLoaderData<typeof academyLoader>()
  const currency = useCurrency()
  return (
    <AcademyPage
      disciplines={disciplines}
      formulas={formulas}
      currency={currency}
      currencySwitch={<CurrencySwitch />}
      teachers={<LazyTeachers />}
      formulaAccess={<FormulaAccessList formulas={formulas} />}
    />
  )
}
