import { useState } from 'react'
import { secondsPerQuarter } from '#lib/music/abc.ts'
import { frenchNoteName } from '#lib/music/pitch.ts'
import { countIn, type PerformerProps, playModel, StartButton, useStage, useTune } from './performer.tsx'
import { createPitchReader } from './pitch-track.ts'
import { PRACTICE_MESSAGES, pitchWords, signed, timing } from './practice-messages.ts'
import { PitchLine } from './score-view.tsx'
import type { PitchFrame } from './scoring.ts'

/** Singing: the microphone's pitch, read on this device, against the notes of the score. */
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

type SingDetail = { notes: { name: string; cents: number | null; timingMs: number | null; score: number }[] }

/** Each note sung: how many cents off, how early or late, and its score. */
export function SingOutcome({ detail }: { detail: unknown }) {
  const { notes } = detail as SingDetail
  return (
    <ol className="mt-2 space-y-1 text-sm">
      {notes.map((note, index) => (
        <li key={index}>
          {note.name} :{' '}
          {note.cents === null
            ? 'pas entendue'
            : `${signed(note.cents)} cents, ${pitchWords(note.cents)}${note.timingMs === null ? '' : `, ${timing(note.timingMs)}`}`}{' '}
          — {note.score} / 100
        </li>
      ))}
    </ol>
  )
}
