import { useEffect, useRef, useState } from 'react'

/**
 * Records from the microphone in the browser (MediaRecorder) and hands back the recording as a file.
 * Nothing leaves the phone until the form it sits in is sent.
 */
export function AudioRecorder({
  onRecorded,
  label = 'Enregistrer',
}: {
  onRecorded: (file: File | null) => void
  label?: string
}) {
  const [state, setState] = useState<'idle' | 'recording' | 'done' | 'error'>('idle')
  const [url, setUrl] = useState<string | null>(null)
  const [message, setMessage] = useState('')
  const recorder = useRef<MediaRecorder | null>(null)
  const chunks = useRef<Blob[]>([])

  useEffect(
    () => () => {
      recorder.current?.stream.getTracks().forEach(track => {
        track.stop()
      })
      if (url) URL.revokeObjectURL(url)
    },
    [url],
  )

  async function start() {
    setMessage('')
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
      const media = new MediaRecorder(stream)
      chunks.current = []
      media.ondataavailable = event => {
        if (event.data.size > 0) chunks.current.push(event.data)
      }
      media.onstop = () => {
        stream.getTracks().forEach(track => {
          track.stop()
        })
        const type = media.mimeType || 'audio/webm'
        const blob = new Blob(chunks.current, { type })
        const extension = type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm'
        const file = new File([blob], `enregistrement.${extension}`, { type })
        setUrl(URL.createObjectURL(blob))
        setState('done')
        onRecorded(file)
      }
      recorder.current = media
      media.start()
      setState('recording')
    } catch {
      setState('error')
      setMessage('Micro indisponible : autorisez le micro dans votre navigateur, ou joignez un fichier.')
    }
  }

  function stop() {
    recorder.current?.stop()
  }

  function reset() {
    if (url) URL.revokeObjectURL(url)
    setUrl(null)
    setState('idle')
    onRecorded(null)
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {state === 'recording' ? (
          <button type="button" className="button-secondary" onClick={stop}>
            Arrêter l’enregistrement
          </button>
        ) : (
          <button type="button" className="button-secondary" onClick={start}>
            {state === 'done' ? 'Enregistrer à nouveau' : label}
          </button>
        )}
        {state === 'done' ? (
          <button type="button" className="text-sm font-semibold text-terracotta underline" onClick={reset}>
            Supprimer l’enregistrement
          </button>
        ) : null}
      </div>
      <p role="status" className="min-h-5 text-sm text-ink/80">
        {state === 'recording'
          ? 'Enregistrement en cours…'
          : state === 'done'
            ? 'Enregistrement prêt à être envoyé.'
            : message}
      </p>
      {url ? (
        // biome-ignore lint/a11y/useMediaCaption: the student's own recording, played back to check it; it has no words to caption
        <audio controls src={url} className="w-full" />
      ) : null}
    </div>
  )
}
