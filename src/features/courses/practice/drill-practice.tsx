import { useState } from 'react'
import type { DrillKind } from '#lib/music/lesson-blocks.ts'
import { ScoreView } from './score-view.tsx'
import { type DrillQuestion, drawDrill, type PracticeTry } from './scoring.ts'
import { audioContext, playTone } from './synth.ts'

/** Ear training and note reading: a series of questions drawn at random (intervals, chords, notes on the staff). */
export function DrillPractice({
  kind,
  count,
  onDone,
  busy,
}: {
  kind: DrillKind
  count: number
  onDone: (attempt: PracticeTry) => void
  busy: boolean
}) {
  const [round, setRound] = useState<{ seed: number; questions: DrillQuestion[]; answers: number[] } | null>(null)
  const index = round?.answers.length ?? 0
  const question = round?.questions[index]
  const right = round
    ? round.answers.filter((answer, position) => answer === round.questions[position]!.answer).length
    : 0
  const lastAnswer =
    round && index > 0 ? { question: round.questions[index - 1]!, answer: round.answers[index - 1]! } : null

  function hear(item: DrillQuestion) {
    const context = audioContext()
    const start = context.currentTime + 0.05
    item.midi.forEach((midi, position) =>
      playTone(context, midi, item.together ? start : start + position * 0.7, item.together ? 1.4 : 0.65),
    )
  }

  function begin() {
    if (busy) return
    const seed = crypto.getRandomValues(new Uint32Array(1))[0]!
    const questions = drawDrill(kind, count, seed)
    setRound({ seed, questions, answers: [] })
    if (questions[0] && kind !== 'treble' && kind !== 'bass') hear(questions[0])
  }

  function answer(choice: number) {
    if (!round || !question) return
    const answers = [...round.answers, choice]
    setRound({ ...round, answers })
    const following = round.questions[answers.length]
    if (following && kind !== 'treble' && kind !== 'bass') window.setTimeout(() => hear(following), 700)
    if (answers.length === round.questions.length) onDone({ kind: 'drill', seed: round.seed, answers })
  }

  return (
    <div>
      {!round || !question ? (
        <button type="button" className="button-primary" onClick={begin} aria-disabled={busy}>
          {round ? 'Nouvelle série' : 'Commencer la série'}
        </button>
      ) : (
        <div>
          <p className="text-sm font-semibold">
            Question {index + 1} sur {round.questions.length}
          </p>
          <p className="mt-1 text-lg">{question.prompt}</p>
          {question.abc ? (
            <div className="max-w-48">
              <ScoreView key={`${round.seed}-${index}`} abc={question.abc} title="La note" controls={false} />
            </div>
          ) : (
            <button type="button" className="button-secondary mt-2" onClick={() => hear(question)}>
              Réécouter
            </button>
          )}
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {question.choices.map((choice, position) => (
              <button key={choice} type="button" className="button-secondary" onClick={() => answer(position)}>
                {choice}
              </button>
            ))}
          </div>
        </div>
      )}
      {round ? (
        <p className="mt-3 text-sm" aria-live="polite" data-testid="drill-score">
          {lastAnswer
            ? lastAnswer.answer === lastAnswer.question.answer
              ? 'Juste ! '
              : `Non : c’était « ${lastAnswer.question.choices[lastAnswer.question.answer]} ». `
            : ''}
          Score : {right} / {index}
        </p>
      ) : null}
    </div>
  )
}

/** How many answers were right. */
export function DrillOutcome({ detail }: { detail: unknown }) {
  const { right, total } = detail as { right: number; total: number }
  return (
    <p className="mt-2 text-sm">
      {right} bonne{right > 1 ? 's' : ''} réponse{right > 1 ? 's' : ''} sur {total}
    </p>
  )
}
