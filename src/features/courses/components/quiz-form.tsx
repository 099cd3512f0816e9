import { type FormEvent, useRef, useState } from 'react'
import { PlayButton } from '#core/player/play-button.tsx'
import { errorMessage } from '#core/http/error-message.ts'
import { type Quiz, type QuizResult, submitQuiz } from '#features/courses/learning.api.ts'
import type { PartTake } from '#features/courses/practice/assessment-parts.tsx'

/** The quiz; it sends the answers with what the performed parts measured. */
export function QuizForm({
  quiz,
  takes,
  keepRecording,
  onResult,
}: {
  quiz: Quiz
  takes: Record<string, PartTake>
  keepRecording: boolean
  onResult: (result: QuizResult) => void
}) {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const data = new FormData(event.currentTarget)
    const answers = Object.fromEntries(
      quiz.questions.map(question => [question.id, data.getAll(question.id).map(Number)]),
    )
    const unanswered = quiz.questions.filter(question => answers[question.id]!.length === 0)
    if (unanswered.length > 0) {
      setError(`Répondez à toutes les questions avant de valider : il en reste ${unanswered.length}.`)
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${unanswered[0]!.id}"]`)?.focus()
      return
    }
    setError(null)
    setPending(true)
    const performance = Object.fromEntries(Object.entries(takes).map(([part, take]) => [part, take.attempt]))
    submitQuiz(quiz.disciplineId, quiz.levelId, {
      answers,
      performance,
      keepRecording,
      startToken: quiz.startToken,
    }).then(
      result => onResult(result),
      (failure: unknown) => {
        setError(errorMessage(failure))
        setPending(false)
      },
    )
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-6">
      {quiz.questions.map((question, index) => (
        <fieldset key={question.id} className="card p-5">
          <legend className="font-semibold">
            <span className="text-indigo">Question {index + 1}</span>{' '}
            <span className="text-sm font-normal text-ink/75">
              ({question.points} point{question.points > 1 ? 's' : ''})
            </span>{' '}
            : {question.prompt}
          </legend>
          {question.multiple ? <p className="mt-1 text-sm text-ink/75">Plusieurs réponses possibles.</p> : null}
          {question.audioUrl ? (
            <div className="mt-3 flex items-center gap-3">
              <PlayButton
                queue={[
                  {
                    id: question.id,
                    title: `Question ${index + 1} — écoute`,
                    artist: 'Évaluation',
                    src: question.audioUrl,
                  },
                ]}
                index={0}
                label={`l’extrait de la question ${index + 1}`}
              />
              <span className="text-sm">Écoutez l’extrait (autant de fois que vous voulez).</span>
            </div>
          ) : null}
          <div className="mt-3 space-y-2">
            {question.choices.map((choice, choiceIndex) => (
              <label key={choice} className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-1 hover:bg-sand">
                <input
                  type={question.multiple ? 'checkbox' : 'radio'}
                  name={question.id}
                  value={choiceIndex}
                  className="mt-1 size-4 accent-indigo"
                />
                <span>{choice}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {error ? (
        <p role="alert" className="font-semibold text-terracotta">
          {error}
        </p>
      ) : null}
      {quiz.performance.some(part => !takes[part.id]) ? (
        <p className="text-sm">
          Parties pas encore jouées :{' '}
          {quiz.performance
            .filter(part => !takes[part.id])
            .map(part => `« ${part.title} »`)
            .join(', ')}{' '}
          — elles compteront 0 si vous validez maintenant.
        </p>
      ) : null}
      <button type="submit" className="button-primary" aria-disabled={pending}>
        {pending ? 'Correction en cours…' : 'Valider mon évaluation'}
      </button>
    </form>
  )
}
