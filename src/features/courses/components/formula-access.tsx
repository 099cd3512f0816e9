import { FORMULA_ACCESS } from '#features/courses/learning.access.ts'

/** Which online courses each formula opens (shown with the formulas on the academy page). */
export function FormulaAccessList({ formulas }: { formulas: { id: string; name: string }[] }) {
  return (
    <section className="mt-10" aria-labelledby="academy-access">
      <h3 id="academy-access" className="font-display text-xl font-bold">
        Les cours en ligne ouverts par chaque formule
      </h3>
      <p className="mt-2 max-w-3xl text-sm">
        Le programme de chaque niveau est ouvert à tous. Les leçons, les exercices corrigés et l’évaluation en ligne,
        avec son certificat, sont réservés aux élèves dont la formule ouvre le niveau :
      </p>
      <ul className="mt-3 space-y-1 text-sm" data-testid="formula-access">
        {formulas.map(formula => (
          <li key={formula.id}>
            <strong>{formula.name}</strong> : {FORMULA_ACCESS[formula.id]?.summary ?? 'aucun niveau en ligne'}.
          </li>
        ))}
      </ul>
    </section>
  )
}
