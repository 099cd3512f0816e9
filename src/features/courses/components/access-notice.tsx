import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LEARNING_MESSAGES, formulasOpening } from '../learning.access.ts'

type Formula = { id: string; name: string }

/**
 * Shown instead of the lessons, exercises and assessment to whoever may not follow the level: the
 * rule in plain French, the formulas that open the level, and a way to get one.
 */
export function AccessNotice({
  levelId,
  formulas,
  formulasHref,
  loginHref,
  returnTo,
  children,
}: {
  levelId: string
  /** Every formula, in the academy's order. */
  formulas: Formula[]
  formulasHref: string
  /** For visitors who are not signed in; they come back to `returnTo` once signed in. */
  loginHref?: string
  returnTo?: string
  children?: ReactNode
}) {
  const opening = formulasOpening(
    formulas.map(formula => formula.id),
    levelId,
  ).map(id => formulas.find(formula => formula.id === id)?.name ?? id)
  return (
    <div className="rounded-2xl border-2 border-gold bg-gold/10 p-5" data-testid="access-notice">
      <p className="font-semibold">{LEARNING_MESSAGES.notEnrolled}</p>
      {opening.length > 0 ? (
        <p className="mt-2 text-sm">Formules qui ouvrent ce niveau : {opening.join(', ')}.</p>
      ) : null}
      {children}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={formulasHref} className="button-primary">
          Voir les formules
        </Link>
        {loginHref ? (
          <Link
            to={loginHref}
            // The login page sends the visitor back to `state.from` (src/core/auth/require-auth.tsx).
            state={returnTo ? { from: { pathname: returnTo, search: '', hash: '' } } : undefined}
            className="button-secondary"
          >
            Déjà inscrit ? Se connecter
          </Link>
        ) : null}
      </div>
    </div>
  )
}
