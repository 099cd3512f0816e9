import { type FormEvent, useEffect, useState } from 'react'
import { formatDate } from '#core/format/format.ts'
import { errorMessage } from '#core/http/error-message.ts'
import { FormAlert } from '#core/ui/public-form.tsx'
import { Spinner } from '#core/ui/spinner.tsx'
import type { PendingReview, ReviewDecisionBody } from '../learning.api.ts'
import { timeFormatter } from './assessment-result.tsx'

const KIND_WORD: Record<string, string> = { sing: 'chant', play: 'jeu', rhythm: 'rythme' }

type ReviewSource = {
  load: () => Promise<{ reviews: PendingReview[] }>
  decide: (attemptId: string, body: ReviewDecisionBody) => Promise<{ certificateCode: string | null }>
  /** Where this reader hears a recording (the teacher's route, or the learning API for admins). */
  recordingUrl: (recordingId: string) => string
}

/** One pending assessment: the marks, each recording to hear, then validate or refuse with a comment. */
function ReviewCard({
  review,
  source,
  onDone,
}: {
  review: PendingReview
  source: ReviewSource
  onDone: (message: string) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const id = `review-${review.attemptId}`

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const decision = submitter?.value === 'refuse' ? 'refuse' : 'validate'
    const comment = String(new FormData(event.currentTarget).get('comment') ?? '').trim()
    if (decision === 'refuse' && comment.length < 10) {
      setError('Dites à l’élève ce qui manque (10 caractères au moins) : il pourra repasser l’évaluation.')
      return
    }
    setPending(true)
    setError(null)
    source.decide(review.attemptId, { decision, comment }).then(
      outcome =>
        onDone(
          outcome.certificateCode
            ? `Évaluation de ${review.studentName} validée : certificat ${outcome.certificateCode} délivré.`
            : `Évaluation de ${review.studentName} refusée : l’élève a reçu votre commentaire.`,
        ),
      (failure: unknown) => {
        setError(errorMessage(failure))
        setPending(false)
      },
    )
  }

  return (
    <li className="card space-y-3 p-5" data-testid={id}>
      <h3 className="font-display text-lg font-bold">
        {review.studentName} — {review.disciplineName} {review.levelName}
      </h3>
      <p className="text-sm">
        Note calculée : <strong>{review.score} %</strong> (réussite à {review.passingScore} %), envoyée le{' '}
        {formatDate(review.submittedAt)} à {timeFormatter.format(new Date(review.submittedAt))}
        {review.dueAt
          ? ` ; à valider avant le ${formatDate(review.dueAt)} à ${timeFormatter.format(new Date(review.dueAt))}.`
          : '.'}
      </p>
      <ul className="space-y-3">
        {review.parts.map(part => {
          const recording = review.recordings.find(item => item.part === part.id)
          return (
            <li key={part.id}>
              <p className="text-sm font-semibold">
                {KIND_WORD[part.kind] ?? part.kind} — {part.title} :{' '}
                {part.performed ? `${part.score}/100` : 'non jouée'} × {part.weight} %
                {recording?.serverScore != null ? ` ; réécouté par le serveur : ${recording.serverScore}/100` : ''}
              </p>
              {recording?.serverScore != null && part.score - recording.serverScore >= 25 ? (
                <p className="text-sm font-semibold text-terracotta">
                  L’enregistrement donne bien moins que les mesures du navigateur : écoutez-le attentivement.
                </p>
              ) : null}
              {recording ? (
                // biome-ignore lint/a11y/useMediaCaption: a student's own performance has no words to caption
                <audio
                  controls
                  preload="none"
                  className="mt-1 w-full"
                  src={source.recordingUrl(recording.id)}
                  aria-label={`Enregistrement de ${review.studentName} : ${part.title}`}
                />
              ) : null}
            </li>
          )
        })}
        <li className="text-sm font-semibold">
          quiz : {review.quiz.score}/100 × {review.quiz.weight} %
        </li>
      </ul>
      <form noValidate onSubmit={handleSubmit} className="space-y-2">
        <label htmlFor={`${id}-comment`} className="block text-sm font-semibold">
          Commentaire pour l’élève (obligatoire pour refuser)
        </label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={3}
          maxLength={1000}
          className="input w-full"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-semibold text-terracotta">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="decision" value="validate" className="button-primary" aria-disabled={pending}>
            Valider et délivrer le certificat
          </button>
          <button type="submit" name="decision" value="refuse" className="button-secondary" aria-disabled={pending}>
            Refuser
          </button>
        </div>
      </form>
    </li>
  )
}

/**
 * The performed assessments waiting for a teacher: the teacher area lists those of the teacher's
 * disciplines, the admin area all of them. Each certificate waits for this decision.
 */
export function AssessmentReviews({ source }: { source: ReviewSource }) {
  const [list, setList] = useState<
    { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; reviews: PendingReview[] }
  >({ state: 'loading' })
  const [notice, setNotice] = useState<string | null>(null)

  useEffect(() => {
    let active = true
    source.load().then(
      answer => active && setList({ state: 'ready', reviews: answer.reviews }),
      (error: unknown) => active && setList({ state: 'failed', message: errorMessage(error) }),
    )
    return () => {
      active = false
    }
  }, [source])

  function handleDone(attemptId: string, message: string) {
    setNotice(message)
    setList(current =>
      current.state === 'ready'
        ? { state: 'ready', reviews: current.reviews.filter(review => review.attemptId !== attemptId) }
        : current,
    )
  }

  return (
    <section aria-labelledby="reviews-title" className="space-y-4" data-testid="assessment-reviews">
      <h2 id="reviews-title" className="heading-2">
        Évaluations à valider
      </h2>
      <p className="max-w-prose text-sm">
        Écoutez les parties jouées ou chantées : le certificat n’est délivré qu’après votre validation. Un refus
        explique à l’élève ce qui manque ; il pourra repasser l’évaluation.
      </p>
      {notice ? (
        <p role="status" className="font-semibold text-forest">
          {notice}
        </p>
      ) : null}
      {list.state === 'loading' ? <Spinner /> : null}
      {list.state === 'failed' ? <FormAlert message={list.message} /> : null}
      {list.state === 'ready' && list.reviews.length === 0 ? <p>Aucune évaluation n’attend de validation.</p> : null}
      {list.state === 'ready' && list.reviews.length > 0 ? (
        <ul className="space-y-4">
          {list.reviews.map(review => (
            <ReviewCard
              key={review.attemptId}
              review={review}
              source={source}
              onDone={message => handleDone(review.attemptId, message)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  )
}
