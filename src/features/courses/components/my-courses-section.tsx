import { Link } from 'react-router'
import { paths } from '#core/paths.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import { LINK_CLASS } from '#core/ui/public-form.tsx'
import { ProfileSection } from '#features/account/components/profile-section.tsx'
import type { Loaded } from './use-learning.ts'
import type { Formula, MyLearning } from './use-my-learning.ts'

/**
 * "Mes cours": the courses (discipline and level) that the student's formulas open, each with its
 * page and where to start or go on; the formulas themselves are named below, as what opens them.
 */
export function MyCoursesSection({
  courses,
  formulas,
  loaded,
}: {
  courses: string[]
  formulas: Formula[] | null
  loaded: Loaded<MyLearning>
}) {
  const formulaNames = courses.map(id => formulas?.find(formula => formula.id === id)?.name ?? id)
  const open =
    loaded.state === 'ready'
      ? loaded.data[0].disciplines.flatMap(discipline =>
          discipline.levels
            .filter(level => level.isOpen)
            .map(level => ({ discipline, level, key: `${discipline.id}/${level.id}` })),
        )
      : []
  return (
    <ProfileSection title="Mes cours">
      {loaded.state === 'loading' ? <Spinner label="Chargement de vos cours..." /> : null}
      {loaded.state === 'error' || loaded.state === 'locked' ? (
        <p role="alert" className="font-semibold text-terracotta">
          {loaded.message}
        </p>
      ) : null}
      {loaded.state === 'ready' && open.length > 0 ? (
        <ul className="space-y-2" data-testid="my-courses">
          {open.map(({ discipline, level, key }) => (
            <li key={key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <Link to={paths.course(discipline.id, level.id)} className={LINK_CLASS}>
                {discipline.name} — {level.levelName}
              </Link>
              {level.resumeLesson !== null ? (
                <Link
                  to={paths.lesson(discipline.id, level.id, level.resumeLesson)}
                  className="text-sm font-semibold text-indigo underline"
                >
                  {level.lessonsDone === 0 ? 'Commencer' : `Continuer (leçon ${level.resumeLesson})`}
                  <span className="sr-only">
                    {' '}
                    : {discipline.name} — {level.levelName}
                  </span>
                </Link>
              ) : (
                <span className="text-sm">Toutes les leçons sont faites</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {loaded.state === 'ready' && open.length === 0 ? (
        <p>
          {courses.length === 0
            ? 'Vous n’êtes inscrit à aucune formule pour le moment.'
            : loaded.data[0].lapsed.length > 0
              ? 'Votre formule mensuelle est arrivée à échéance : renouvelez-la pour retrouver vos cours en ligne. Votre progression est conservée.'
              : 'Votre formule ne comprend pas de cours en ligne : l’académie vous contacte pour organiser vos séances.'}
        </p>
      ) : null}
      {formulaNames.length > 0 ? (
        <p className="mt-4 text-sm text-ink/80">
          {formulaNames.length > 1 ? 'Vos formules' : 'Votre formule'} : {formulaNames.join(', ')}
        </p>
      ) : null}
      <Link to={paths.academy()} className={`mt-4 inline-block text-sm ${LINK_CLASS}`}>
        {courses.length === 0 ? 'Découvrir l’académie' : 'Voir toutes les formules de l’académie'}
      </Link>
    </ProfileSection>
  )
}
