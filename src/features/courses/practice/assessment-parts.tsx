import { useRef, useState } from 'react'
import type { AssessmentPart } from '#lib/music/lesson-blocks.ts'
import type { Stage } from './performer.tsx'
import { PracticeMode } from './practice-exercise.tsx'
import { scorePractice, type PracticeTry } from './scoring.ts'

/**
 * The performed parts of a level's assessment: the student plays or sings each one as in
 * a lesson's practice; only what the browser measured is kept here and sent with the quiz, and the
 * server scores it. The microphone is also recorded during each take (MediaRecorder): a teacher hears
 * it before any certificate. Loaded only on the assessment page of a level that has parts.
 */

export type PartTake = { attempt: PracticeTry; recording: Blob | null; preview: number }

const KIND_LABEL = { sing: 'à chanter', play: 'à jouer', rhythm: 'à frapper' } as const

/** Records the microphone between the start and the end of a take. */
function useTakeRecorder() {
  const state = useRef<{ recorder: MediaRecorder; chunks: Blob[]; stream: MediaStream } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function start() {
    if (state.current) return
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setProblem(
        'Ce navigateur ne sait pas enregistrer : votre prestation est notée, mais sans enregistrement un professeur ne peut pas la valider.',
      )
      return
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
      const recorder = new MediaRecorder(stream)
      const chunks: Blob[] = []
      recorder.ondataavailable = event => {
        if (event.data.size > 0) chunks.push(event.data)
      }
      recorder.start()
      state.current = { recorder, chunks, stream }
      setProblem(null)
    } catch {
      setProblem(
        'Le micro n’a pas pu être ouvert pour l’enregistrement : votre prestation est notée, mais sans enregistrement un professeur ne peut pas la valider.',
      )
    }
  }

  function stop(): Promise<Blob | null> {
    const current = state.current
    state.current = null
    if (!current) return Promise.resolve(null)
    return new Promise(resolve => {
      current.recorder.onstop = () => {
        for (const track of current.stream.getTracks()) track.stop()
        resolve(
          current.chunks.length > 0
            ? new Blob(current.chunks, { type: current.recorder.mimeType || 'audio/webm' })
            : null,
        )
      }
      current.recorder.stop()
    })
  }

  return { start, stop, problem }
}

function PartCard({
  part,
  keepRecording,
  take,
  onTake,
}: {
  part: AssessmentPart
  keepRecording: boolean
  take: PartTake | undefined
  onTake: (take: PartTake | null) => void
}) {
  const recorder = useTakeRecorder()
  const pending = useRef<{ attempt: PracticeTry; preview: number } | null>(null)
  const recording = useRef(false)
  const id = `part-${part.id}`

  const lastRecording = useRef<Blob | null>(null)

  function handleStage(stage: Stage) {
    if (stage !== 'idle' && !recording.current) {
      // A new take replaces the previous one.
      recording.current = true
      pending.current = null
      lastRecording.current = null
      onTake(null)
      if (keepRecording) void recorder.start()
    } else if (stage === 'idle' && recording.current) {
      recording.current = false
      void recorder.stop().then(blob => {
        lastRecording.current = blob
        // The measured take may come before or after the end of the recording (never, when stopped early).
        if (pending.current && blob) onTake({ ...pending.current, recording: blob })
      })
    }
  }

  function handleDone(attempt: PracticeTry) {
    const preview = scorePractice(part.practice, attempt)?.score ?? 0
    pending.current = { attempt, preview }
    onTake({ attempt, preview, recording: lastRecording.current })
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card p-5" data-testid={id}>
      <h3 id={`${id}-title`} className="font-display text-lg font-bold">
        {part.title}{' '}
        <span className="font-sans text-sm font-normal text-ink/75">
          ({KIND_LABEL[part.practice.kind]}, {part.weight} % de la note)
        </span>
      </h3>
      <p className="mt-2 leading-relaxed">{part.instructions}</p>
      <div className="mt-4">
        <PracticeMode
          practice={part.practice}
          onDone={handleDone}
          busy={false}
          onStage={handleStage}
          handChoice={false}
        />
      </div>
      {recorder.problem ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-terracotta">
          {recorder.problem}
        </p>
      ) : null}
      <p className="mt-3 text-sm" role="status" data-testid={`${id}-status`}>
        {take
          ? `Prestation prête : environ ${take.preview} / 100 (la note définitive est calculée à l’envoi). Vous pouvez recommencer : seule la dernière prestation compte.${
              take.recording ? ' Enregistrement prêt pour votre professeur.' : ' Pas d’enregistrement pour le moment.'
            }`
          : 'Pas encore joué : cette partie compterait 0.'}
      </p>
    </section>
  )
}

export default function AssessmentParts({
  parts,
  keepRecording,
  takes,
  onTake,
}: {
  parts: AssessmentPart[]
  keepRecording: boolean
  takes: Record<string, PartTake>
  onTake: (partId: string, take: PartTake | null) => void
}) {
  return (
    <div className="space-y-4">
      {parts.map(part => (
        <PartCard
          key={part.id}
          part={part}
          keepRecording={keepRecording}
          take={takes[part.id]}
          onTake={take => onTake(part.id, take)}
        />
      ))}
    </div>
  )
}
