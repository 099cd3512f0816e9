import { lazy, type ReactNode, Suspense } from 'react'
import { Link } from 'react-router'
import { useHydrated } from '#core/ui/use-hydrated.ts'
import { useAuth } from '#core/auth/auth-context.tsx'
import { Spinner } from '#core/ui/spinner.tsx'
import { AccessNotice } from './access-notice.tsx'
import { ProgressBar } from './progress-bar.tsx'
import { useLearning, type Loaded } from './use-learning.ts'
import { fetchWorkspace, type Workspace } from '#features/courses/learning.api.ts'
import { paths } from '#core/paths.ts'
import type { fetchCourse } from '#features/catalog/academy.api.ts'

/** The student's practice: its own chunk, loaded once the student is known (out of the route table's preloads). */
const LevelPracticeSection = lazy(() =>
  import('./practice-progress.tsx').then(module => ({ default: module.LevelPracticeSection })),
)

type Course = Awaited<ReturnType<typeof fetchCourse>>

/**
 * The student's part of the course page: for enrolled students, their progress and the way
 * into lessons, exercises and assessment; for everyone else, who may follow the level and how.
 */
function CourseLearning({
  course,
  formulas,
  workspace,
}: {
  course: { id: string; discipline: { id: string } }
  formulas: { id: string; name: string }[]
  workspace: Loaded<Workspace> | null
}) {
  const formulasHref = `${paths.academy()}#academy-formulas`
  if (!workspace) {
    return (
      <AccessNotice
        levelId={course.id}
        formulas={formulas}
        formulasHref={formulasHref}
        loginHref={paths.login()}
        returnTo={paths.course(course.discipline.id, course.id)}
      />
    )
  }
  if (workspace.state === 'loading') return <Spinner label="Chargement de votre progression..." />
  if (workspace.state === 'locked')
    return <AccessNotice levelId={course.id} formulas={formulas} formulasHref={formulasHref} />
  if (workspace.state === 'error') {
    return (
      <p role="alert" className="font-semibold text-terracotta">
        {workspace.message}
      </p>
    )
  }
  const { data } = workspace
  const { disciplineId, levelId, progress } = data
  const resume = progress.resumeLesson
  const resumeLesson = data.lessons.find(lesson => lesson.lesson === resume)
  return (
    <>
      <section aria-labelledby="course-progress" className="card p-6" data-testid="course-progress">
        <h2 id="course-progress" className="heading-2">
          Ma progression
        </h2>
        <ProgressBar
          className="mt-4"
          percent={progress.percent}
          label="Leçons terminées"
          detail={`${progress.lessonsDone} sur ${progress.lessonsTotal}`}
        />
        <ProgressBar
          className="mt-3"
          percent={data.disciplineProgress.percent}
          label={`${data.disciplineName}, tous niveaux`}
          detail={`${data.disciplineProgress.lessonsDone} leçon${data.disciplineProgress.lessonsDone > 1 ? 's' : ''} sur ${data.disciplineProgress.lessonsTotal}`}
        />
        <div className="mt-5 flex flex-wrap gap-3">
          {resumeLesson ? (
            <Link to={paths.lesson(disciplineId, levelId, resumeLesson.lesson)} className="button-primary">
              {progress.lessonsDone === 0 ? 'Commencer' : 'Reprendre'} : leçon {resumeLesson.lesson}
            </Link>
          ) : (
            <Link to={paths.assessment(disciplineId, levelId)} className="button-primary">
              Toutes les leçons sont terminées : passer l’évaluation
            </Link>
          )}
          <Link to={paths.exercises(disciplineId, levelId)} className="button-secondary">
            Exercices ({progress.exercisesTried}/{progress.exercisesTotal})
          </Link>
          <Link to={paths.assessment(disciplineId, levelId)} className="button-secondary">
            Évaluation{progress.passed ? ' (réussie)' : ''}
          </Link>
        </div>
        {progress.certificateCode ? (
          <p className="mt-4 text-sm">
            Niveau réussi.{' '}
            <Link to={paths.certificate(progress.certificateCode)} className="font-semibold text-indigo underline">
              Voir mon certificat
            </Link>
          </p>
        ) : null}
      </section>
      <Suspense fallback={null}>
        <LevelPracticeSection disciplineId={disciplineId} levelId={levelId} />
      </Suspense>
    </>
  )
}

/**
 * A level's page: its programme for everyone, with the student's progress once signed in; `teachers`
 * is the section of the discipline's teachers, composed by the page.
 */
export function CoursePage({
  course,
  formulas,
  teachers,
}: {
  course: Course
  formulas: { id: string; name: string }[]
  teachers: ReactNode
}) {
  const { user, isLoading } = useAuth()
  const hydrated = useHydrated()
  const signedIn = hydrated && !isLoading && user !== null
  const [loaded] = useLearning(
    `${user?.id ?? ''}:${course.discipline.id}/${course.id}`,
    () => fetchWorkspace(course.discipline.id, course.id),
    signedIn,
  )
  // Before the session is known (server render, first paint), visitors see who may follow the level.
  const workspace = signedIn ? loaded : hydrated && isLoading ? ({ state: 'loading' } as const) : null
  const ready = workspace?.state === 'ready' ? workspace.data : null
  const trialLesson = course.syllabus.find(lesson => lesson.free)
  return (
    <article>
      <header className="bg-indigo text-white">
        <div className="container-page py-12">
          <p className="text-sm text-white/75">
            <Link to={paths.academy()} className="underline">
              Académie
            </Link>{' '}
            / {course.discipline.name}
          </p>
          <h1 className="heading-1 mt-2">
            {course.discipline.name} — {course.levelName}
          </h1>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm">
            <li className="rounded-full bg-white/15 px-3 py-1">{course.durationWeeks} semaines</li>
            <li className="rounded-full bg-white/15 px-3 py-1">{course.hoursPerWeek} h par semaine</li>
            <li className="rounded-full bg-white/15 px-3 py-1">
              {course.durationWeeks * course.hoursPerWeek} h au total
            </li>
            <li className="rounded-full bg-gold px-3 py-1 font-semibold text-night">
              Validation : {course.assessment.passingScore} %
            </li>
          </ul>
        </div>
      </header>
      <div className="container-page grid gap-12 py-12 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          <CourseLearning course={course} formulas={formulas} workspace={workspace} />
          {trialLesson && !ready ? (
            <p className="rounded-2xl bg-gold/20 p-5">
              <span className="font-semibold">Essayez avant de vous inscrire :</span> la leçon {trialLesson.lesson}, «{' '}
              {trialLesson.title} », est ouverte à tous, avec sa partition à écouter et ses exercices.{' '}
              <Link
                to={paths.lesson(course.discipline.id, course.id, trialLesson.lesson)}
                className="font-semibold text-indigo underline"
              >
                Leçon d’essai
              </Link>
            </p>
          ) : null}
          <section aria-labelledby="course-objectives">
            <h2 id="course-objectives" className="heading-2">
              Objectifs
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-6">
              {course.learningObjectives.map(objective => (
                <li key={objective}>{objective}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="course-syllabus">
            <h2 id="course-syllabus" className="heading-2">
              Programme
            </h2>
            <ol className="mt-4 space-y-2">
              {course.syllabus.map(lesson => {
                const done = ready?.lessons.find(item => item.lesson === lesson.lesson)?.done ?? false
                const label = `Leçon ${lesson.lesson} : ${lesson.title}`
                return (
                  <li key={lesson.lesson} className="card flex items-center gap-3 px-5 py-3">
                    <span aria-hidden="true" className="w-5 font-bold text-forest">
                      {done ? '✓' : ''}
                    </span>
                    {ready || lesson.free ? (
                      <Link
                        to={paths.lesson(course.discipline.id, course.id, lesson.lesson)}
                        className="font-semibold text-indigo underline"
                      >
                        {label}
                        {done ? <span className="sr-only"> (terminée)</span> : null}
                      </Link>
                    ) : (
                      <span className="font-semibold">{label}</span>
                    )}
                    {lesson.free ? (
                      <span className="ml-auto rounded-full bg-gold px-3 py-1 text-xs font-semibold text-night">
                        Leçon d’essai, ouverte à tous
                      </span>
                    ) : null}
                  </li>
                )
              })}
            </ol>
          </section>
          <section aria-labelledby="course-exercises">
            <h2 id="course-exercises" className="heading-2">
              Exercices
            </h2>
            <ul className="mt-4 list-disc space-y-1 pl-6">
              {course.exercises.map(exercise => (
                <li key={exercise.title}>{exercise.title}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-ink/75">
              Les énoncés et leurs solutions sont dans l’espace des élèves inscrits :{' '}
              {ready ? (
                <Link
                  to={paths.exercises(course.discipline.id, course.id)}
                  className="font-semibold text-indigo underline"
                >
                  faire les exercices
                </Link>
              ) : (
                'la solution de chaque exercice s’affiche après votre essai.'
              )}
            </p>
          </section>
        </div>
        <aside className="space-y-8">
          <section className="card p-6" aria-labelledby="course-assessment">
            <h2 id="course-assessment" className="font-display text-xl font-bold">
              Évaluation
            </h2>
            <p className="mt-2 text-sm">{course.assessment.type}</p>
            <p className="mt-2 text-sm font-semibold">{course.assessment.passingCriteria}</p>
          </section>
          <section className="card p-6" aria-labelledby="course-repertoire">
            <h2 id="course-repertoire" className="font-display text-xl font-bold">
              Répertoire conseillé
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {course.recommendedRepertoire.map(piece => (
                <li key={piece}>{piece}</li>
              ))}
            </ul>
          </section>
          <section className="card p-6" aria-labelledby="course-resources">
            <h2 id="course-resources" className="font-display text-xl font-bold">
              Ressources
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {course.resources.map(resource => (
                <li key={resource}>{resource}</li>
              ))}
            </ul>
          </section>
          {course.otherLevels.length > 0 ? (
            <nav className="card p-6" aria-labelledby="course-other-levels">
              <h2 id="course-other-levels" className="font-display text-xl font-bold">
                Autres niveaux
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {course.otherLevels.map(level => (
                  <li key={level.id}>
                    <Link to={paths.course(course.discipline.id, level.id)} className="underline">
                      {level.levelName} — {level.durationWeeks} semaines, {level.hoursPerWeek} h/semaine
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <Link to={`${paths.academy()}#academy-formulas`} className="button-primary w-full">
            Voir les formules
          </Link>
        </aside>
      </div>
      {teachers}
    </article>
  )
}
