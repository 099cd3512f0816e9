import { useEffect, useMemo, useRef, useState } from 'react'
import { parseAbc, secondsPerQuarter, type AbcTune } from '#lib/music/abc.ts'
import type { PracticeTry } from './scoring.ts'
import { audioContext, click, playTone } from './synth.ts'

/**
 * What the performed modes (singing, playing, tapping a rhythm) share: the tune, the count-in, the
 * stages of a try, the start button and the model played by the synthesizer.
 */

export type Stage = 'idle' | 'count-in' | 'running'

/** What the singing, playing and rhythm performers take; `onStage` follows a try (the assessment records with it). */
export type PerformerProps = {
  abc: string
  onDone: (attempt: PracticeTry) => void
  busy: boolean
  onStage?: ((stage: Stage) => void) | undefined
  /** A step of the tempo ladder, in % of the written tempo (keyboard and rhythm; 100 by default). */
  tempo?: number
}

export function useTune(abc: string): AbcTune {
  return useMemo(() => parseAbc(abc), [abc])
}

/**
 * One bar of clicks, then the exercise: returns the audio time of its first beat and a clock giving
 * seconds since that beat from an event's timestamp (performance.now() time).
 */
export function countIn(tune: AbcTune, tempoPercent = 100) {
  const context = audioContext()
  const quarter = secondsPerQuarter(tune, tempoPercent)
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

export function useStage(onStage?: (stage: Stage) => void) {
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

export function StartButton({
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
export function playModel(tune: AbcTune) {
  const context = audioContext()
  const quarter = secondsPerQuarter(tune)
  const start = context.currentTime + 0.1
  for (const note of tune.notes)
    for (const midi of note.midi) playTone(context, midi, start + note.start * quarter, note.length * quarter * 0.95)
}
