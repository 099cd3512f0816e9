import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '#core/paths.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import { fetchOverview, type LearningOverview } from '#features/courses/learning.api.ts'

/**
 * What to do once paid: "Commencer le cours" opens the first lesson the formula gives (or the one
 * to resume); a formula without online courses (the masterclass) says how it goes on instead.
 */
export function CourseStart({ formulaName }: { formulaName: string }) {
  // undefined while loading; null when the formula opens no online course (or the overview failed).
  const [resume, setResume] = useState<LearningOverview['resume'] | undefined>(undefined)
  useEffect(() => {
    let active = true
    fetchOverview().then(
      overview => active && setResume(overview.resume),
      () => active && setResume(null),
    )
    return () => {
      active = false
    }
  }, [])
  if (resume === undefined) return <Spinner label="Préparation de votre cours..." />
  return (
    <div className="mt-6 max-w-2xl print:hidden" data-testid="receipt-next-step">
      {resume ? (
        <>
          <Link to={paths.lesson(resume.disciplineId, resume.levelId, resume.lesson)} className="button-primary">
            Commencer le cours
          </Link>
          <p className="mt-2 text-sm">
            {resume.disciplineName} — {resume.levelName}, leçon {resume.lesson} : {resume.title}. Tous vos cours sont
            dans{' '}
            <Link to={paths.profile()} className="underline">
              Mes cours
            </Link>
            .
          </p>
        </>
      ) : (
        <p>
          La formule {formulaName} ne comprend pas de cours en ligne : l’académie vous contacte pour organiser vos
          séances. Retrouvez-la dans{' '}
          <Link to={paths.profile()} className="underline">
            Mes cours
          </Link>
          .
        </p>
      )}
    </div>
  )
}
