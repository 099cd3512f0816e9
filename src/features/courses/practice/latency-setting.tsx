import { useEffect, useRef, useState } from 'react'
import { MIN_TAPS, measureLatency, readLatencyMs, saveLatencyMs } from './latency.ts'
import { audioContext, click } from './synth.ts'

const CLICKS = 8
const BEAT_SECONDS = 0.6

/**
 * « Régler le décalage »: eight clicks to tap along with (space bar, a key or the button); the median
 * delay is kept on this device and taken off the timings of the keyboard and rhythm exercises.
 */
export function LatencySetting({ onChange }: { onChange?: (ms: number) => void }) {
  const [latency, setLatency] = useState(0)
  const [running, setRunning] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const session = useRef<{ zeroPerf: number; taps: number[] } | null>(null)
  useEffect(() => setLatency(readLatencyMs()), [])

  function tap(timestamp = performance.now()) {
    const current = session.current
    if (current) current.taps.push((timestamp - current.zeroPerf) / 1000)
  }

  useEffect(() => {
    if (!running) return
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return
      event.preventDefault()
      tap(event.timeStamp)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [running])

  function start() {
    const context = audioContext()
    const zero = context.currentTime + 0.3
    const clicks = Array.from({ length: CLICKS }, (_, index) => index * BEAT_SECONDS)
    for (const time of clicks) click(context, zero + time, time === 0)
    session.current = { zeroPerf: performance.now() + (zero - context.currentTime) * 1000, taps: [] }
    setMessage(null)
    setRunning(true)
    window.setTimeout(() => finish(clicks), (0.3 + CLICKS * BEAT_SECONDS + 0.4) * 1000)
  }

  function finish(clicks: number[]) {
    const measured = measureLatency(clicks, session.current?.taps ?? [])
    session.current = null
    setRunning(false)
    if (measured === null) {
      setMessage(`Pas assez de frappes sur les clics (${MIN_TAPS} au moins) : recommencez en frappant sur chaque clic.`)
      return
    }
    saveLatencyMs(measured)
    setLatency(measured)
    onChange?.(measured)
    setMessage(
      measured < 15
        ? 'Aucun décalage mesuré : vos temps sont comptés tels quels.'
        : `Décalage mesuré : ${measured} ms. Il est retiré de vos temps sur cet appareil.`,
    )
  }

  function reset() {
    saveLatencyMs(null)
    setLatency(0)
    onChange?.(0)
    setMessage('Décalage remis à zéro.')
  }

  return (
    <details className="mt-3 rounded-xl border border-black/10 p-3 text-sm">
      <summary className="cursor-pointer font-semibold">
        Régler le décalage{latency > 0 ? ` (${latency} ms retirés)` : ''}
      </summary>
      <p className="mt-2">
        Avec un casque Bluetooth ou sur certains téléphones, le son arrive en retard : vos notes sembleraient toutes en
        retard. Frappez sur chacun des huit clics (barre d’espace, une touche ou le bouton ci-dessous) ; le décalage
        mesuré sera retiré de vos temps.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {running ? (
          <button type="button" className="button-primary" onPointerDown={event => tap(event.timeStamp)}>
            Frapper
          </button>
        ) : (
          <button type="button" className="button-secondary" onClick={start}>
            Commencer le réglage
          </button>
        )}
        {latency > 0 && !running ? (
          <button type="button" className="button-secondary" onClick={reset}>
            Remettre à zéro
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-2 min-h-5">
        {message}
      </p>
    </details>
  )
}
