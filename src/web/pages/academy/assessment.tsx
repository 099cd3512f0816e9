import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { errorMessage } from '#core/http/error-message.ts'
import { formatDate } from '#core/format/format.ts'
import { useLearning } from '#features/learning/components/use-learning.ts'
import {
  certificatePdfPath,
  fetchQuiz,
  submitQuiz,
  type Quiz,
  type QuizResult,
} from '#features/learning/learning.api.ts'
import { PlayButton } from '#core/player/play-button.tsx'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import { paths } from '#core/paths.ts'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { LearningFrame, useLevelParams } from './learning-frame.tsx'

export const handle: RouteHandle = {
  meta: staticMeta('Évaluation', 'L’évaluation en ligne de votre niveau.', { noIndex: true }),
}

const timeFormatter = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Douala',
})

function CertificateLinks({ code }: { code: string }) {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <Link to={paths.certificate(code)} className="button-primary">
        Voir mon certificat
      </Link>
      <a href={certificatePdfPath(code)} download className="button-secondary">
        Télécharger le certificat (PDF)
      </a>
    </div>
  )
}

function ResultPanel({ result, quiz }: { result: QuizResult; quiz: Quiz }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [result])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="quiz-result"
      className={`rounded-2xl p-6 outline-none ${result.passed ? 'bg-forest/10' : 'bg-terracotta/10'}`}
    >
      <p className="font-display text-2xl font-bold">
        {result.passed ? `Réussi ! Votre score : ${result.score} %` : `Votre score : ${result.score} %`}
      </p>
      <p className="mt-1">
        {result.points} point{result.points > 1 ? 's' : ''} sur {result.totalPoints} —{' '}
        {result.passed
          ? `le seuil de réussite est ${result.passingScore} %. Votre certificat est prêt.`
          : `il faut ${result.passingScore} % pour réussir. Revoyez les leçons des questions manquées.`}
      </p>
      {!result.passed && result.nextAttemptAt ? (
        <p className="mt-1">Prochaine tentative possible à {timeFormatter.format(new Date(result.nextAttemptAt))}.</p>
      ) : null}
      {result.passed && result.certificateCode ? <CertificateLinks code={result.certificateCode} /> : null}
      <ol className="mt-4 space-y-2 text-sm">
        {result.results.map((item, index) => {
          const question = quiz.questions.find(candidate => candidate.id === item.id)
          return (
            <li key={item.id}>
              <span className={item.isCorrect ? 'font-semibold text-forest' : 'font-semibold text-terracotta'}>
                Question {index + 1} : {item.isCorrect ? 'juste' : 'fausse'}
              </span>
              {item.correct && question ? (
                <span>
                  {' '}
                  — bonne réponse : {item.correct.map(choice => question.choices[choice]).join(', ')}.{' '}
                  {item.explanation}
                </span>
              ) : null}
            </li>
          )
        })}
      </ol>
    </div>
  )
}

function QuizForm({ quiz, onResult }: { quiz: Quiz; onResult: (result: QuizResult) => void }) {
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
    submitQuiz(quiz.disciplineId, quiz.levelId, answers).then(
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
      <button type="submit" className="button-primary" aria-disabled={pending}>
        {pending ? 'Correction en cours…' : 'Valider mes réponses'}
      </button>
    </form>
  )
}

function AssessmentContent() {
  const { disciplineId, courseId } = useLevelParams()
  const [loaded, setData] = useLearning(`${disciplineId}/${courseId}`, () => fetchQuiz(disciplineId, courseId))
  const [result, setResult] = useState<QuizResult | null>(null)
  const quiz = loaded.state === 'ready' ? loaded.data : null

  function handleResult(answer: QuizResult) {
    setResult(answer)
    setData(current => ({
      ...current,
      attempts: answer.attempts,
      nextAttemptAt: answer.nextAttemptAt,
      certificateCode: answer.certificateCode ?? current.certificateCode,
    }))
  }

  return (
    <LearningFrame loaded={loaded} title={quiz} heading="Évaluation" progress={null}>
      {data => {
        const canTry = !data.certificateCode && !data.nextAttemptAt && !result
        return (
          <div className="grid gap-10 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <p className="max-w-prose">
                {data.questions.length} questions, {data.totalPoints} points. Le niveau est validé à partir de{' '}
                <strong>{data.passingScore} %</strong>. Certaines questions se répondent à l’écoute : touchez le bouton
                de lecture. Une question à plusieurs réponses n’est juste que si toutes les bonnes réponses, et elles
                seules, sont cochées.
              </p>
              {result ? <ResultPanel result={result} quiz={data} /> : null}
              {data.certificateCode && !result ? (
                <div className="rounded-2xl bg-forest/10 p-6">
                  <p className="font-display text-2xl font-bold">Vous avez réussi ce niveau.</p>
                  <CertificateLinks code={data.certificateCode} />
                </div>
              ) : null}
              {!data.certificateCode && data.nextAttemptAt && !result ? (
                <p className="rounded-2xl bg-gold/15 p-5 font-semibold">
                  Vous pourrez repasser l’évaluation à {timeFormatter.format(new Date(data.nextAttemptAt))} : prenez ce
                  temps pour revoir les leçons.
                </p>
              ) : null}
              {canTry ? <QuizForm quiz={data} onResult={handleResult} /> : null}
            </div>
            <aside className="card h-fit p-5" aria-labelledby="attempts-title">
              <h2 id="attempts-title" className="font-display text-lg font-bold">
                Mes tentatives
              </h2>
              {data.attempts.length === 0 ? (
                <p className="mt-2 text-sm">Aucune tentative pour le moment.</p>
              ) : (
                <ul className="mt-2 space-y-1 text-sm">
                  {data.attempts.map(attempt => (
                    <li key={attempt.date}>
                      {formatDate(attempt.date)} à {timeFormatter.format(new Date(attempt.date))} : {attempt.score} % —{' '}
                      {attempt.passed ? 'réussie' : 'non réussie'}
                    </li>
                  ))}
                </ul>
              )}
            </aside>
          </div>
        )
      }}
    </LearningFrame>
  )
}

export default function AssessmentPage() {
  return (
    <RequireAuth>
      <AssessmentContent />
    </RequireAuth>
  )
}
