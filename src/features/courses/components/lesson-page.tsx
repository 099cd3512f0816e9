import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link, Navigate, useLocation, useParams } from 'react-router'
import { useAuth } from '#core/auth/auth-context.tsx'
import { errorMessage } from '#core/http/error-message.ts'
import type { ExerciseBlock } from '#lib/music/lesson-blocks.ts'
import { useLearning } from './use-learning.ts'
import {
  fetchLesson,
  lessonSheetPath,
  sendPractice,
  setLessonDone,
  type LessonDetail,
} from '#features/courses/learning.api.ts'
import { flushTries, isOffline, practiceAccount, queueTry } from '#features/courses/practice-queue.ts'
import type { PracticeOutcome } from '#features/courses/practice/practice-exercise.tsx'
import type { PracticeTry } from '#features/courses/practice/scoring.ts'
import type { LoginRedirectState } from '#core/auth/require-auth.tsx'
import { useHydrated } from '#core/ui/use-hydrated.ts'
import { paths } from '#core/paths.ts'
import LessonBlocks from './lesson-blocks.tsx'
import { LearningFrame, useLevelParams } from './learning-frame.tsx'
import { OfflineSave } from './offline-save.tsx'

/** The student's practice: its own chunk, loaded once the student is known (out of the route table's preloads). */
const LevelPracticeSection = lazy(() =>
  import('./practice-progress.tsx').then(module => ({ default: module.LevelPracticeSection })),
)

/**
 * Title and description of a lesson's page: the free lesson is public (rendered on the server, open to
 * search engines); the others are the students'.
 */
export function lessonMeta(lesson: LessonDetail | null) {
  if (!lesson) return { title: 'Leçon', description: 'Votre leçon de l’académie Gombiste.', noIndex: true }
  return {
    title: `Leçon d’essai : ${lesson.title} — ${lesson.disciplineName} ${lesson.levelName.toLowerCase()}`,
    description: `Leçon ${lesson.lesson} du cours ${lesson.disciplineName} (${lesson.levelName.toLowerCase()}) de l’académie Gombiste, ouverte à tous : écoutez, jouez, chantez, sans compte.`,
  }
}

function LessonView({ lesson, onChange }: { lesson: LessonDetail; onChange: (lesson: LessonDetail) => void }) {
  const { disciplineId, levelId } = lesson
  const index = lesson.outline.findIndex(item => item.lesson === lesson.lesson)
  const previous = lesson.outline[index - 1]
  const next = lesson.outline[index + 1]
  const exercises = useMemo(
    () => lesson.blocks.filter((block): block is ExerciseBlock => block.type === 'exercise'),
    [lesson.blocks],
  )
  const passed = exercises.filter(exercise => lesson.practice[exercise.id]?.passed).length
  const [pending, setPending] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const latest = useRef(0)
  const current = useRef(lesson)
  current.current = lesson
  // Offline the server cannot say who is signed in: the tries go under the account last signed in here.
  const signedInId = useAuth().user?.id
  const accountId = () => practiceAccount(signedInId)

  async function toggle() {
    const request = ++latest.current
    setPending(true)
    setMessage(null)
    try {
      const answer = await setLessonDone(disciplineId, levelId, lesson.lesson, !lesson.done)
      if (request !== latest.current) return
      onChange({
        ...current.current,
        done: answer.done,
        progress: answer.progress,
        outline: current.current.outline.map(item =>
          item.lesson === answer.lesson ? { ...item, done: answer.done } : item,
        ),
      })
      setMessage({ ok: true, text: answer.done ? 'Leçon marquée comme terminée.' : 'Leçon marquée comme à revoir.' })
    } catch (error) {
      if (request === latest.current) setMessage({ ok: false, text: errorMessage(error) })
    } finally {
      if (request === latest.current) setPending(false)
    }
  }

  function apply(exercise: string, answer: Awaited<ReturnType<typeof sendPractice>>) {
    const now = current.current
    onChange({
      ...now,
      practice: { ...now.practice, [exercise]: answer.best },
      done: now.done || answer.lessonDone,
      progress: answer.progress,
      outline: now.outline.map(item =>
        item.lesson === now.lesson ? { ...item, done: item.done || answer.lessonDone } : item,
      ),
    })
  }

  // Tries made offline are sent when the page opens online and when the connection comes back.
  useEffect(() => {
    const userId = accountId()
    if (lesson.trial || !userId) return
    const flush = () =>
      void flushTries(userId, item =>
        sendPractice(item.disciplineId, item.levelId, item.lesson, item.exercise, item.attempt),
      ).then(sent => {
        const here = sent.filter(
          ({ item }) =>
            item.disciplineId === disciplineId && item.levelId === levelId && item.lesson === current.current.lesson,
        )
        for (const { item, answer } of here) apply(item.exercise, answer)
        if (sent.length > 0)
          setMessage({
            ok: true,
            text: `${sent.length} essai${sent.length > 1 ? 's faits' : ' fait'} hors ligne envoyé${sent.length > 1 ? 's' : ''}.`,
          })
      })
    if (navigator.onLine) flush()
    window.addEventListener('online', flush)
    return () => window.removeEventListener('online', flush)
  }, [disciplineId, levelId, lesson.trial, signedInId])

  async function practise(exercise: string, attempt: PracticeTry): Promise<PracticeOutcome | null> {
    try {
      const answer = await sendPractice(disciplineId, levelId, lesson.lesson, exercise, attempt)
      const wasDone = current.current.done
      apply(exercise, answer)
      if (answer.lessonDone && !wasDone)
        setMessage({ ok: true, text: 'Tous les exercices sont réussis : leçon terminée !' })
      return {
        score: answer.score,
        passMark: answer.passMark,
        passed: answer.passed,
        detail: answer.detail,
        saved: true,
      }
    } catch (error) {
      const userId = accountId()
      if (isOffline(error) && userId) {
        // Offline (a saved lesson in flight mode): kept on this device and sent when the connection is back.
        queueTry({ userId, disciplineId, levelId, lesson: lesson.lesson, exercise, attempt })
        return null
      }
      throw new Error(errorMessage(error))
    }
  }

  // The same function for the page's whole life: the blocks (memoized) are not drawn again each time
  // the page re-renders for something else (the session checked, the formulas' names arrived).
  const latestPractise = useRef(practise)
  latestPractise.current = practise
  const onPractice = useCallback(
    (exercise: string, attempt: PracticeTry) => latestPractise.current(exercise, attempt),
    [],
  )

  return (
    <div className="grid gap-10 lg:grid-cols-3">
      <section aria-label="Contenu de la leçon" className="min-w-0 lg:col-span-2">
        <p className="text-sm font-semibold text-indigo">
          Leçon {lesson.lesson} sur {lesson.outline.length}
          {lesson.free ? ' — leçon d’essai, ouverte à tous' : ''}
        </p>
        {lesson.trial ? (
          <p className="mt-3 rounded-2xl bg-gold/20 p-4 text-sm">
            Vous découvrez la leçon d’essai de ce niveau : écoutez, jouez, chantez, tout fonctionne ; vos résultats ne
            sont pas enregistrés.{' '}
            <Link to={paths.course(disciplineId, levelId)} className="font-semibold text-indigo underline">
              Voir le programme et les formules
            </Link>
          </p>
        ) : null}
        <p className="mt-3">
          <a
            href={lessonSheetPath(disciplineId, levelId, lesson.lesson)}
            download
            className="text-sm font-semibold text-indigo underline"
          >
            Télécharger la fiche (PDF)
          </a>
        </p>
        <OfflineSave lesson={lesson} />
        {lesson.blocks.length === 0 ? (
          <p className="mt-3 max-w-prose text-lg leading-relaxed">{lesson.content}</p>
        ) : (
          <LessonBlocks lesson={lesson} onPractice={onPractice} />
        )}
        {!lesson.trial ? (
          <div className="mt-8 flex flex-wrap items-center gap-3">
            {exercises.length === 0 ? (
              <button
                type="button"
                onClick={() => void toggle()}
                aria-disabled={pending}
                aria-pressed={lesson.done}
                className={lesson.done ? 'button-secondary' : 'button-primary'}
              >
                {lesson.done ? 'Leçon terminée ✓' : 'Marquer comme terminée'}
              </button>
            ) : (
              <p className={`font-semibold ${lesson.done ? 'text-forest' : ''}`} data-testid="lesson-completion">
                {lesson.done
                  ? 'Leçon terminée ✓'
                  : `Exercices réussis : ${passed} sur ${exercises.length}. La leçon sera terminée quand chacun aura atteint son seuil.`}
              </p>
            )}
            <p
              role="status"
              className={`min-h-6 text-sm ${message && !message.ok ? 'font-semibold text-terracotta' : 'text-forest'}`}
            >
              {message?.text}
            </p>
          </div>
        ) : null}
        <nav aria-label="Leçons" className="mt-10 flex flex-wrap justify-between gap-4 border-t border-black/10 pt-6">
          {previous && (!lesson.trial || previous.free) ? (
            <Link
              to={paths.lesson(disciplineId, levelId, previous.lesson)}
              className="font-semibold text-indigo underline"
            >
              ← Leçon précédente : {previous.title}
            </Link>
          ) : (
            <span />
          )}
          {lesson.trial ? null : next ? (
            <Link to={paths.lesson(disciplineId, levelId, next.lesson)} className="font-semibold text-indigo underline">
              Leçon suivante : {next.title} →
            </Link>
          ) : (
            <Link to={paths.exercises(disciplineId, levelId)} className="font-semibold text-indigo underline">
              Passer aux exercices →
            </Link>
          )}
        </nav>
      </section>
      <div className="space-y-6">
        <nav aria-labelledby="lesson-list" className="card h-fit p-5">
          <h2 id="lesson-list" className="font-display text-lg font-bold">
            Programme
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {lesson.outline.map(item => (
              <li key={item.lesson}>
                {lesson.trial && !item.free ? (
                  <span className="flex gap-2 px-2 py-1 text-ink/70">
                    <span aria-hidden="true" className="w-4" />
                    <span>
                      {item.lesson}. {item.title}
                    </span>
                  </span>
                ) : (
                  <Link
                    to={paths.lesson(disciplineId, levelId, item.lesson)}
                    aria-current={item.lesson === lesson.lesson ? 'page' : undefined}
                    className="flex gap-2 rounded-lg px-2 py-1 hover:bg-sand aria-[current=page]:bg-gold/25 aria-[current=page]:font-semibold"
                  >
                    <span aria-hidden="true" className="w-4 text-forest">
                      {item.done ? '✓' : ''}
                    </span>
                    <span>
                      {item.lesson}. {item.title}
                      {item.done ? <span className="sr-only"> (terminée)</span> : null}
                    </span>
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {lesson.trial ? null : (
          <Suspense fallback={null}>
            <LevelPracticeSection disciplineId={disciplineId} levelId={levelId} compact />
          </Suspense>
        )}
      </div>
    </div>
  )
}

/** `rendered`: the free lesson as the server rendered it for any visitor (null for the others and after a navigation). */
export function LessonPage({ rendered }: { rendered: LessonDetail | null }) {
  const { disciplineId, courseId } = useLevelParams()
  const lessonNumber = Number(useParams().lesson)
  const { user, isLoading } = useAuth()
  const hydrated = useHydrated()
  const { pathname, search, hash } = useLocation()
  // One object per location: <Navigate> navigates again whenever its `state` changes identity (see RequireAuth).
  const loginState = useMemo<LoginRedirectState>(() => ({ from: { pathname, search, hash } }), [pathname, search, hash])
  const known = hydrated && !isLoading
  const place = `${disciplineId}/${courseId}/${lessonNumber}`
  const initial = useMemo(() => (rendered ? { key: `:${place}`, data: rendered } : null), [rendered, place])
  // Signed in or not: the level's free lesson is open to everyone, the others to its students.
  const [loaded, setData] = useLearning(
    `${user?.id ?? ''}:${place}`,
    () => fetchLesson(disciplineId, courseId, lessonNumber),
    known,
    initial,
  )
  if (loaded.state === 'error' && loaded.status === 401)
    return <Navigate to={paths.login()} replace state={loginState} />
  const lesson = loaded.state === 'ready' ? loaded.data : null
  return (
    <LearningFrame
      loaded={loaded}
      title={lesson}
      heading={lesson ? `Leçon ${lesson.lesson} : ${lesson.title}` : 'Leçon'}
      progress={lesson?.progress ?? null}
    >
      {data => <LessonView lesson={data} onChange={next => setData(() => next)} />}
    </LearningFrame>
  )
}
