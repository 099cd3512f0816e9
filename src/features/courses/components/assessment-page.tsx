import { lazy, Suspense, useState } from 'react'
import { formatDate } from '#core/format/format.ts'
import { errorMessage } from '#core/http/error-message.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import { Link } from 'react-router'
import { paths } from '#core/paths.ts'
import { fetchQuiz, type Quiz, type QuizResult, uploadRecording } from '#features/courses/learning.api.ts'
import type { PartTake } from '#features/courses/practice/assessment-parts.tsx'
import { CertificateLinks, ResultPanel, timeFormatter } from './assessment-result.tsx'
import { LearningFrame, useLevelParams } from './learning-frame.tsx'
import { QuizForm } from './quiz-form.tsx'
import { useLearning } from './use-learning.ts'

/** The performed parts (score, keyboard, microphone): loaded only for a level that has some. */
const AssessmentParts = lazy(() => import('#features/courses/practice/assessment-parts.tsx'))

const REVIEW_LABEL: Record<string, string> = {
  recordings: 'enregistrements manquants',
  pending: 'en attente de validation',
  validated: 'validée par un professeur',
  refused: 'refusée par le professeur',
  abandoned: 'enregistrements manquants',
}

/** What the student still has to do, or what the teacher decided, about the latest passing attempt. */
function ReviewNotice({ review }: { review: NonNullable<Quiz['review']> }) {
  if (review.status === 'pending')
    return (
      <p className="rounded-2xl bg-gold/15 p-5 font-semibold" data-testid="review-status">
        Réussie sous réserve : votre évaluation est en attente de validation. Un professeur de la discipline écoute vos
        enregistrements avant de délivrer le certificat
        {review.dueAt
          ? ` (réponse avant le ${formatDate(review.dueAt)} à ${timeFormatter.format(new Date(review.dueAt))})`
          : ''}
        .
      </p>
    )
  if (review.status === 'refused')
    return (
      <div className="rounded-2xl bg-terracotta/10 p-5" data-testid="review-status">
        <p className="font-semibold">Votre professeur n’a pas validé votre dernière évaluation.</p>
        {review.comment ? <p className="mt-1">Son commentaire : « {review.comment} »</p> : null}
        <p className="mt-1">Travaillez ce qu’il signale, puis repassez l’évaluation.</p>
      </div>
    )
  if (review.status === 'recordings')
    return (
      <p className="rounded-2xl bg-terracotta/10 p-5 font-semibold" data-testid="review-status">
        Vos enregistrements ne sont pas tous arrivés : sans eux, un professeur ne peut pas valider votre évaluation.
        Repassez-la quand l’attente est finie.
      </p>
    )
  return null
}

/** A level's assessment, for its students: the performed parts, then the quiz; the attempts so far. */
export function AssessmentPage() {
  const { disciplineId, courseId } = useLevelParams()
  const [loaded, setData] = useLearning(`${disciplineId}/${courseId}`, () => fetchQuiz(disciplineId, courseId))
  const [result, setResult] = useState<QuizResult | null>(null)
  const [takes, setTakes] = useState<Record<string, PartTake>>({})
  const [upload, setUpload] = useState<string | null>(null)
  const quiz = loaded.state === 'ready' ? loaded.data : null

  function handleTake(part: string, take: PartTake | null) {
    setTakes(current => {
      const { [part]: _previous, ...rest } = current
      return take ? { ...rest, [part]: take } : rest
    })
  }

  async function sendRecordings(answer: QuizResult) {
    const recorded = Object.entries(takes).filter(([, take]) => take.recording)
    if (recorded.length === 0) {
      if (answer.review?.status === 'recordings')
        setUpload('Aucun enregistrement n’a pu être fait : un professeur ne peut pas valider cette évaluation.')
      return
    }
    setUpload('Envoi de vos enregistrements…')
    try {
      let review: string | null = answer.review?.status ?? null
      for (const [part, take] of recorded)
        review = (await uploadRecording(answer.attemptId, part, take.recording!)).review
      setUpload(
        review === 'pending'
          ? 'Vos enregistrements sont arrivés : un professeur les écoute avant de délivrer votre certificat (réponse sous 72 h).'
          : review === 'recordings'
            ? 'Une partie jouée n’a pas été enregistrée : un professeur ne peut pas valider cette évaluation.'
            : 'Vos enregistrements sont conservés pour votre professeur.',
      )
      if (review === 'pending' && answer.review)
        setData(current => ({ ...current, review: { ...answer.review!, status: 'pending' } }))
    } catch (failure) {
      setUpload(
        `Un enregistrement n’a pas pu être envoyé : ${errorMessage(failure)} Votre note est gardée, mais un professeur ne peut valider l’évaluation qu’avec tous les enregistrements.`,
      )
    }
  }

  function handleResult(answer: QuizResult) {
    setResult(answer)
    void sendRecordings(answer)
    setData(current => ({
      ...current,
      attempts: answer.attempts,
      nextAttemptAt: answer.nextAttemptAt,
      review: answer.review,
      certificateCode: answer.certificateCode ?? current.certificateCode,
    }))
  }

  return (
    <LearningFrame loaded={loaded} title={quiz} heading="Évaluation" progress={null}>
      {data => {
        const lessonsLeft = data.lessons.missing
        const waiting = data.review?.status === 'pending'
        const canTry = !data.certificateCode && !data.nextAttemptAt && !result && lessonsLeft.length === 0 && !waiting
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
              {!data.certificateCode && !result && lessonsLeft.length > 0 ? (
                <div className="rounded-2xl bg-gold/15 p-5" data-testid="lessons-left">
                  <p className="font-semibold">
                    L’évaluation s’ouvre quand les {data.lessons.total} leçons du niveau sont terminées. Il vous reste{' '}
                    {lessonsLeft.length} leçon{lessonsLeft.length > 1 ? 's' : ''} :
                  </p>
                  <ul className="mt-2 list-disc space-y-1 pl-6">
                    {lessonsLeft.map(lesson => (
                      <li key={lesson.lesson}>
                        <Link to={paths.lesson(data.disciplineId, data.levelId, lesson.lesson)} className="underline">
                          Leçon {lesson.lesson} : {lesson.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {!data.certificateCode && !result && data.review ? <ReviewNotice review={data.review} /> : null}
              {data.certificateCode && !result ? (
                <div className="rounded-2xl bg-forest/10 p-6">
                  <p className="font-display text-2xl font-bold">Vous avez réussi ce niveau.</p>
                  <CertificateLinks code={data.certificateCode} />
                </div>
              ) : null}
              {!data.certificateCode && data.nextAttemptAt && !result && !waiting ? (
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
                  <p className="max-w-prose text-sm" data-testid="recording-notice">
                    Le micro est enregistré pendant chaque partie : un professeur de la discipline écoute vos
                    enregistrements avant de délivrer le certificat (sous 72 h). En envoyant l’évaluation, vous acceptez
                    qu’ils soient conservés ; seuls vous, vos professeurs et l’équipe de l’académie peuvent les écouter.
                  </p>
                  <Suspense fallback={<Spinner label="Chargement de la partie jouée…" />}>
                    <AssessmentParts parts={data.performance} keepRecording takes={takes} onTake={handleTake} />
                  </Suspense>
                </section>
              ) : null}
              {canTry ? (
                <QuizForm
                  quiz={data}
                  takes={takes}
                  keepRecording={data.performance.length > 0}
                  onResult={handleResult}
                />
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
                      {attempt.review && REVIEW_LABEL[attempt.review] ? ` (${REVIEW_LABEL[attempt.review]})` : ''}
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
