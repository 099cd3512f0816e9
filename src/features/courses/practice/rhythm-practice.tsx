import { useEffect, useMemo, useRef, useState } from 'react'
import { secondsPerQuarter } from '#lib/music/abc.ts'
import { readLatencyMs } from './latency.ts'
import { LatencySetting } from './latency-setting.tsx'
import { countIn, type PerformerProps, StartButton, useStage, useTune } from './performer.tsx'
import { signed } from './practice-messages.ts'
import { ScoreView } from './score-view.tsx'
import { onsetsOf } from './scoring.ts'
import { audioContext, click, playTone } from './synth.ts'

/** Tapping the rhythm of the score (space bar or the big button); pitches are ignored. */
export function RhythmPractice({ abc, onDone, busy, onStage, tempo = 100 }: PerformerProps) {
  const tune = useTune(abc)
  const onsets = useMemo(() => onsetsOf(tune, tempo), [tune, tempo])
  const { stage, setStage, zero, setZero, cleanup } = useStage(onStage)
  const [last, setLast] = useState('')
  const [count, setCount] = useState(0)
  const session = useRef<{ clock: (at?: number) => number; taps: number[]; latencyMs: number } | null>(null)

  function tap(timestamp = performance.now()) {
    const current = session.current
    if (!current) return
    const context = audioContext()
    click(context, context.currentTime, true)
    const time = current.clock(timestamp - current.latencyMs)
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
    const { clock, context, zero, zeroPerf } = countIn(tune, tempo)
    setZero(zeroPerf)
    session.current = { clock, taps: [], latencyMs: readLatencyMs() }
    setCount(0)
    setLast('')
    setStage('count-in')
    const quarter = secondsPerQuarter(tune, tempo)
    const beat = (quarter * 4) / tune.meter.unit
    const end = tune.length * quarter + 0.4
    for (let time = 0; time < tune.length * quarter - 1e-6; time += beat) click(context, zero + time, false)
    const timer = window.setInterval(() => {
      const now = clock()
      if (now >= 0) setStage('running')
      if (now >= end) {
        const taps = session.current?.taps ?? []
        stopAll()
        onDone({ kind: 'rhythm', taps, ...(tempo !== 100 ? { tempo } : {}) })
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
      <LatencySetting />
    </div>
  )
}

type RhythmDetail = { taps: { offsetMs: number | null; score: number }[]; extra: number }

/** Each tap expected, early or late by how much (or missed), and the taps too many. */
export function RhythmOutcome({ detail }: { detail: unknown }) {
  const { taps, extra } = detail as RhythmDetail
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
