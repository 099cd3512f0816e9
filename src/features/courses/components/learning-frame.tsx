import { useEffect, useState, type ReactNode } from 'react'
import { Link, NavLink, useParams } from 'react-router'
import { Spinner } from '#core/ui/spinner.tsx'
import { fetchFormulas } from '#features/catalog/academy.api.ts'
import { AccessNotice } from '#features/courses/components/access-notice.tsx'
import { ProgressBar } from '#features/courses/components/progress-bar.tsx'
import type { Loaded } from '#features/courses/components/use-learning.ts'
import { paths } from '#core/paths.ts'

/** The level in the URL of a learning page. */
export function useLevelParams() {
  const { disciplineId = '', courseId = '' } = useParams()
  return { disciplineId, courseId }
}

type Formula = { id: string; name: string }

/** Formula names for the access notice (public data; an empty list if it cannot be read). */
export function useFormulaNames(): Formula[] {
  const [formulas, setFormulas] = useState<Formula[]>([])
  useEffect(() => {
    let active = true
    fetchFormulas().then(
      answer => active && setFormulas(answer.map(({ id, name }) => ({ id, name }))),
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [])
  return formulas
}

const TAB_CLASS =
  'rounded-full px-4 py-2 text-sm font-semibold aria-[current=page]:bg-white aria-[current=page]:text-indigo hover:bg-white/20'

/**
 * The frame of the learning pages of one level (lessons, exercises, assessment): where you are,
 * the level's progress, and the way between the three. It also answers for the states every page
 * shares: loading, not enrolled (with the formulas that open the level), and errors.
 */
export function LearningFrame<T>({
  loaded,
  title,
  heading,
  progress,
  children,
}: {
  loaded: Loaded<T>
  /** Discipline and level names, once known. */
  title: { disciplineName: string; levelName: string } | null
  heading: string
  progress: { percent: number; lessonsDone: number; lessonsTotal: number } | null
  children: (data: T) => ReactNode
}) {
  const { disciplineId, courseId } = useLevelParams()
  const formulas = useFormulaNames()
  const courseHref = paths.course(disciplineId, courseId)
  return (
    <article>
      <header className="bg-indigo text-white">
        <div className="container-page py-8">
          <p className="text-sm text-white/75">
            <Link to={paths.academy()} className="underline">
              Académie
            </Link>{' '}
            /{' '}
            <Link to={courseHref} className="underline">
              {title ? `${title.disciplineName} — ${title.levelName}` : 'Cours'}
            </Link>
          </p>
          <h1 className="heading-1 mt-2">{heading}</h1>
          {progress ? (
            <ProgressBar
              className="mt-4 max-w-md"
              onDark
              percent={progress.percent}
              label="Progression du niveau"
              detail={`${progress.lessonsDone} leçon${progress.lessonsDone > 1 ? 's' : ''} sur ${progress.lessonsTotal}`}
            />
          ) : null}
          <nav aria-label="Espace d’apprentissage" className="mt-5">
            <ul className="flex flex-wrap gap-2">
              <li>
                <NavLink to={courseHref} end className={TAB_CLASS}>
                  Programme
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.exercises(disciplineId, courseId)} className={TAB_CLASS}>
                  Exercices
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.assessment(disciplineId, courseId)} className={TAB_CLASS}>
                  Évaluation
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      {/* While loading, the area keeps a screen's height, so the footer stays below the fold and the
          content that replaces the spinner pushes nothing visible down (no layout shift). */}
      <div className={`container-page py-10 ${loaded.state === 'loading' ? 'min-h-screen' : ''}`}>
        {loaded.state === 'loading' ? <Spinner /> : null}
        {loaded.state === 'locked' ? (
          <AccessNotice levelId={courseId} formulas={formulas} formulasHref={`${paths.academy()}#academy-formulas`} />
        ) : null}
        {loaded.state === 'error' ? (
          <div role="alert" className="rounded-2xl bg-terracotta/10 p-5 font-semibold text-terracotta">
            {loaded.message}{' '}
            {loaded.status === 404 ? (
              <Link to={paths.academy()} className="underline">
                Retour à l’académie
              </Link>
            ) : null}
          </div>
        ) : null}
        {loaded.state === 'ready' ? children(loaded.data) : null}
      </div>
    </article>
  )
}
