import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { formatDuration } from '#core/format/format.ts'
import { ApiError } from '#core/http/app-error.ts'
import { errorMessage } from '#core/http/error-message.ts'
import {
  ACCEPTED_VIDEO_FORMATS,
  MAX_VIDEO_BYTES,
  MAX_VIDEO_SECONDS,
  megabytes,
  VIDEO_ACCEPT,
} from '#core/media/upload-limits.ts'
import { deleteLessonVideo, fetchLessonVideos, type LessonVideo, uploadLessonVideo } from '../lesson-videos.api.ts'

const sizeOf = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} Mo`

function StatusOf({ video }: { video: LessonVideo }) {
  switch (video.status) {
    case 'waiting':
      return <span>En attente de conversion</span>
    case 'processing':
      return (
        <span className="flex items-center gap-2">
          <span>Conversion en cours : {video.progress} %</span>
          <progress max={100} value={video.progress} className="w-32" aria-label={`Conversion de « ${video.title} »`} />
        </span>
      )
    case 'ready':
      return <span className="font-semibold text-green-800">Prête</span>
    case 'failed':
      return (
        <span className="text-terracotta">
          <span className="font-semibold">Échec</span> : {video.error}
        </span>
      )
  }
}

/**
 * The « Vidéos des leçons » screen: upload a video (sent as is, with progress), then follow its
 * conversion (the list is asked again every 2 s while a video waits or converts), copy a ready video's
 * identifier into a lesson's video block, or delete a video.
 */
export function AdminLessonVideos() {
  const id = useId()
  const [videos, setVideos] = useState<LessonVideo[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [upload, setUpload] = useState<number | null>(null)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [announce, setAnnounce] = useState('')
  const abort = useRef<AbortController | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  const load = useCallback(async () => {
    try {
      const list = await fetchLessonVideos()
      setVideos(list.videos)
      setLoadError(null)
    } catch (failure) {
      setLoadError(errorMessage(failure))
    }
  }, [])

  useEffect(() => {
    void load()
    return () => abort.current?.abort()
  }, [load])

  const busy = videos?.some(video => video.status === 'waiting' || video.status === 'processing') ?? false
  useEffect(() => {
    if (!busy) return
    const timer = setInterval(() => void load(), 2000)
    return () => clearInterval(timer)
  }, [busy, load])

  const send = async (file: File) => {
    setUploadError(null)
    if (file.size > MAX_VIDEO_BYTES) {
      setUploadError(`Cette vidéo pèse ${sizeOf(file.size)} : ${megabytes(MAX_VIDEO_BYTES)} au plus.`)
      return
    }
    const controller = new AbortController()
    abort.current = controller
    setUpload(0)
    setAnnounce('Envoi de la vidéo en cours…')
    try {
      const video = await uploadLessonVideo(file, { onProgress: setUpload, signal: controller.signal })
      setAnnounce(`« ${video.originalName} » envoyée : la conversion commence.`)
      setVideos(current => [video, ...(current ?? []).filter(item => item.id !== video.id)])
    } catch (failure) {
      setUploadError(
        failure instanceof ApiError && failure.code === 'ABORTED' ? failure.message : errorMessage(failure),
      )
      setAnnounce('')
    } finally {
      setUpload(null)
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  const remove = async (video: LessonVideo) => {
    if (!window.confirm(`Supprimer la vidéo « ${video.title} » ? Les leçons qui la montrent ne l’afficheront plus.`))
      return
    try {
      await deleteLessonVideo(video.id)
      setVideos(current => (current ?? []).filter(item => item.id !== video.id))
      setAnnounce(`Vidéo « ${video.title} » supprimée.`)
    } catch (failure) {
      setLoadError(errorMessage(failure))
    }
  }

  const hint = `${ACCEPTED_VIDEO_FORMATS}, ${megabytes(MAX_VIDEO_BYTES)} et ${MAX_VIDEO_SECONDS / 60} minutes au plus. Le site en fait une version pour téléphone (360p, environ 500 kbit/s), une version HD (720p) et une image d’aperçu ; la conversion se fait en arrière-plan, vous pouvez quitter la page.`
  return (
    <div className="mt-6 space-y-8">
      <p className="sr-only" role="status" aria-live="polite">
        {announce}
      </p>
      <section className="card p-5" aria-labelledby={`${id}-upload`}>
        <h2 id={`${id}-upload`} className="heading-2">
          Envoyer une vidéo
        </h2>
        <label htmlFor={`${id}-file`} className="mt-3 block font-semibold">
          Fichier vidéo
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink/80">
          {hint}
        </p>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={VIDEO_ACCEPT}
          disabled={upload !== null}
          aria-describedby={`${id}-hint${uploadError ? ` ${id}-error` : ''}`}
          aria-invalid={uploadError ? true : undefined}
          className="mt-2 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-indigo file:px-4 file:py-2 file:font-semibold file:text-white"
          onChange={event => {
            const file = event.target.files?.[0]
            if (file) void send(file)
          }}
        />
        {upload !== null ? (
          <div className="mt-3 flex items-center gap-3">
            <progress className="w-full" max={1} value={upload} aria-label="Progression de l’envoi" />
            <button
              type="button"
              className="text-sm font-semibold text-terracotta underline"
              onClick={() => abort.current?.abort()}
            >
              Annuler
            </button>
          </div>
        ) : null}
        {uploadError ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-terracotta">
            {uploadError}
          </p>
        ) : null}
      </section>

      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="heading-2">
          Vidéos envoyées
        </h2>
        {loadError ? (
          <p role="alert" className="mt-2 text-terracotta">
            {loadError}
          </p>
        ) : null}
        {videos === null ? (
          <p className="mt-2">Chargement…</p>
        ) : videos.length === 0 ? (
          <p className="mt-2">Aucune vidéo pour l’instant.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {videos.map(video => (
              <li key={video.id} className="card flex flex-wrap gap-4 p-4" data-video={video.id}>
                {video.sources ? (
                  <img
                    src={video.sources.poster}
                    alt=""
                    width={160}
                    height={Math.round((160 * video.sources.mobile.height) / video.sources.mobile.width)}
                    className="h-auto w-40 rounded bg-black"
                    loading="lazy"
                  />
                ) : null}
                <div className="min-w-0 flex-1 space-y-1 text-sm">
                  <h3 className="font-display text-lg font-bold">{video.title}</h3>
                  <p>
                    {video.originalName} · {formatDuration(video.durationSeconds)} · {video.width} × {video.height} ·{' '}
                    {sizeOf(video.sourceBytes)} · envoyée par {video.uploadedBy}
                  </p>
                  <p aria-live="polite">
                    <StatusOf video={video} />
                  </p>
                  {video.sources ? (
                    <>
                      <p>
                        Téléphone : {video.sources.mobile.width} × {video.sources.mobile.height},{' '}
                        {sizeOf(video.sources.mobile.bytes)} · HD : {video.sources.hd.width} × {video.sources.hd.height}
                        , {sizeOf(video.sources.hd.bytes)}
                      </p>
                      <p>
                        Identifiant à indiquer dans le bloc « vidéo » d’une leçon : <code>{video.id}</code>
                      </p>
                    </>
                  ) : null}
                </div>
                <div>
                  <button
                    type="button"
                    className="text-sm font-semibold text-terracotta underline"
                    onClick={() => void remove(video)}
                  >
                    Supprimer<span className="sr-only"> la vidéo « {video.title} »</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
