import { useRef, useState } from 'react'
import { Link, useParams } from 'react-router'
import { errorMessage } from '#core/http/error-message.ts'
import { useLearning } from '#features/learning/components/use-learning.ts'
import { fetchWorkspace, setLessonDone, type Workspace } from '#features/learning/learning.api.ts'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import { paths } from '#core/paths.ts'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { LearningFrame, useLevelParams } from './learning-frame.tsx'

export const handle: RouteHandle = {
  meta: staticMeta('Leçon', 'Votre leçon de l’académie Gombiste.', { noIndex: true }),
}

function LessonView({
  workspace,
  lessonNumber,
  onChange,
}: {
  workspace: Workspace
  lessonNumber: number
  onChange: (workspace: Workspace) => void
}) {
  const { disciplineId, levelId } = workspace
  const index = workspace.lessons.findIndex(lesson => lesson.lesson === lessonNumber)
  const lesson = workspace.lessons[index]
  const [pending, setPending] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const latest = useRef(0)

  if (!lesson) {
    return (
      <p role="alert" className="font-semibold text-terracotta">
        Cette leçon n’existe pas.{' '}
        <Link to={paths.course(disciplineId, levelId)} className="underline">
          Voir le programme
        </Link>
      </p>
    )
  }
  const previous = workspace.lessons[index - 1]
  const next = workspace.lessons[index + 1]

  async function toggle() {
    if (!lesson) return
    const request = ++latest.current
    setPending(true)
    setMessage(null)
    try {
      const answer = await setLessonDone(disciplineId, levelId, lesson.lesson, !lesson.done)
      if (request !== latest.current) return
      onChange({
        ...workspace,
        progress: answer.progress,
        lessons: workspace.lessons.map(item => (item.lesson === answer.lesson ? { ...item, done: answer.done } : item)),
      })
      setMessage({ ok: true, text: answer.done ? 'Leçon marquée comme terminée.' : 'Leçon marquée comme à revoir.' })
    } catch (error) {
      if (request === latest.current) setMessage({ ok: false, text: errorMessage(error) })
    } finally {
      if (request === latest.current) setPending(false)
    }
  }

  return (
    <div className="grid gap-10 lg:grid-cols-3">
      <section aria-label="Contenu de la leçon" className="lg:col-span-2">
        <p className="text-sm font-semibold text-indigo">
          Leçon {lesson.lesson} sur {workspace.lessons.length}
        </p>
        <p className="mt-3 max-w-prose text-lg leading-relaxed">{lesson.content}</p>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void toggle()}
            aria-disabled={pending}
            aria-pressed={lesson.done}
            className={lesson.done ? 'button-secondary' : 'button-primary'}
          >
            {lesson.done ? 'Leçon terminée ✓' : 'Marquer comme terminée'}
          </button>
          <p
            role="status"
            className={`min-h-6 text-sm ${message && !message.ok ? 'font-semibold text-terracotta' : 'text-forest'}`}
          >
            {message?.text}
          </p>
        </div>
        <nav aria-label="Leçons" className="mt-10 flex flex-wrap justify-between gap-4 border-t border-black/10 pt-6">
          {previous ? (
            <Link
              to={paths.lesson(disciplineId, levelId, previous.lesson)}
              className="font-semibold text-indigo underline"
            >
              ← Leçon précédente : {previous.title}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
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
      <nav aria-labelledby="lesson-list" className="card h-fit p-5">
        <h2 id="lesson-list" className="font-display text-lg font-bold">
          Programme
        </h2>
        <ol className="mt-3 space-y-1 text-sm">
          {workspace.lessons.map(item => (
            <li key={item.lesson}>
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
            </li>
          ))}
        </ol>
      </nav>
    </div>
  )
}

function LessonPageContent() {
  const { disciplineId, courseId } = useLevelParams()
  const lessonNumber = Number(useParams().lesson)
  const [loaded, setData] = useLearning(`${disciplineId}/${courseId}`, () => fetchWorkspace(disciplineId, courseId))
  const workspace = loaded.state === 'ready' ? loaded.data : null
  const lesson = workspace?.lessons.find(item => item.lesson === lessonNumber)
  return (
    <LearningFrame
      loaded={loaded}
      title={workspace}
      heading={lesson ? `Leçon ${lesson.lesson} : ${lesson.title}` : 'Leçon'}
      progress={workspace?.progress ?? null}
    >
      {data => <LessonView workspace={data} lessonNumber={lessonNumber} onChange={next => setData(() => next)} />}
    </LearningFrame>
  )
}

export default function LessonPage() {
  return (
    <RequireAuth>
      <LessonPageContent />
    </RequireAuth>
  )
}
