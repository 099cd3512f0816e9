import { type ComponentType, useEffect, useRef, useState } from 'react'
import type { ExerciseBlock } from '#lib/music/lesson-blocks.ts'
import { DrillOutcome, DrillPractice } from './drill-practice.tsx'
import type { PerformerProps } from './performer.tsx'
import { PlayOutcome, PlayPractice } from './play-practice.tsx'
import { PRACTICE_MESSAGES } from './practice-messages.ts'
import { RhythmOutcome, RhythmPractice } from './rhythm-practice.tsx'
import { type PracticeTry, scorePractice } from './scoring.ts'
import { SingOutcome, SingPractice } from './sing-practice.tsx'

export type PracticeOutcome = {
  score: number
  passMark: number
  passed: boolean
  detail: unknown
  saved: boolean
  /** Scored on this device while offline; sent to the server when the connection is back. */
  queued?: boolean
  /** One hand of a two-hand score: scored here for practice, never sent (only hands together pass). */
  oneHand?: boolean
  /** A step of the tempo ladder other than the written tempo: scored here for practice, never sent. */
  tempo?: number
}

/** The tempo ladder, in % of the written tempo: slower to learn, faster for ease; only 100 % is saved. */
export const TEMPO_LADDER = [60, 80, 100, 110] as const
export type PracticeBestView = { bestScore: number; passed: boolean; attempts: number } | null

type Practice = ExerciseBlock['practice']

/** Each mode's icon and the detail of its result; the modes themselves are in their own files. */
const MODES: Record<Practice['kind'], { icon: string; Outcome: ComponentType<{ detail: unknown }> }> = {
  sing: { icon: '🎤', Outcome: SingOutcome },
  play: { icon: '🎹', Outcome: PlayOutcome },
  rhythm: { icon: '🥁', Outcome: RhythmOutcome },
  drill: { icon: '🎯', Outcome: DrillOutcome },
}

/** The way to practise an exercise or an assessment's part, by its kind; `onStage` follows a performed try. */
export function PracticeMode({
  practice,
  onDone,
  busy,
  onStage,
  handChoice = true,
  tempo = 100,
}: {
  practice: Practice
  onDone: (attempt: PracticeTry) => void
  busy: boolean
  onStage?: PerformerProps['onStage']
  tempo?: number
  /** On a two-hand score, let the student play one hand alone (an assessment asks for both). */
  handChoice?: boolean
}) {
  switch (practice.kind) {
    case 'sing':
      return <SingPractice abc={practice.abc} onDone={onDone} busy={busy} onStage={onStage} />
    case 'play':
      return (
        <PlayPractice
          abc={practice.abc}
          onDone={onDone}
          busy={busy}
          onStage={onStage}
          handChoice={handChoice}
          tempo={tempo}
        />
      )
    case 'rhythm':
      return <RhythmPractice abc={practice.abc} onDone={onDone} busy={busy} onStage={onStage} tempo={tempo} />
    case 'drill':
      return <DrillPractice kind={practice.drill} count={practice.questions} onDone={onDone} busy={busy} />
  }
}

/** One practice exercise: its instructions, the way to practise, the last result and the best. */
export function PracticeExercise({
  block,
  best,
  submit,
}: {
  block: ExerciseBlock
  best: PracticeBestView
  /**
   * Sends a try to be scored and saved (null in a trial lesson: scored here, not saved). Answers null
   * when the try was queued offline: it is then scored here and sent later.
   */
  submit: ((attempt: PracticeTry) => Promise<PracticeOutcome | null>) | null
}) {
  const [outcome, setOutcome] = useState<PracticeOutcome | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const resultRef = useRef<HTMLDivElement>(null)
  // The result takes the focus after the commit that shows it (a frame callback could run before React renders on a busy phone).
  useEffect(() => {
    if (outcome) resultRef.current?.focus()
  }, [outcome])
  const id = `exercise-${block.id}`
  const mode = MODES[block.practice.kind]
  const laddered = block.practice.kind === 'play' || block.practice.kind === 'rhythm'
  const [tempo, setTempo] = useState<number>(100)

  async function finish(attempt: PracticeTry) {
    setPending(true)
    setError(null)
    try {
      // One hand of a two-hand score, or another tempo than the written one, is practice: scored here,
      // never sent (only hands together at tempo pass).
      const oneHand = attempt.kind === 'play' && attempt.hands !== undefined && attempt.hands !== 'both'
      const offTempo = attempt.kind !== 'sing' && attempt.kind !== 'drill' && (attempt.tempo ?? 100) !== 100
      const answer = submit && !oneHand && !offTempo ? await submit(attempt) : null
      if (answer) setOutcome(answer)
      else {
        const result = scorePractice(block.practice, attempt)
        if (result) {
          setOutcome({
            score: result.score,
            passMark: block.passMark,
            passed: result.counts && result.score >= block.passMark,
            detail: result.detail,
            saved: false,
            queued: submit !== null && result.counts,
            oneHand,
            ...(offTempo ? { tempo } : {}),
          })
          // A step of the ladder passed below the written tempo: the next step is chosen.
          const next = TEMPO_LADDER.find(step => step > tempo)
          if (offTempo && tempo < 100 && result.score >= block.passMark && next) setTempo(next)
        }
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Le résultat n’a pas pu être enregistré.')
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card p-5" data-testid={id}>
      <h2 id={`${id}-title`} className="font-display text-xl font-bold">
        <span aria-hidden="true">{mode.icon} </span>
        {block.title}
      </h2>
      <p className="mt-2 leading-relaxed">{block.instructions}</p>
      <p className="mt-2 text-sm">
        Seuil de réussite : <strong>{block.passMark} / 100</strong>
        {best ? (
          <>
            {' '}
            — meilleur résultat : <strong>{best.bestScore} / 100</strong>
            {best.passed ? <span className="font-semibold text-forest"> ✓ réussi</span> : null} ({best.attempts} essai
            {best.attempts > 1 ? 's' : ''})
          </>
        ) : null}
      </p>
      {laddered ? (
        <fieldset className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <legend className="float-left mr-2 font-semibold">Tempo</legend>
          {TEMPO_LADDER.map(step => (
            <label key={step} className="flex items-center gap-1">
              <input
                type="radio"
                name={`${id}-tempo`}
                value={step}
                checked={tempo === step}
                disabled={pending}
                onChange={() => setTempo(step)}
              />
              {step} %{step === 100 ? ' (enregistré)' : ''}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="mt-4">
        <PracticeMode practice={block.practice} onDone={finish} busy={pending} tempo={laddered ? tempo : 100} />
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-terracotta">
          {error}
        </p>
      ) : null}
      {outcome ? (
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          data-testid="practice-result"
          className={`mt-4 rounded-xl p-4 outline-none ${outcome.passed ? 'bg-forest/10' : 'bg-terracotta/10'}`}
        >
          <p className="font-display text-lg font-bold">
            {outcome.oneHand || outcome.tempo
              ? `Entraînement${outcome.tempo ? ` à ${outcome.tempo} %` : ''}`
              : outcome.passed
                ? 'Réussi'
                : 'Pas encore'}{' '}
            : {outcome.score} / 100
            <span className="font-sans text-sm font-normal"> (seuil {outcome.passMark})</span>
          </p>
          <mode.Outcome detail={outcome.detail} />
          {!outcome.saved ? (
            <p className="mt-2 text-sm">
              {outcome.oneHand
                ? PRACTICE_MESSAGES.oneHand
                : outcome.tempo
                  ? tempoMessage(outcome.tempo, outcome.score >= outcome.passMark)
                  : outcome.queued
                    ? PRACTICE_MESSAGES.queued
                    : PRACTICE_MESSAGES.trial}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

/** What a try on the tempo ladder means: practice, and the next step when it passed below the written tempo. */
export function tempoMessage(tempo: number, passed: boolean): string {
  const next = TEMPO_LADDER.find(step => step > tempo)
  const advice =
    tempo < 100 ? (passed ? ` Seuil atteint : passez à ${next} %.` : ' Reprenez à ce tempo jusqu’au seuil.') : ''
  return `À ${tempo} % du tempo, ce résultat sert à vous entraîner et n’est pas enregistré ; seul le tempo écrit (100 %) valide l’exercice.${advice}`
}
