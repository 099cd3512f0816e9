import { useEffect, useMemo, useRef, useState } from 'react'
import { parseAbc, secondsPerQuarter, type AbcTune } from '#core/music/abc.ts'
import type { ExerciseBlock } from '#core/music/lesson-blocks.ts'
import { frenchNoteName } from '#core/music/pitch.ts'
import { COMPUTER_KEYS, Keyboard, keyboardRange } from './keyboard.tsx'
import { createPitchReader } from './pitch-track.ts'
import { PitchLine, ScoreView } from './score-view.tsx'
import {
  drawDrill,
  onsetsOf,
  PLAYING,
  scorePractice,
  targetsOf,
  type DrillQuestion,
  type PitchFrame,
  type PlayedNote,
  type PracticeTry,
} from './scoring.ts'
import { audioContext, click, playTone } from './synth.ts'

export type PracticeOutcome = {
  score: number
  passMark: number
  passed: boolean
  detail: unknown
  saved: boolean
  /** Scored on this device while offline; sent to the server when the connection is back. */
  queued?: boolean
}
export type PracticeBestView = { bestScore: number; passed: boolean; attempts: number } | null

/** French messages of the practice (tests assert some of them). */
export const PRACTICE_MESSAGES = {
  micRefused:
    'L’accès au micro a été refusé : autorisez-le dans les réglages du navigateur pour chanter cet exercice. Les exercices au clavier, de rythme et les questions restent disponibles.',
  micMissing:
    'Aucun micro n’a été trouvé : branchez-en un (ou utilisez le téléphone) pour chanter cet exercice. Les autres exercices restent disponibles.',
  micUnsupported:
    'Ce navigateur ne donne pas accès au micro : les exercices au clavier, de rythme et les questions restent disponibles.',
  midiUnsupported:
    'Ce navigateur ne donne pas accès aux claviers MIDI : jouez avec les touches de l’ordinateur ou le clavier à l’écran.',
  midiNone: 'Aucun clavier MIDI détecté : jouez avec les touches de l’ordinateur ou le clavier à l’écran.',
  midiRefused:
    'L’accès aux claviers MIDI a été refusé : jouez avec les touches de l’ordinateur ou le clavier à l’écran.',
  trial: 'Leçon d’essai : votre résultat n’est pas enregistré. Inscrivez-vous pour garder votre progression.',
  queued:
    'Hors ligne : ce résultat est calculé sur cet appareil. Votre essai sera envoyé et enregistré au retour de la connexion.',
} as const

const signed = (value: number) => (value > 0 ? `+${value}` : String(value))
const timing = (ms: number) =>
  Math.abs(ms) < 15 ? 'pile à temps' : ms > 0 ? `${ms} ms en retard` : `${-ms} ms en avance`

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
  const id = `exercise-${block.id}`

  async function finish(attempt: PracticeTry) {
    setPending(true)
    setError(null)
    try {
      const answer = submit ? await submit(attempt) : null
      if (answer) setOutcome(answer)
      else {
        const result = scorePractice(block.practice, attempt)
        if (result)
          setOutcome({
            score: result.score,
            passMark: block.passMark,
            passed: result.score >= block.passMark,
            detail: result.detail,
            saved: false,
            queued: submit !== null,
          })
      }
      requestAnimationFrame(() => resultRef.current?.focus())
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Le résultat n’a pas pu être enregistré.')
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card p-5" data-testid={id}>
      <h2 id={`${id}-title`} className="font-display text-xl font-bold">
        <span aria-hidden="true">{KIND_ICON[block.practice.kind]} </span>
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
      <div className="mt-4">
        {block.practice.kind === 'sing' ? (
          <SingPractice abc={block.practice.abc} onDone={finish} busy={pending} />
        ) : null}
        {block.practice.kind === 'play' ? (
          <PlayPractice abc={block.practice.abc} onDone={finish} busy={pending} />
        ) : null}
        {block.practice.kind === 'rhythm' ? (
          <RhythmPractice abc={block.practice.abc} onDone={finish} busy={pending} />
        ) : null}
        {block.practice.kind === 'drill' ? (
          <DrillPractice kind={block.practice.drill} count={block.practice.questions} onDone={finish} busy={pending} />
        ) : null}
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
            {outcome.passed ? 'Réussi' : 'Pas encore'} : {outcome.score} / 100
            <span className="font-sans text-sm font-normal"> (seuil {outcome.passMark})</span>
          </p>
          <OutcomeDetail kind={block.practice.kind} detail={outcome.detail} />
          {!outcome.saved ? (
            <p className="mt-2 text-sm">{outcome.queued ? PRACTICE_MESSAGES.queued : PRACTICE_MESSAGES.trial}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

const KIND_ICON = { sing: '🎤', play: '🎹', rhythm: '🥁', drill: '🎯' } as const

function OutcomeDetail({ kind, detail }: { kind: ExerciseBlock['practice']['kind']; detail: unknown }) {
  if (kind === 'sing') {
    const { notes } = detail as {
      notes: { name: string; cents: number | null; timingMs: number | null; score: number }[]
    }
    return (
      <ol className="mt-2 space-y-1 text-sm">
        {notes.map((note, index) => (
          <li key={index}>
            {note.name} :{' '}
            {note.cents === null
              ? 'pas entendue'
              : `${signed(note.cents)} cents${note.timingMs === null ? '' : `, ${timing(note.timingMs)}`}`}{' '}
            — {note.score} / 100
          </li>
        ))}
      </ol>
    )
  }
  if (kind === 'play') {
    const { notes, wrong } = detail as {
      notes: { name: string; status: 'right' | 'missed'; timingMs: number | null }[]
      wrong: { name: string; timeMs: number }[]
    }
    return (
      <>
        <ol className="mt-2 flex flex-wrap gap-2 text-sm">
          {notes.map((note, index) => (
            <li
              key={index}
              className={`rounded px-2 py-1 ${note.status === 'right' ? 'bg-forest/15' : 'bg-terracotta/15'}`}
            >
              {note.name} : {note.status === 'right' ? `juste, ${timing(note.timingMs ?? 0)}` : 'manquée'}
            </li>
          ))}
        </ol>
        {wrong.length > 0 ? (
          <p className="mt-2 text-sm">
            Fausses notes :{' '}
            {wrong.map(note => `${note.name} (à ${(note.timeMs / 1000).toFixed(1).replace('.', ',')} s)`).join(', ')}
          </p>
        ) : null}
      </>
    )
  }
  if (kind === 'rhythm') {
    const { taps, extra } = detail as { taps: { offsetMs: number | null; score: number }[]; extra: number }
    return (
      <>
        <ol className="mt-2 flex flex-wrap gap-2 text-sm">
          {taps.map((tap, index) => (
            <li key={index} className={`rounded px-2 py-1 ${tap.score >= 50 ? 'bg-forest/15' : 'bg-terracotta/15'}`}>
              Frappe {index + 1} : {tap.offsetMs === null ? 'manquée' : `${signed(tap.offsetMs)} ms`}
            </li>
          ))}
        </ol>
        {extra > 0 ? <p className="mt-2 text-sm">Frappes en trop : {extra}</p> : null}
      </>
    )
  }
  const { right, total } = detail as { right: number; total: number }
  return (
    <p className="mt-2 text-sm">
      {right} bonne{right > 1 ? 's' : ''} réponse{right > 1 ? 's' : ''} sur {total}
    </p>
  )
}

function useTune(abc: string): AbcTune {
  return useMemo(() => parseAbc(abc), [abc])
}

/**
 * One bar of clicks, then the exercise: returns the audio time of its first beat and a clock giving
 * seconds since that beat from an event's timestamp (performance.now() time).
 */
function countIn(tune: AbcTune) {
  const context = audioContext()
  const quarter = secondsPerQuarter(tune)
  const beat = (quarter * 4) / tune.meter.unit
  const compound = tune.meter.unit === 8 && tune.meter.beats % 3 === 0
  const beats = compound ? tune.meter.beats / 3 : tune.meter.beats
  const beatLength = compound ? beat * 3 : beat
  const start = context.currentTime + 0.2
  for (let index = 0; index < beats; index++) click(context, start + index * beatLength, index === 0)
  const zero = start + beats * beatLength
  const zeroPerf = performance.now() + (zero - context.currentTime) * 1000
  return {
    context,
    zero,
    beatLength,
    beats,
    zeroPerf,
    clock: (timestamp = performance.now()) => (timestamp - zeroPerf) / 1000,
  }
}

export type Stage = 'idle' | 'count-in' | 'running'

/** What the singing, playing and rhythm performers take; `onStage` follows a try (the assessment records with it). */
export type PerformerProps = {
  abc: string
  onDone: (attempt: PracticeTry) => void
  busy: boolean
  onStage?: ((stage: Stage) => void) | undefined
}

function useStage(onStage?: (stage: Stage) => void) {
  const [stage, setStage] = useState<Stage>('idle')
  const stageListener = useRef(onStage)
  stageListener.current = onStage
  useEffect(() => stageListener.current?.(stage), [stage])
  /** performance.now() of the first beat while a try runs (on the page as data-zero: tests time their key presses on it). */
  const [zero, setZero] = useState<number | null>(null)
  const cleanup = useRef<(() => void) | null>(null)
  useEffect(() => () => cleanup.current?.(), [])
  const changeStage = (next: Stage) => {
    setStage(next)
    if (next === 'idle') setZero(null)
  }
  return { stage, setStage: changeStage, zero, setZero, cleanup }
}

function StartButton({
  stage,
  busy,
  onStart,
  onStop,
  label,
}: {
  stage: Stage
  busy: boolean
  onStart: () => void
  onStop: () => void
  label: string
}) {
  return stage === 'idle' ? (
    <button type="button" className="button-primary" onClick={onStart} aria-disabled={busy}>
      {busy ? 'Correction…' : label}
    </button>
  ) : (
    <button type="button" className="button-secondary" onClick={onStop}>
      {stage === 'count-in' ? 'Un, deux, trois… (arrêter)' : 'Arrêter'}
    </button>
  )
}

/** Plays the target notes with the site's synthesizer: the model to sing or play. */
function playModel(tune: AbcTune) {
  const context = audioContext()
  const quarter = secondsPerQuarter(tune)
  const start = context.currentTime + 0.1
  for (const note of tune.notes)
    for (const midi of note.midi) playTone(context, midi, start + note.start * quarter, note.length * quarter * 0.95)
}

// ---------------------------------------------------------------- voice

export function SingPractice({ abc, onDone, busy, onStage }: PerformerProps) {
  const tune = useTune(abc)
  const { stage, setStage, zero, setZero, cleanup } = useStage(onStage)
  const [frames, setFrames] = useState<PitchFrame[]>([])
  const [position, setPosition] = useState<number | null>(null)
  const [micError, setMicError] = useState<string | null>(null)
  const [hearing, setHearing] = useState<number | null>(null)
  const quarter = secondsPerQuarter(tune)

  async function start() {
    if (busy) return
    setMicError(null)
    if (!navigator.mediaDevices?.getUserMedia) return setMicError(PRACTICE_MESSAGES.micUnsupported)
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
      })
    } catch (failure) {
      const name = failure instanceof DOMException ? failure.name : ''
      setMicError(
        name === 'NotFoundError' || name === 'OverconstrainedError'
          ? PRACTICE_MESSAGES.micMissing
          : PRACTICE_MESSAGES.micRefused,
      )
      return
    }
    const { context, clock, zeroPerf } = countIn(tune)
    setZero(zeroPerf)
    const source = context.createMediaStreamSource(stream)
    const analyser = context.createAnalyser()
    analyser.fftSize = 2048
    source.connect(analyser)
    const buffer = new Float32Array(analyser.fftSize)
    const read = createPitchReader(analyser.fftSize)
    const half = analyser.fftSize / 2 / context.sampleRate
    const collected: PitchFrame[] = []
    const end = tune.length * quarter + 0.3
    setFrames([])
    setStage('count-in')
    const timer = window.setInterval(() => {
      const now = clock() - half
      if (now < -0.5) return
      analyser.getFloatTimeDomainData(buffer)
      const hz = read(buffer, context.sampleRate)
      setHearing(hz || null)
      if (now >= -0.3) {
        collected.push([Math.round(now * 1000) / 1000, Math.round(hz * 10) / 10])
        setStage('running')
        setFrames([...collected])
        setPosition(Math.max(0, now) / quarter)
      }
      if (now >= end) {
        stopAll()
        onDone({ kind: 'sing', frames: collected })
      }
    }, 40)
    const stopAll = () => {
      window.clearInterval(timer)
      source.disconnect()
      for (const track of stream.getTracks()) track.stop()
      setStage('idle')
      setPosition(null)
      setHearing(null)
      cleanup.current = null
    }
    cleanup.current = stopAll
  }

  return (
    <div data-zero={zero ?? undefined} data-stage={stage}>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="button-secondary" onClick={() => playModel(tune)} disabled={stage !== 'idle'}>
          Écouter le modèle
        </button>
        <StartButton
          stage={stage}
          busy={busy}
          onStart={() => void start()}
          onStop={() => cleanup.current?.()}
          label="Chanter"
        />
      </div>
      <p className="mt-2 text-sm text-ink/80">
        Un temps de décompte, puis chantez. Votre voix est analysée sur cet appareil : aucun son n’est envoyé.
      </p>
      {micError ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-terracotta">
          {micError}
        </p>
      ) : null}
      <PitchLine
        tune={tune}
        position={position}
        sung={frames.map(([time, hz]) => [time / quarter, hz])}
        label="Votre voix (trait rouge) et les notes visées"
      />
      <p className="mt-1 text-sm" aria-live="off" data-testid="hearing">
        {stage !== 'idle'
          ? hearing
            ? `J’entends : ${frenchNoteName(Math.round(69 + 12 * Math.log2(hearing / 440)))} (${Math.round(hearing)} Hz)`
            : 'J’écoute…'
          : ''}
      </p>
    </div>
  )
}

// ---------------------------------------------------------------- keyboard

export function PlayPractice({ abc, onDone, busy, onStage }: PerformerProps) {
  const tune = useTune(abc)
  const targets = useMemo(() => targetsOf(tune), [tune])
  const range = useMemo(() => keyboardRange(targets.map(target => target.midi)), [targets])
  const { stage, setStage, zero, setZero, cleanup } = useStage(onStage)
  const [marks, setMarks] = useState<Map<number, 'right' | 'wrong'>>(new Map())
  const [next, setNext] = useState<Set<number>>(new Set())
  const [midiMessage, setMidiMessage] = useState<string | null>(null)
  const [last, setLast] = useState<string>('')
  const session = useRef<{ clock: (at?: number) => number; played: PlayedNote[] } | null>(null)

  function press(midi: number, timestamp = performance.now()) {
    playTone(audioContext(), midi, 0, 0.4)
    const current = session.current
    if (!current) return
    const time = current.clock(timestamp)
    current.played.push([midi, Math.round(time * 1000) / 1000])
    const target = targets.find(
      candidate => candidate.midi === midi && Math.abs(candidate.start - time) * 1000 <= PLAYING.windowMs,
    )
    setLast(
      target
        ? `${frenchNoteName(midi)} : juste, ${timing(Math.round((time - target.start) * 1000))}`
        : `${frenchNoteName(midi)} : fausse note`,
    )
    setMarks(new Map([[midi, target ? 'right' : 'wrong']]))
  }

  // Computer keys, by their place on the keyboard: the row from Q (A in QWERTY) plays from the lowest do.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return
      const target = event.target as HTMLElement | null
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return
      const semitone = COMPUTER_KEYS[event.code]
      if (semitone === undefined || !session.current) return
      event.preventDefault()
      press(range.low + semitone, event.timeStamp)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  async function connectMidi(onNote: (midi: number, timestamp: number) => void) {
    if (!('requestMIDIAccess' in navigator)) {
      setMidiMessage(PRACTICE_MESSAGES.midiUnsupported)
      return () => undefined
    }
    try {
      const access = await navigator.requestMIDIAccess()
      const inputs = [...access.inputs.values()]
      if (inputs.length === 0) setMidiMessage(PRACTICE_MESSAGES.midiNone)
      else setMidiMessage(`Clavier MIDI : ${inputs.map(input => input.name ?? 'sans nom').join(', ')}.`)
      const handler = (event: MIDIMessageEvent) => {
        const [status = 0, note = 0, velocity = 0] = event.data ?? []
        if ((status & 0xf0) === 0x90 && velocity > 0) onNote(note, event.timeStamp)
      }
      for (const input of inputs) input.addEventListener('midimessage', handler)
      return () => {
        for (const input of inputs) input.removeEventListener('midimessage', handler)
      }
    } catch {
      setMidiMessage(PRACTICE_MESSAGES.midiRefused)
      return () => undefined
    }
  }

  async function start() {
    if (busy) return
    const { clock, context, zero, zeroPerf } = countIn(tune)
    setZero(zeroPerf)
    session.current = { clock, played: [] }
    setMarks(new Map())
    setLast('')
    setStage('count-in')
    const disconnect = await connectMidi((midi, timestamp) => press(midi, timestamp))
    const end = targets.reduce((latest, target) => Math.max(latest, target.start + target.length), 0) + 0.6
    const quarter = secondsPerQuarter(tune)
    // Metronome on each beat while playing.
    const beat = (quarter * 4) / tune.meter.unit
    for (let time = 0; time < end - 0.6; time += beat) click(context, zero + time, false)
    const timer = window.setInterval(() => {
      const now = clock()
      if (now >= 0) setStage('running')
      setNext(
        new Set(
          targets.filter(target => target.start - now < 0.35 && target.start - now > -0.1).map(target => target.midi),
        ),
      )
      if (now >= end) {
        const played = session.current?.played ?? []
        stopAll()
        onDone({ kind: 'play', notes: played })
      }
    }, 30)
    const stopAll = () => {
      window.clearInterval(timer)
      disconnect()
      session.current = null
      setNext(new Set())
      setStage('idle')
      cleanup.current = null
    }
    cleanup.current = stopAll
  }

  return (
    <div data-zero={zero ?? undefined} data-stage={stage}>
      <ScoreView abc={abc} title="À jouer" controls={false} />
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="button-secondary" onClick={() => playModel(tune)} disabled={stage !== 'idle'}>
          Écouter le modèle
        </button>
        <StartButton
          stage={stage}
          busy={busy}
          onStart={() => void start()}
          onStop={() => cleanup.current?.()}
          label="Jouer"
        />
      </div>
      <p className="mt-2 text-sm text-ink/80">
        Un clavier MIDI, les touches de l’ordinateur (lettres affichées sur les touches, à partir de Q) ou le clavier à
        l’écran. Les touches dorées sont les prochaines notes.
      </p>
      {midiMessage ? (
        <p role="status" className="mt-1 text-sm">
          {midiMessage}
        </p>
      ) : null}
      <div className="mt-3">
        <Keyboard
          {...range}
          active={next}
          marks={marks}
          onPress={midi => press(midi)}
          showComputerKeys
          label="Clavier à l’écran"
        />
      </div>
      <p className="mt-2 min-h-6 text-sm font-semibold" aria-live="polite" data-testid="last-note">
        {last}
      </p>
    </div>
  )
}

// ---------------------------------------------------------------- rhythm

export function RhythmPractice({ abc, onDone, busy, onStage }: PerformerProps) {
  const tune = useTune(abc)
  const onsets = useMemo(() => onsetsOf(tune), [tune])
  const { stage, setStage, zero, setZero, cleanup } = useStage(onStage)
  const [last, setLast] = useState('')
  const [count, setCount] = useState(0)
  const session = useRef<{ clock: (at?: number) => number; taps: number[] } | null>(null)

  function tap(timestamp = performance.now()) {
    const current = session.current
    if (!current) return
    const context = audioContext()
    click(context, context.currentTime, true)
    const time = current.clock(timestamp)
    if (time < -0.4) return
    current.taps.push(Math.round(time * 1000) / 1000)
    setCount(current.taps.length)
    const nearest = onsets.reduce(
      (best, onset) => (Math.abs(onset - time) < Math.abs(best - time) ? onset : best),
      onsets[0] ?? 0,
    )
    setLast(`Frappe ${current.taps.length} : ${signed(Math.round((time - nearest) * 1000))} ms`)
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat || !session.current) return
      event.preventDefault()
      tap(event.timeStamp)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  function listen() {
    const context = audioContext()
    const start = context.currentTime + 0.1
    for (const onset of onsets) playTone(context, 72, start + onset, 0.12)
  }

  function start() {
    if (busy) return
    const { clock, context, zero, zeroPerf } = countIn(tune)
    setZero(zeroPerf)
    session.current = { clock, taps: [] }
    setCount(0)
    setLast('')
    setStage('count-in')
    const quarter = secondsPerQuarter(tune)
    const beat = (quarter * 4) / tune.meter.unit
    const end = tune.length * quarter + 0.4
    for (let time = 0; time < tune.length * quarter - 1e-6; time += beat) click(context, zero + time, false)
    const timer = window.setInterval(() => {
      const now = clock()
      if (now >= 0) setStage('running')
      if (now >= end) {
        const taps = session.current?.taps ?? []
        stopAll()
        onDone({ kind: 'rhythm', taps })
      }
    }, 30)
    const stopAll = () => {
      window.clearInterval(timer)
      session.current = null
      setStage('idle')
      cleanup.current = null
    }
    cleanup.current = stopAll
  }

  return (
    <div data-zero={zero ?? undefined} data-stage={stage}>
      <ScoreView abc={abc} title="Le rythme à frapper" controls={false} />
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="button-secondary" onClick={listen} disabled={stage !== 'idle'}>
          Écouter le rythme
        </button>
        <StartButton stage={stage} busy={busy} onStart={start} onStop={() => cleanup.current?.()} label="Commencer" />
      </div>
      <p className="mt-2 text-sm text-ink/80">
        Une mesure de décompte, puis frappez chaque note : barre d’espace, ou le grand bouton au doigt. Le métronome
        marque les temps.
      </p>
      <button
        type="button"
        className="mt-3 h-24 w-full rounded-2xl bg-indigo text-xl font-bold text-white active:bg-night disabled:opacity-50 touch-manipulation"
        disabled={stage === 'idle'}
        onPointerDown={event => {
          event.preventDefault()
          tap(event.timeStamp)
        }}
      >
        Taper ({count})
      </button>
      <p className="mt-2 min-h-6 text-sm font-semibold" aria-live="polite">
        {last}
      </p>
    </div>
  )
}

// ---------------------------------------------------------------- drills

function DrillPractice({
  kind,
  count,
  onDone,
  busy,
}: {
  kind: 'intervals' | 'chords' | 'treble' | 'bass'
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
