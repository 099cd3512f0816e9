import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '#core/paths.ts'
import { errorMessage } from '#core/http/error-message.ts'
import { Spinner } from '#core/ui/spinner.tsx'
import {
  type DrillItemView,
  type DrillResult,
  fetchLevelPracticeProgress,
  fetchNextDrill,
  type SessionStep,
  sendDrillAnswer,
  startSession,
} from '../drills.api.ts'
import { SESSION_CHOICES } from '../drills/session-lengths.ts'
import type { DrillAnswer } from '../drills/drill-grading.ts'
import { drillProfileOf } from '../drills/drill-profiles.ts'
import { fetchOverview } from '../learning.api.ts'
import { PracticeMode } from '../practice/practice-exercise.tsx'
import { formatMinutes, PracticeProgressView } from './practice-progress.tsx'
import { useLearning } from './use-learning.ts'

const KIND_NAMES: Record<string, string> = {
  scale: 'Gammes',
  arpeggio: 'Arpèges',
  reading: 'Lecture à vue',
  rhythm: 'Rythmes',
  interval: 'Intervalles',
  chord: 'Accords',
  chart: 'Grilles d’accords',
}

const REASONS: Record<string, string> = {
  review: 'À revoir',
  'warm-up': 'Échauffement',
  new: 'Nouveau',
  practice: 'Entraînement',
}

/** One drill item: its score or its clip, the way to answer, then the server's grade. */
function DrillItemCard({
  item,
  reason,
  onGraded,
}: {
  item: DrillItemView
  reason: string
  onGraded: (result: DrillResult) => void
}) {
  const [result, setResult] = useState<DrillResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const resultRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // A new item takes the focus, so a screen reader starts from its title.
  useEffect(() => headingRef.current?.focus(), [item.id])
  // The grade takes the focus once it is on screen (a frame callback could run before React renders it).
  useEffect(() => {
    if (result) resultRef.current?.focus()
  }, [result])

  async function submit(answer: DrillAnswer) {
    if (pending || result) return
    setPending(true)
    setError(null)
    try {
      const graded = await sendDrillAnswer(item.id, answer)
      setResult(graded)
      onGraded(graded)
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-labelledby={`drill-${item.id}`} className="card p-5" data-testid="drill-item">
      <p className="text-xs font-semibold uppercase text-indigo">
        {REASONS[reason] ?? reason} · {KIND_NAMES[item.kind] ?? item.kind}
      </p>
      <h2
        id={`drill-${item.id}`}
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-xl font-bold outline-none"
      >
        {item.title}
      </h2>
      <p className="mt-2 leading-relaxed">{item.instructions}</p>
      {item.fingering ? <p className="mt-2 text-sm font-semibold">Doigté — {item.fingering}</p> : null}
      <div className="mt-4">
        {item.answer === 'choice' ? (
          <fieldset>
            <legend className="sr-only">{item.title} : votre réponse</legend>
            {item.audioUrl ? (
              // biome-ignore lint/a11y/useMediaCaption: a musical extract without words
              <audio controls preload="none" src={item.audioUrl} className="w-full max-w-sm" />
            ) : null}
            <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {item.choices?.map((choice, index) => (
                <button
                  key={choice}
                  type="button"
                  className="button-secondary"
                  aria-disabled={pending || result !== null}
                  onClick={() => void submit({ kind: 'choice', choice: index })}
                >
                  {choice}
                </button>
              ))}
            </div>
          </fieldset>
        ) : (
          <PracticeMode
            practice={{ kind: item.answer, abc: item.abc ?? '' }}
            onDone={attempt => void submit(attempt as DrillAnswer)}
            busy={pending || result !== null}
          />
        )}
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-terracotta">
          {error}
        </p>
      ) : null}
      {result ? (
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          data-testid="drill-result"
          className={`mt-4 rounded-xl p-4 outline-none ${result.passed ? 'bg-forest/10' : 'bg-terracotta/10'}`}
        >
          <p className="font-display text-lg font-bold">
            {result.passed ? 'Réussi' : 'Pas encore'} : {result.score} / 100
          </p>
          {result.correct && !result.passed ? <p className="mt-1">La bonne réponse : « {result.correct} ».</p> : null}
          {!result.passed ? <p className="mt-1 text-sm">Cet exercice reviendra bientôt dans vos séances.</p> : null}
        </div>
      ) : null}
    </section>
  )
}

type Level = { disciplineId: string; levelId: string; label: string }

/** The session in progress: one step at a time, the time left, a summary at the end. */
function SessionRunner({
  level,
  steps,
  onEnd,
}: {
  level: Level
  steps: SessionStep[]
  onEnd: (results: DrillResult[]) => void
}) {
  const [index, setIndex] = useState(0)
  const [results, setResults] = useState<DrillResult[]>([])
  const [answered, setAnswered] = useState(false)
  const step = steps[index]
  const secondsOf = (item: SessionStep) => (item.type === 'lesson' ? item.seconds : item.item.seconds)
  const left = steps.slice(index).reduce((sum, item) => sum + secondsOf(item), 0)
  function advance() {
    setAnswered(false)
    if (index + 1 >= steps.length) onEnd(results)
    else setIndex(index + 1)
  }
  if (!step) return null
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold" aria-live="polite">
        Étape {index + 1} sur {steps.length} · environ {formatMinutes(Math.max(1, Math.round(left / 60)))} restantes
      </p>
      {step.type === 'lesson' ? (
        <section className="card p-5" aria-labelledby="session-lesson">
          <h2 id="session-lesson" className="font-display text-xl font-bold">
            Leçon {step.lesson} : {step.title}
          </h2>
          <p className="mt-2">
            Environ {formatMinutes(Math.round(step.seconds / 60))} sur les exercices de la leçon en cours, puis revenez
            ici pour la suite de la séance.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={paths.lesson(level.disciplineId, level.levelId, step.lesson)} className="button-primary">
              Ouvrir la leçon {step.lesson}
            </Link>
            <button type="button" className="button-secondary" onClick={advance}>
              Continuer la séance
            </button>
          </div>
        </section>
      ) : (
        <>
          <DrillItemCard
            key={step.item.id}
            item={step.item}
            reason={step.reason}
            onGraded={result => {
              setResults(current => [...current, result])
              setAnswered(true)
            }}
          />
          <button type="button" className={answered ? 'button-primary' : 'button-secondary'} onClick={advance}>
            {index + 1 >= steps.length ? 'Terminer la séance' : answered ? 'Exercice suivant' : 'Passer cet exercice'}
          </button>
        </>
      )}
    </div>
  )
}

/** Endless drills: one item after another, of the kind chosen. */
function EndlessDrills({ level, kinds }: { level: Level; kinds: string[] }) {
  const [kind, setKind] = useState('')
  const [current, setCurrent] = useState<{ reason: string; item: DrillItemView } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  async function more() {
    if (pending) return
    setPending(true)
    setError(null)
    try {
      setCurrent(await fetchNextDrill(level.disciplineId, level.levelId, kind || undefined))
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setPending(false)
    }
  }
  return (
    <section aria-labelledby="endless-title" className="space-y-4">
      <h2 id="endless-title" className="heading-2">
        Exercices à volonté
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={event => {
          event.preventDefault()
          void more()
        }}
      >
        <label className="block">
          <span className="block text-sm font-semibold">Type d’exercice</span>
          <select className="input" value={kind} onChange={event => setKind(event.target.value)}>
            <option value="">Au choix de l’académie</option>
            {kinds.map(value => (
              <option key={value} value={value}>
                {KIND_NAMES[value] ?? value}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button-secondary" aria-disabled={pending}>
          {current ? 'Un autre exercice' : 'Un exercice'}
        </button>
      </form>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-terracotta">
          {error}
        </p>
      ) : null}
      {current ? (
        <DrillItemCard key={current.item.id} item={current.item} reason={current.reason} onGraded={() => undefined} />
      ) : null}
    </section>
  )
}

/**
 * « Ma séance du jour » (/profil/seance?niveau=piano/debutant): the student picks a level and a length,
 * the server assembles the session (what was missed first), and the student works through it.
 */
export function PracticeSessionPage() {
  const [params, setParams] = useSearchParams()
  const [overview] = useLearning('overview', fetchOverview)
  const [minutes, setMinutes] = useState<(typeof SESSION_CHOICES)[number]>(10)
  const [session, setSession] = useState<{ level: Level; steps: SessionStep[] } | null>(null)
  const [summary, setSummary] = useState<DrillResult[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const levels: Level[] =
    overview.state === 'ready'
      ? overview.data.disciplines.flatMap(discipline =>
          discipline.levels
            .filter(level => level.isOpen)
            .map(level => ({
              disciplineId: discipline.id,
              levelId: level.id,
              label: `${discipline.name} — ${level.levelName}`,
            })),
        )
      : []
  const resume = overview.state === 'ready' ? overview.data.resume : null
  const wanted = params.get('niveau') ?? (resume ? `${resume.disciplineId}/${resume.levelId}` : '')
  const level = levels.find(item => `${item.disciplineId}/${item.levelId}` === wanted) ?? levels[0] ?? null
  const [progress] = useLearning(
    `${level?.disciplineId}/${level?.levelId}/${summary ? 'after' : 'before'}`,
    () => fetchLevelPracticeProgress(level!.disciplineId, level!.levelId),
    level !== null,
  )

  async function begin() {
    if (!level || pending) return
    setPending(true)
    setError(null)
    try {
      const started = await startSession(level.disciplineId, level.levelId, minutes)
      setSummary(null)
      setSession({ level, steps: started.steps })
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setPending(false)
    }
  }

  return (
    <section className="container-page max-w-3xl space-y-8 py-10">
      <div>
        <p className="text-sm">
          <Link to={paths.profile()} className="font-semibold text-indigo underline">
            Mon profil
          </Link>{' '}
          / Ma séance du jour
        </p>
        <h1 className="heading-1 mt-2">Ma séance du jour</h1>
        <p className="mt-2 max-w-prose">
          Des exercices sans fin, faits pour votre niveau : ce que vous avez manqué revient en premier, puis la leçon en
          cours et de nouveaux exercices, dans le temps que vous avez.
        </p>
      </div>
      {overview.state === 'loading' ? <Spinner label="Chargement de vos niveaux..." /> : null}
      {overview.state === 'error' || overview.state === 'locked' ? (
        <p role="alert" className="font-semibold text-terracotta">
          {overview.message}
        </p>
      ) : null}
      {overview.state === 'ready' && !level ? (
        <p>
          Aucun niveau ne vous est ouvert : les formules de l’académie ouvrent les niveaux de chaque discipline.{' '}
          <Link to={`${paths.academy()}#academy-formulas`} className="font-semibold text-indigo underline">
            Voir les formules
          </Link>
        </p>
      ) : null}
      {level && !session ? (
        <form
          className="card space-y-4 p-5"
          onSubmit={event => {
            event.preventDefault()
            void begin()
          }}
        >
          {levels.length > 1 ? (
            <label className="block">
              <span className="block font-semibold">Niveau</span>
              <select
                className="input"
                value={`${level.disciplineId}/${level.levelId}`}
                onChange={event => setParams({ niveau: event.target.value }, { replace: true })}
              >
                {levels.map(item => (
                  <option key={`${item.disciplineId}/${item.levelId}`} value={`${item.disciplineId}/${item.levelId}`}>
                    {item.label}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <p className="font-semibold">{level.label}</p>
          )}
          <fieldset>
            <legend className="font-semibold">Durée de la séance</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {SESSION_CHOICES.map(value => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="minutes"
                    value={value}
                    checked={minutes === value}
                    onChange={() => setMinutes(value)}
                  />
                  {value} minutes
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="button-primary" aria-disabled={pending}>
            Commencer ma séance
          </button>
          {error ? (
            <p role="alert" className="text-sm font-semibold text-terracotta">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
      {session ? (
        <SessionRunner
          key={session.steps[0]?.type === 'item' ? session.steps[0].item.id : 'session'}
          level={session.level}
          steps={session.steps}
          onEnd={results => {
            setSummary(results)
            setSession(null)
          }}
        />
      ) : null}
      {summary ? (
        <p role="status" className="rounded-xl bg-forest/10 p-4 font-semibold">
          Séance terminée : {summary.filter(result => result.passed).length} exercice(s) réussi(s) sur {summary.length}.
          Bravo, à demain !
        </p>
      ) : null}
      {level && progress.state === 'ready' ? (
        <section aria-labelledby="practice-progress-title" className="card space-y-3 p-5">
          <h2 id="practice-progress-title" className="heading-2">
            Mes progrès
          </h2>
          <PracticeProgressView
            progress={progress.data}
            disciplineId={level.disciplineId}
            levelId={level.levelId}
            showSessionLink={false}
          />
        </section>
      ) : null}
      {level && !session ? (
        <EndlessDrills level={level} kinds={drillProfileOf(level.disciplineId, level.levelId).kinds} />
      ) : null}
    </section>
  )
}
