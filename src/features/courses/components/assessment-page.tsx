import { lazy, Suspense, useState } from 'react'
import { formatDate } from '#core/format/format.ts'
import { errorMessage } from '#core/http/error-message.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import { fetchQuiz, type QuizResult, uploadRecording } from '#features/courses/learning.api.ts'
import type { PartTake } from '#features/courses/practice/assessment-parts.tsx'
import { CertificateLinks, ResultPanel, timeFormatter } from './assessment-result.tsx'
import { LearningFrame, useLevelParams } from './learning-frame.tsx'
import { QuizForm } from './quiz-form.tsx'
import { useLearning } from './use-learning.ts'

/** The performed parts (score, keyboard, microphone): loaded only for a level that has some. */
const AssessmentParts = lazy(() => import('#features/courses/practice/assessment-parts.tsx'))

const CONSENT_LABEL = 'J’accepte que mon enregistrement soit conservé pour mon professeur'

/** A level's assessment, for its students: the performed parts, then the quiz; the attempts so far. */
export function AssessmentPage() {
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
