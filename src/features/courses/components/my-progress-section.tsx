import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { formatDate } from '#core/format/format.ts'
import { paths } from '#core/paths.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import { LINK_CLASS } from '#core/ui/public-form.tsx'
import { ProfileSection } from '#features/account/components/profile-section.tsx'
import { ProgressBar } from './progress-bar.tsx'
import type { Loaded } from './use-learning.ts'
import type { MyLearning } from './use-my-learning.ts'

/** The student's practice: its own chunk, loaded once the student is known (out of the route table's preloads). */
const MyPracticeSummary = lazy(() =>
  import('./practice-progress.tsx').then(module => ({ default: module.MyPracticeSummary })),
)

/**
 * Progress per discipline and per open level, computed on the server from the lessons
 * done; 'Reprendre' opens the first lesson not done of the level worked on last; the certificates.
 */
export function MyProgressSection({ loaded }: { loaded: Loaded<MyLearning> }) {
  return (
    <ProfileSection title="Ma progression">
      {loaded.state === 'loading' ? <Spinner label="Chargement de votre progression..." /> : null}
      {loaded.state === 'error' || loaded.state === 'locked' ? (
        <p role="alert" className="font-semibold text-terracotta">
          {loaded.message}
        </p>
      ) : null}
      {loaded.state === 'ready'
        ? (() => {
            const [overview, certificates] = loaded.data
            const disciplines = overview.disciplines.filter(discipline => discipline.levels.some(level => level.isOpen))
            return (
              <div className="space-y-5" data-testid="learning-progress">
                {overview.resume ? (
                  <Link
                    to={paths.lesson(overview.resume.disciplineId, overview.resume.levelId, overview.resume.lesson)}
                    className="button-primary"
                  >
                    Reprendre : {overview.resume.disciplineName} — {overview.resume.levelName}, leçon{' '}
                    {overview.resume.lesson}
                  </Link>
                ) : null}
                {disciplines.length === 0 ? (
                  <p>
                    {overview.lapsed.length > 0
                      ? 'Votre formule mensuelle est arrivée à échéance : renouvelez-la pour retrouver vos cours en ligne. Votre progression est conservée.'
                      : 'Aucun cours en ligne ne vous est encore ouvert : les formules de l’académie ouvrent les niveaux de chaque discipline.'}{' '}
                    <Link to={`${paths.academy()}#academy-formulas`} className={LINK_CLASS}>
                      Voir les formules
                    </Link>
                  </p>
                ) : null}
                {disciplines.map(discipline => (
                  <div key={discipline.id}>
                    <ProgressBar
                      percent={discipline.percent}
                      label={discipline.name}
                      detail={`${discipline.lessonsDone} leçon${discipline.lessonsDone > 1 ? 's' : ''} sur ${discipline.lessonsTotal}`}
                    />
                    <ul className="mt-2 space-y-1 pl-4 text-sm">
                      {discipline.levels
                        .filter(level => level.isOpen)
                        .map(level => (
                          <li key={level.id}>
                            <Link to={paths.course(discipline.id, level.id)} className={LINK_CLASS}>
                              {level.levelName}
                            </Link>{' '}
                            : {level.percent} % ({level.lessonsDone}/{level.lessonsTotal} leçons)
                            {level.passed ? ' — réussi' : ''}
                          </li>
                        ))}
                    </ul>
                  </div>
                ))}
                {disciplines.length > 0 ? (
                  <Suspense fallback={null}>
                    <MyPracticeSummary />
                  </Suspense>
                ) : null}
                {certificates.length > 0 ? (
                  <div>
                    <h3 className="font-semibold">Mes certificats</h3>
                    <ul className="mt-1 space-y-1 text-sm">
                      {certificates.map(certificate => (
                        <li key={certificate.code}>
                          <Link to={paths.certificate(certificate.code)} className={LINK_CLASS}>
                            {certificate.disciplineName} — {certificate.levelName}
                          </Link>{' '}
                          : {certificate.score} %, le {formatDate(certificate.issuedAt)}
                          {certificate.status === 'revoked' ? ' (révoqué)' : ''}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            )
          })()
        : null}
    </ProfileSection>
  )
}
