import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { errorMessage } from '#core/http/error-message.ts'
import { formatDate } from '#core/format/format.ts'
import { useLearning } from '#features/learning/components/use-learning.ts'
import {
  certificatePdfPath,
  fetchQuiz,
  submitQuiz,
  uploadRecording,
  type Quiz,
  type QuizResult,
} from '#features/learning/learning.api.ts'
import type { PartTake } from '#features/learning/practice/assessment-parts.tsx'
import { Spinner } from '#core/ui/spinner.tsx'
import { PlayButton } from '#core/player/play-button.tsx'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import { paths } from '#core/paths.ts'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { LearningFrame, useLevelParams } from './learning-frame.tsx'

/** The performed parts (score, keyboard, microphone): loaded only for a level that has some. */
const AssessmentParts = lazy(() => import('#features/learning/practice/assessment-parts.tsx'))

const CONSENT_LABEL = 'J’accepte que mon enregistrement soit conservé pour mon professeur'

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

const KIND_WORD = { sing: 'chant', play: 'jeu', rhythm: 'rythme' } as Record<string, string>

/** The final mark, part by part: « jeu 92/100 × 50 % », « quiz 80/100 × 25 % ». */
function Breakdown({ result }: { result: QuizResult }) {
  const { parts, quiz } = result.breakdown
  if (parts.length === 0) return null
  return (
    <table className="mt-4 w-full text-left text-sm" data-testid="assessment-breakdown">
      <caption className="sr-only">Détail de la note finale</caption>
      <thead>
        <tr>
          <th scope="col">Partie</th>
          <th scope="col">Note</th>
          <th scope="col">Part</th>
          <th scope="col">Points</th>
        </tr>
      </thead>
      <tbody>
        {parts.map(part => (
          <tr key={part.id}>
            <th scope="row" className="font-normal">
              {KIND_WORD[part.kind] ?? part.kind} — {part.title}
              {part.performed ? '' : ' (non jouée)'}
            </th>
            <td>{part.score}/100</td>
            <td>× {part.weight} %</td>
            <td>{((part.score * part.weight) / 100).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="font-normal">
            quiz
          </th>
          <td>{quiz.score}/100</td>
          <td>× {quiz.weight} %</td>
          <td>{((quiz.score * quiz.weight) / 100).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row">Note finale</th>
          <td colSpan={3}>{result.score} %</td>
        </tr>
      </tfoot>
    </table>
  )
}

function ResultPanel({ result, quiz, upload }: { result: QuizResult; quiz: Quiz; upload: string | null }) {
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
      <Breakdown result={result} />
      {upload ? (
        <p className="mt-2 text-sm" data-testid="recording-upload">
          {upload}
        </p>
      ) : null}
      <p className="mt-1">
        Quiz : {result.points} point{result.points > 1 ? 's' : ''} sur {result.totalPoints} —{' '}
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

function QuizForm({
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
    submitQuiz(quiz.disciplineId, quiz.levelId, { answers, performance, keepRecording }).then(
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

function AssessmentContent() {
  const { disciplineId, courseId } = useLevelParams()
  const [loaded, setData] = useLearning(`${disciplineId}/${courseId}`, () => fetchQuiz(disciplineId, courseId))
  const [result, setResult] = useState<QuizResult | null>(null)
  const [takes, setTakes] = useState<Record<string, PartTake>>({})
  const [keepRecording, setKeepRecording] = useState(false)
  const [upload, setUpload] = useState<string | null>(null)
  const quiz = loaded.state === 'ready' ? loaded.data : null

  function handleTake(part: string, take: PartTake | null) {
    setTakes(current => {
      const { [part]: _previous, ...rest } = current
      return take ? { ...rest, [part]: take } : rest
    })
  }

  async function sendRecordings(attemptId: string) {
    const recorded = Object.entries(takes).filter(([, take]) => take.recording)
    if (!keepRecording || recorded.length === 0) return
    setUpload('Envoi de votre enregistrement à votre professeur…')
    try {
      for (const [part, take] of recorded) await uploadRecording(attemptId, part, take.recording!)
      setUpload(
        recorded.length > 1
          ? 'Vos enregistrements sont conservés pour votre professeur.'
          : 'Votre enregistrement est conservé pour votre professeur.',
      )
    } catch (failure) {
      setUpload(`L’enregistrement n’a pas pu être envoyé : ${errorMessage(failure)} Votre note, elle, est enregistrée.`)
    }
  }

  function handleResult(answer: QuizResult) {
    setResult(answer)
    void sendRecordings(answer.attemptId)
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
            <div className="min-w-0 space-y-6 lg:col-span-2">
              <p className="max-w-prose">{data.passingCriteria}</p>
              {data.performance.length > 0 ? (
                <p className="max-w-prose">
                  L’évaluation en ligne compte{' '}
                  {data.performance.map(part => `« ${part.title} » pour ${part.weight} %`).join(', ')} et le quiz pour{' '}
                  {data.quizWeight} %. Jouez ou chantez chaque partie ci-dessous (vous pouvez recommencer avant de
                  valider), puis répondez au quiz.
                </p>
              ) : null}
              <p className="max-w-prose">
                Quiz : {data.questions.length} questions, {data.totalPoints} points. Le niveau est validé à partir de{' '}
                <strong>{data.passingScore} %</strong> de la note finale. Certaines questions se répondent à l’écoute :
                touchez le bouton de lecture. Une question à plusieurs réponses n’est juste que si toutes les bonnes
                réponses, et elles seules, sont cochées.
              </p>
              {result ? <ResultPanel result={result} quiz={data} upload={upload} /> : null}
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
              {canTry && data.performance.length > 0 ? (
                <section aria-labelledby="performance-title" className="space-y-4">
                  <h2 id="performance-title" className="font-display text-xl font-bold">
                    Partie jouée
                  </h2>
                  <label className="flex items-start gap-3">
                    <input
                      type="checkbox"
                      className="mt-1 size-4 accent-indigo"
                      checked={keepRecording}
                      onChange={event => setKeepRecording(event.currentTarget.checked)}
                    />
                    <span>
                      {CONSENT_LABEL}
                      <span className="block text-sm text-ink/75">
                        Facultatif. Sans votre accord, rien n’est enregistré ni envoyé : seules les mesures (hauteurs,
                        notes, instants) servent à la note. Avec votre accord, le micro est enregistré pendant chaque
                        partie ; seuls vous, vos professeurs et l’équipe de l’académie peuvent l’écouter.
                      </span>
                    </span>
                  </label>
                  <Suspense fallback={<Spinner label="Chargement de la partie jouée…" />}>
                    <AssessmentParts
                      parts={data.performance}
                      keepRecording={keepRecording}
                      takes={takes}
                      onTake={handleTake}
                    />
                  </Suspense>
                </section>
              ) : null}
              {canTry ? (
                <QuizForm quiz={data} takes={takes} keepRecording={keepRecording} onResult={handleResult} />
              ) : null}
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
