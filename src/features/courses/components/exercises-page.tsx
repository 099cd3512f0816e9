import { useEffect, useRef, useState, type FormEvent } from 'react'
import { errorMessage } from '#core/http/error-message.ts'
import { useLearning } from './use-learning.ts'
import { fetchWorkspace, revealSolution, tryExercise, type Workspace } from '#features/courses/learning.api.ts'
import { EXERCISE_ANSWER_MAX } from '#features/courses/learning.schemas.ts'
import { LearningFrame, useLevelParams } from './learning-frame.tsx'

type Exercise = Workspace['exercises'][number]

/**
 * One exercise: the instructions first; the student writes an answer or says they tried; only then
 * may they ask for the solution, which the server sends and remembers.
 */
function ExerciseCard({
  exercise,
  disciplineId,
  levelId,
  onChange,
}: {
  exercise: Exercise
  disciplineId: string
  levelId: string
  onChange: (exercise: Exercise) => void
}) {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const solutionRef = useRef<HTMLHeadingElement>(null)
  const revealRef = useRef<HTMLButtonElement>(null)
  const id = `exercise-${exercise.index}`
  // Focus follows the student's step once the page shows it: the reveal button after a try, the
  // solution after a reveal (never on first render: a reload must not move focus).
  const focusNext = useRef<'reveal' | 'solution' | null>(null)
  useEffect(() => {
    if (focusNext.current === 'reveal' && exercise.tried) revealRef.current?.focus()
    if (focusNext.current === 'solution' && exercise.revealed) solutionRef.current?.focus()
  }, [exercise.tried, exercise.revealed])

  async function run(action: () => Promise<void>) {
    if (pending) return
    setPending(true)
    setError(null)
    try {
      await action()
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setPending(false)
    }
  }

  function submitTry(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const answer = String(new FormData(event.currentTarget).get('answer') ?? '').trim()
    const onlyTried = submitter?.value === 'tried'
    if (!onlyTried && !answer) {
      setFieldError('Écrivez votre réponse, ou choisissez « J’ai essayé ».')
      event.currentTarget.querySelector('textarea')?.focus()
      return
    }
    setFieldError(null)
    void run(async () => {
      const saved = await tryExercise(disciplineId, levelId, exercise.index, onlyTried ? '' : answer)
      focusNext.current = 'reveal'
      onChange({ ...exercise, tried: true, answer: saved.answer })
    })
  }

  function reveal() {
    void run(async () => {
      const revealed = await revealSolution(disciplineId, levelId, exercise.index)
      focusNext.current = 'solution'
      onChange({ ...exercise, revealed: true, solution: revealed.solution })
    })
  }

  return (
    <li className="card p-6">
      <h2 id={`${id}-title`} className="font-display text-xl font-bold">
        Exercice {exercise.index + 1} : {exercise.title}
      </h2>
      <p className="mt-3 leading-relaxed">{exercise.instructions}</p>
      {!exercise.tried ? (
        <form noValidate onSubmit={submitTry} className="mt-4 space-y-3">
          <label htmlFor={`${id}-answer`} className="block font-semibold">
            Votre réponse
          </label>
          <textarea
            id={`${id}-answer`}
            name="answer"
            rows={4}
            maxLength={EXERCISE_ANSWER_MAX}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-answer-error` : `${id}-answer-hint`}
            className="input w-full"
          />
          {fieldError ? (
            <p id={`${id}-answer-error`} className="text-sm font-semibold text-terracotta">
              {fieldError}
            </p>
          ) : (
            <p id={`${id}-answer-hint`} className="text-sm text-ink/75">
              Cherchez d’abord par vous-même : la solution s’affiche ensuite.
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="action" value="answer" className="button-primary" aria-disabled={pending}>
              Enregistrer ma réponse
            </button>
            <button type="submit" name="action" value="tried" className="button-secondary" aria-disabled={pending}>
              J’ai essayé
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-4 space-y-3">
          <div className="rounded-xl bg-sand p-4 text-sm">
            <p className="font-semibold">Votre réponse</p>
            <p className="mt-1 whitespace-pre-line">{exercise.answer || 'Vous avez indiqué avoir essayé.'}</p>
          </div>
          {exercise.revealed && exercise.solution ? (
            <section className="rounded-xl border-l-4 border-forest bg-forest/5 p-4" aria-labelledby={`${id}-solution`}>
              <h3
                id={`${id}-solution`}
                ref={solutionRef}
                tabIndex={-1}
                className="font-semibold text-forest outline-none"
              >
                Solution
              </h3>
              <p className="mt-1 leading-relaxed">{exercise.solution}</p>
            </section>
          ) : (
            <button ref={revealRef} type="button" onClick={reveal} className="button-primary" aria-disabled={pending}>
              Voir la solution
            </button>
          )}
        </div>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-terracotta">
          {error}
        </p>
      ) : null}
    </li>
  )
}

/** The exercises of a level, for its students: each solution shows once they have tried. */
export function ExercisesPage() {
  const { disciplineId, courseId } = useLevelParams()
  const [loaded, setData] = useLearning(`${disciplineId}/${courseId}`, () => fetchWorkspace(disciplineId, courseId))
  const workspace = loaded.state === 'ready' ? loaded.data : null
  return (
    <LearningFrame loaded={loaded} title={workspace} heading="Exercices" progress={workspace?.progress ?? null}>
      {data => (
        <>
          <p className="max-w-prose">
            {data.exercises.filter(exercise => exercise.tried).length} exercice(s) essayé(s) sur {data.exercises.length}
            . Chaque solution s’affiche après votre essai, et reste affichée ensuite.
          </p>
          <ol className="mt-6 space-y-6">
            {data.exercises.map(exercise => (
              <ExerciseCard
                key={exercise.index}
                exercise={exercise}
                disciplineId={data.disciplineId}
                levelId={data.levelId}
                onChange={next =>
                  setData(current => ({
                    ...current,
                    exercises: current.exercises.map(item => (item.index === next.index ? next : item)),
                  }))
                }
              />
            ))}
          </ol>
        </>
      )}
    </LearningFrame>
  )
}
