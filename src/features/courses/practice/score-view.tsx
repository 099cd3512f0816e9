import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { parseAbc, secondsPerQuarter, type AbcTune } from '#lib/music/abc.ts'
import { engraveAbc } from '#lib/music/abc-engrave.ts'
import { frenchNoteName, midiToHz } from '#lib/music/pitch.ts'
import { type DrawnNote, drawnNote, soundingAt } from './highlight.ts'
import { keyboardRange, Keyboard } from './keyboard.tsx'
import { audioContext, playTone, type Voice } from './synth.ts'

type Rendered = { notes: { element: Element; note: DrawnNote }[] }

/** Class of the notes sounding during playback (styles.css). */
export const PLAYING_CLASS = 'note-playing'

/**
 * Draws an ABC score as SVG with the site's own engraver (src/lib/music/abc-engrave.ts, ADR 013), to
 * the width of its container, drawn again when that width changes. Returns the note events (their
 * start and end in quarter notes and their SVG elements), for highlighting. The drawing's time is written in
 * `data-render-ms` (the benchmark reads it).
 */
export function useAbcSvg(abc: string, tune: AbcTune | null, title: string) {
  const ref = useRef<HTMLDivElement>(null)
  const [rendered, setRendered] = useState<Rendered | null>(null)
  const [failed, setFailed] = useState(false)
  useLayoutEffect(() => {
    const target = ref.current
    if (!target || !tune) return
    let drawnWidth = 0
    // Set by the first drawing (made or tried: a hidden score has no width yet); width changes redraw from then on.
    let due = false
    const draw = () => {
      due = true
      const width = Math.round(target.clientWidth)
      if (width === drawnWidth) return
      drawnWidth = width
      try {
        const started = performance.now()
        // On a phone, the score is laid out for a narrower width and scaled up: fewer bars per line,
        // notes large enough to read.
        target.innerHTML = engraveAbc(abc, { width: Math.max(width, 240) * (width < 500 ? 0.8 : 1), title }).svg
        target.dataset.renderMs = String(Math.round((performance.now() - started) * 10) / 10)
      } catch {
        setFailed(true)
        return
      }
      setRendered({
        notes: [...target.querySelectorAll('g.note[data-start]')].flatMap(element => {
          const note = drawnNote(element)
          return note ? [{ element, note }] : []
        }),
      })
    }
    // A score in view (or above it) is drawn before the browser paints (this layout effect): it appears
    // at its full height at once instead of pushing the lesson down (layout shift). Those below the
    // screen are out of sight, where growing moves nothing the reader sees: each is drawn just after,
    // in a task of its own (timers of equal delay run in page order), so a lesson's several scores do
    // not block taps in the commit that shows the page.
    let later: ReturnType<typeof setTimeout> | undefined
    if (target.getBoundingClientRect().top >= window.innerHeight) later = setTimeout(draw, 0)
    else draw()
    // Drawn again when the width changes (its first report, right after `observe`, waits for the first drawing).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => due && draw())
    observer?.observe(target)
    return () => {
      clearTimeout(later)
      observer?.disconnect()
    }
  }, [abc, tune, title])
  return { ref, rendered, failed }
}

const TEMPI = [50, 60, 70, 80, 90, 100, 110, 120]

/**
 * A score block: the score drawn, played by the site's synthesizer with each note lit as
 * it sounds; the student sets the tempo (50–120 %) and may loop a range of bars. With `demo`, an
 * on-screen keyboard (piano) or a pitch line (voice) shows each note in sync: the demonstration a slow
 * network can afford.
 */
export function ScoreView({
  abc,
  title,
  demo = null,
  controls = true,
}: {
  abc: string
  title: string
  demo?: 'keyboard' | 'pitch' | null
  controls?: boolean
}) {
  const tune = useMemo(() => {
    try {
      return parseAbc(abc)
    } catch {
      return null
    }
  }, [abc])
  const { ref, rendered, failed } = useAbcSvg(abc, tune, title)
  const [tempo, setTempo] = useState(100)
  const [loop, setLoop] = useState(false)
  const [from, setFrom] = useState(1)
  const [to, setTo] = useState(() => tune?.bars.length ?? 1)
  const [playing, setPlaying] = useState(false)
  const [position, setPosition] = useState<number | null>(null)
  const stopRef = useRef<(() => void) | null>(null)
  // The same on the server and in the browser (the free lesson is server-rendered, then hydrated).
  const id = `score${useId()}`

  useEffect(() => () => stopRef.current?.(), [])

  // Light the notes sounding at `position` (quarter notes), on every staff.
  useEffect(() => {
    const notes = rendered?.notes ?? []
    const lit = soundingAt(
      notes.map(({ note }) => note),
      position,
    )
    notes.forEach(({ element }, index) => element.classList.toggle(PLAYING_CLASS, lit[index]!))
  }, [position, rendered])

  if (!tune) return null
  const barCount = tune.bars.length
  const rangeStart = tune.bars[Math.min(from, barCount) - 1] ?? 0
  const rangeEnd = to >= barCount ? tune.length : (tune.bars[to] ?? tune.length)

  function stop() {
    stopRef.current?.()
    stopRef.current = null
    setPlaying(false)
    setPosition(null)
  }

  function play() {
    if (!tune) return
    stop()
    const context = audioContext()
    const quarter = secondsPerQuarter(tune, tempo)
    let voices: Voice[] = []
    let frame = 0
    let startAt = 0
    const schedule = () => {
      startAt = context.currentTime + 0.12
      voices = tune.notes
        .filter(note => note.start >= rangeStart - 1e-6 && note.start < rangeEnd - 1e-6)
        .flatMap(note =>
          note.midi.map(midi =>
            playTone(context, midi, startAt + (note.start - rangeStart) * quarter, note.length * quarter * 0.95),
          ),
        )
    }
    schedule()
    const tick = () => {
      const elapsed = context.currentTime - startAt
      const at = rangeStart + Math.max(0, elapsed) / quarter
      if (at >= rangeEnd) {
        if (loop) {
          schedule()
        } else {
          stop()
          return
        }
      }
      setPosition(elapsed < 0 ? null : at)
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    stopRef.current = () => {
      cancelAnimationFrame(frame)
      for (const voice of voices) voice.stop()
    }
    setPlaying(true)
  }

  const sounding = new Set(
    position === null
      ? []
      : tune.notes
          .filter(note => note.start <= position && position < note.start + note.length)
          .flatMap(note => note.midi),
  )
  const allNotes = tune.notes.flatMap(note => note.midi)

  return (
    <figure className="card overflow-hidden p-4" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-display text-lg font-bold">
        {title}
      </figcaption>
      <div ref={ref} className="abc-score mt-2 min-h-24" />
      {failed ? (
        <p role="alert" className="text-sm font-semibold text-terracotta">
          La partition n’a pas pu s’afficher. Rechargez la page pour réessayer.
        </p>
      ) : null}
      {controls ? (
        <div className="mt-3 flex flex-wrap items-end gap-4 text-sm">
          <button
            type="button"
            className={playing ? 'button-secondary' : 'button-primary'}
            onClick={() => (playing ? stop() : play())}
          >
            {playing ? 'Arrêter' : 'Écouter'}
          </button>
          <label className="flex flex-col gap-1">
            <span className="font-semibold">Tempo</span>
            <select
              className="input py-1"
              value={tempo}
              onChange={event => setTempo(Number(event.target.value))}
              disabled={playing}
            >
              {TEMPI.map(value => (
                <option key={value} value={value}>
                  {value} %{value === 100 ? ` (${Math.round(tune.tempo)} à la noire)` : ''}
                </option>
              ))}
            </select>
          </label>
          {barCount > 1 ? (
            <fieldset className="flex flex-wrap items-end gap-2" disabled={playing}>
              <legend className="sr-only">Mesures à jouer</legend>
              <label className="flex flex-col gap-1">
                <span className="font-semibold">De la mesure</span>
                <select className="input py-1" value={from} onChange={event => setFrom(Number(event.target.value))}>
                  {tune.bars.map((_, index) => (
                    <option key={index} value={index + 1} disabled={index + 1 > to}>
                      {index + 1}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1">
                <span className="font-semibold">à la mesure</span>
                <select className="input py-1" value={to} onChange={event => setTo(Number(event.target.value))}>
                  {tune.bars.map((_, index) => (
                    <option key={index} value={index + 1} disabled={index + 1 < from}>
                      {index + 1}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex items-center gap-2 pb-2">
                <input
                  type="checkbox"
                  className="size-6"
                  checked={loop}
                  onChange={event => setLoop(event.target.checked)}
                />
                En boucle
              </label>
            </fieldset>
          ) : null}
        </div>
      ) : null}
      {demo === 'keyboard' ? (
        <div className="mt-4">
          <Keyboard {...keyboardRange(allNotes)} active={sounding} label={`Démonstration au clavier : ${title}`} />
        </div>
      ) : null}
      {demo === 'pitch' ? <PitchLine tune={tune} position={position} label={`Ligne mélodique : ${title}`} /> : null}
      <p className="sr-only" aria-live="polite">
        {playing && sounding.size > 0 ? [...sounding].map(midi => frenchNoteName(midi)).join(', ') : ''}
      </p>
    </figure>
  )
}

/**
 * The melody as a line of pitches over time (a note per segment, higher is higher), with a cursor
 * and, during singing practice, the voice heard drawn over it.
 */
export function PitchLine({
  tune,
  position,
  sung = [],
  label,
}: {
  tune: AbcTune
  /** Cursor, in quarter notes. */
  position: number | null
  /** Voice frames: [quarter notes, Hz]. */
  sung?: [number, number][]
  label: string
}) {
  const notes = tune.notes.filter(note => note.midi.length > 0)
  const pitches = notes.flatMap(note => note.midi)
  const low = Math.min(...pitches) - 3
  const high = Math.max(...pitches) + 3
  const width = 600
  const height = 160
  const x = (quarter: number) => (quarter / Math.max(tune.length, 1)) * width
  const y = (midi: number) => height - ((midi - low) / Math.max(high - low, 1)) * height
  const sungPoints = sung
    .filter(([, hz]) => hz > 0)
    .map(([quarter, hz]) => {
      // Fold the voice to the target's octave, as the scoring does.
      let midi = 69 + 12 * Math.log2(hz / 440)
      const near = notes.find(note => note.start <= quarter && quarter < note.start + note.length)?.midi[0]
      if (near !== undefined) midi -= 12 * Math.round((midi - near) / 12)
      return [x(quarter), y(midi)] as const
    })
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className="mt-4 h-40 w-full rounded-lg bg-sand"
      data-testid="pitch-line"
    >
      {notes.map((note, index) => (
        <g key={index}>
          <rect
            x={x(note.start)}
            y={y(note.midi[0]!) - 4}
            width={Math.max(2, x(note.length) - 2)}
            height={8}
            rx={3}
            className={
              position !== null && note.start <= position && position < note.start + note.length
                ? 'fill-gold'
                : 'fill-indigo/40'
            }
          />
          <text x={x(note.start) + 2} y={y(note.midi[0]!) - 8} className="fill-ink text-[11px]">
            {frenchNoteName(note.midi[0]!, false)}
          </text>
        </g>
      ))}
      {sungPoints.length > 1 ? (
        <polyline
          points={sungPoints.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ')}
          className="fill-none stroke-terracotta"
          strokeWidth={2.5}
        />
      ) : null}
      {position !== null ? (
        <line x1={x(position)} x2={x(position)} y1={0} y2={height} className="stroke-night" />
      ) : null}
      <title>{`${label} (${notes.map(note => frenchNoteName(note.midi[0]!)).join(', ')})`}</title>
      <desc>{`Fréquences visées : ${notes.map(note => `${Math.round(midiToHz(note.midi[0]!))} Hz`).join(', ')}`}</desc>
    </svg>
  )
}
