import { dateFormatter } from '#core/format/format.ts'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { paths } from '#core/paths.ts'
import { certificatePdfPath, type Quiz, type QuizResult } from '#features/courses/learning.api.ts'

export const timeFormatter = dateFormatter({ hour: '2-digit', minute: '2-digit' })

export function CertificateLinks({ code }: { code: string }) {
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

/** The mark, part by part, and the quiz corrected question by question. */
export function ResultPanel({ result, quiz, upload }: { result: QuizResult; quiz: Quiz; upload: string | null }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [result])
  // A pass with performed parts is certified once a teacher has heard them.
  const awaitsTeacher = result.passed && !result.certificateCode && result.review !== null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="quiz-result"
      className={`rounded-2xl p-6 outline-none ${result.passed ? 'bg-forest/10' : 'bg-terracotta/10'}`}
    >
      <p className="font-display text-2xl font-bold">
        {result.passed
          ? awaitsTeacher
            ? `Réussi sous réserve de validation : ${result.score} %`
            : `Réussi ! Votre score : ${result.score} %`
          : `Votre score : ${result.score} %`}
      </p>
      <Breakdown result={result} />
      {upload ? (
        <p className="mt-2 text-sm" data-testid="recording-upload">
          {upload}
        </p>
      ) : null}
      <p className="mt-1">
        Quiz : {result.points} point{result.points > 1 ? 's' : ''} sur {result.totalPoints} —{' '}
        {!result.passed
          ? `il faut ${result.passingScore} % pour réussir. Revoyez les leçons des questions manquées.`
          : awaitsTeacher
            ? `le seuil de réussite est ${result.passingScore} %. Votre évaluation est en attente de validation : un professeur écoute vos enregistrements, puis votre certificat est délivré.`
            : `le seuil de réussite est ${result.passingScore} %. Votre certificat est prêt.`}
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
