import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { hasHands, secondsPerQuarter } from '#lib/music/abc.ts'
import { frenchNoteName } from '#lib/music/pitch.ts'
import { computerKeyLabels, computerKeyMap, Keyboard, keyboardRange, useKeyLayout } from './keyboard.tsx'
import { countIn, type PerformerProps, playModel, StartButton, useStage, useTune } from './performer.tsx'
import { readLatencyMs } from './latency.ts'
import { LatencySetting } from './latency-setting.tsx'
import { PRACTICE_MESSAGES, timing } from './practice-messages.ts'
import { ScoreView } from './score-view.tsx'
import { type HandChoice, midiNoteOn, PLAYING, type PlayedNote, type TargetNote, targetsOf } from './scoring.ts'
import { audioContext, click, playTone } from './synth.ts'

const HAND_CHOICES: { value: HandChoice; label: string }[] = [
  { value: 'right', label: 'Main droite seule' },
  { value: 'left', label: 'Main gauche seule' },
  { value: 'both', label: 'Mains ensemble' },
]

/** The do at or below a hand's lowest note: where its row of computer keys starts. */
const lowestDo = (targets: TargetNote[]) => {
  const lowest = Math.min(...targets.map(target => target.midi))
  return lowest - (lowest % 12)
}

/**
 * Playing the score: a MIDI keyboard, the computer's keys or the on-screen keyboard. On a two-hand
 * score the student plays the right hand alone, the left hand alone or both (`handChoice`; an
 * assessment asks for both): only hands together can pass (ADR 024).
 */
export function PlayPractice({
  abc,
  onDone,
  busy,
  onStage,
  handChoice = true,
  tempo = 100,
}: PerformerProps & { handChoice?: boolean }) {
  const tune = useTune(abc)
  const twoHands = hasHands(tune)
  const [hands, setHands] = useState<HandChoice>('both')
  const targets = useMemo(() => targetsOf(tune, tempo, twoHands ? hands : 'both'), [tune, tempo, twoHands, hands])
  const range = useMemo(() => keyboardRange(targets.map(target => target.midi)), [targets])
  // Both hands: the home row plays the right hand, the bottom row the left hand's white keys.
  const keyMap = useMemo(() => {
    if (!twoHands || hands !== 'both') return computerKeyMap(range.low, null)
    const right = targets.filter(target => target.hand === 'right')
    const left = targets.filter(target => target.hand === 'left')
    return computerKeyMap(lowestDo(right), lowestDo(left))
  }, [twoHands, hands, targets, range])
  const { layout, touchOnly } = useKeyLayout()
  const keyLabels = useMemo(() => computerKeyLabels(keyMap, layout), [keyMap, layout])
  const handsId = useId()
  const { stage, setStage, zero, setZero, cleanup } = useStage(onStage)
  const [marks, setMarks] = useState<Map<number, 'right' | 'wrong'>>(new Map())
  const [next, setNext] = useState<Set<number>>(new Set())
  const [midiMessage, setMidiMessage] = useState<string | null>(null)
  const [last, setLast] = useState<string>('')
  const session = useRef<{ clock: (at?: number) => number; played: PlayedNote[]; latencyMs: number } | null>(null)

  function press(midi: number, timestamp = performance.now()) {
    playTone(audioContext(), midi, 0, 0.4)
    const current = session.current
    if (!current) return
    const time = current.clock(timestamp - current.latencyMs)
    current.played.push([midi, Math.round(time * 1000) / 1000])
    const target = targets.find(
      candidate => candidate.midi === midi && Math.abs(candidate.start - time) * 1000 <= PLAYING.windowMs,
    )
    // A wrong key names the note that was due then, if one was: « ré au lieu de do ».
    const distance = (candidate: TargetNote) => Math.abs(candidate.start - time) * 1000
    const due = target
      ? null
      : targets
          .filter(candidate => distance(candidate) <= PLAYING.windowMs)
          .reduce<TargetNote | null>(
            (best, candidate) => (!best || distance(candidate) < distance(best) ? candidate : best),
            null,
          )
    setLast(
      target
        ? `${frenchNoteName(midi)} : juste, ${timing(Math.round((time - target.start) * 1000))}`
        : due
          ? `${frenchNoteName(midi)} au lieu de ${frenchNoteName(due.midi)}`
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
      const midi = keyMap.get(event.code)
      if (midi === undefined || !session.current) return
      event.preventDefault()
      press(midi, event.timeStamp)
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
        const note = midiNoteOn(event.data)
        if (note !== null) onNote(note, event.timeStamp)
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
    const { clock, context, zero, zeroPerf } = countIn(tune, tempo)
    setZero(zeroPerf)
    session.current = { clock, played: [], latencyMs: readLatencyMs() }
    setMarks(new Map())
    setLast('')
    setStage('count-in')
    const disconnect = await connectMidi((midi, timestamp) => press(midi, timestamp))
    const end = targets.reduce((latest, target) => Math.max(latest, target.start + target.length), 0) + 0.6
    const quarter = secondsPerQuarter(tune, tempo)
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
        onDone({ kind: 'play', notes: played, ...(twoHands ? { hands } : {}), ...(tempo !== 100 ? { tempo } : {}) })
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
      {twoHands && handChoice ? (
        <fieldset className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm" disabled={stage !== 'idle'}>
          <legend className="mb-1 font-semibold">Ce que vous jouez</legend>
          {HAND_CHOICES.map(choice => (
            <label key={choice.value} className="flex items-center gap-2">
              <input
                type="radio"
                className="size-5"
                name={`${handsId}-hands`}
                value={choice.value}
                checked={hands === choice.value}
                onChange={() => setHands(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      ) : null}
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
        {touchOnly
          ? 'Touchez les touches du clavier à l’écran (do, ré, mi…), ou branchez un clavier MIDI.'
          : `Un clavier MIDI, les touches de l’ordinateur (lettres affichées sur les touches, à partir de ${layout.get('KeyA') ?? 'Q'}) ou le clavier à l’écran.`}{' '}
        Les touches dorées sont les prochaines notes.
        {twoHands && hands === 'both' && !touchOnly
          ? ` Mains ensemble à l’ordinateur : la main droite sur la rangée de ${layout.get('KeyA') ?? 'Q'}, la main gauche sur les touches blanches de la rangée du bas, à partir de ${layout.get('KeyZ') ?? 'W'}.`
          : ''}
        {twoHands && hands !== 'both'
          ? ' Une main seule sert à s’entraîner : l’exercice se valide mains ensemble.'
          : ''}
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
          computerKeys={touchOnly ? undefined : keyLabels}
          noteNames={touchOnly}
          label="Clavier à l’écran"
        />
      </div>
      <p className="mt-2 min-h-6 text-sm font-semibold" aria-live="polite" data-testid="last-note">
        {last}
      </p>
      <LatencySetting />
    </div>
  )
}

type PlayDetail = {
  notes: { name: string; status: 'right' | 'missed'; timingMs: number | null }[]
  wrong: { name: string; timeMs: number; instead?: string }[]
  hands?: { played: HandChoice; right: number | null; left: number | null }
}

/** Each hand's score (two-hand score), each note right (and how early or late) or missed, then the wrong notes. */
export function PlayOutcome({ detail }: { detail: unknown }) {
  const { notes, wrong, hands } = detail as PlayDetail
  return (
    <>
      {hands ? (
        <p className="mt-1 text-sm" data-testid="hand-scores">
          {[
            hands.right === null ? null : `Main droite : ${hands.right} / 100`,
            hands.left === null ? null : `Main gauche : ${hands.left} / 100`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
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
          {wrong
            .map(
              note =>
                `${note.name}${note.instead ? ` au lieu de ${note.instead}` : ''} (à ${(note.timeMs / 1000).toFixed(1).replace('.', ',')} s)`,
            )
            .join(', ')}
        </p>
      ) : null}
    </>
  )
}
