import { useEffect, useId, useRef, useState } from 'react'
import { dateFormatter, formatDuration } from '#core/format/format.ts'
import { ApiError } from '#core/http/app-error.ts'
import { errorMessage } from '#core/http/error-message.ts'
import type { ImageGroup } from '#core/media/image-sizes.ts'
import {
  ACCEPTED_IMAGE_FORMATS,
  AUDIO_ACCEPT,
  IMAGE_ACCEPT,
  MAX_AUDIO_BYTES,
  MAX_IMAGE_BYTES,
  megabytes,
  minimumImageSize,
} from '#core/media/upload-limits.ts'
import { fetchMedia, uploadMedia, type MediaAsset } from '../media.api.ts'
import { FieldError, FieldHint } from '#core/ui/field.tsx'

type Props = {
  kind: 'image' | 'audio'
  /** Image group (shape and sizes), required for images. */
  group?: ImageGroup
  label: string
  /** The chosen file's URL (what the content stores), '' when none. */
  value: string
  onChange: (url: string, asset: MediaAsset | null) => void
  /** The server's message for this field, when the form was refused. */
  error?: string
  /** Name of the field in the form's payload (for focusing it when it is in error). */
  name: string
  optional?: boolean
  /** Where the file is sent, when not the admin's upload endpoint (a teacher's own photo). */
  uploadPath?: string
  /** Whether « Choisir dans la médiathèque » is offered (the library is the admins'). */
  library?: boolean
}

/** A cancelled upload says so; any other failure as every call does. */
const messageOf = (error: unknown) =>
  error instanceof ApiError && error.code === 'ABORTED' ? error.message : errorMessage(error)

/**
 * Picks an image or an MP3 for a piece of content: upload a new file (checked and re-encoded by the
 * server, with progress) or choose one already in the media library. Shows a preview of the current
 * choice; every problem is said in French next to the field.
 */
export function MediaField({
  kind,
  group,
  label,
  value,
  onChange,
  error,
  name,
  optional,
  uploadPath,
  library = true,
}: Props) {
  const id = useId()
  const [progress, setProgress] = useState<number | null>(null)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [libraryOpen, setLibraryOpen] = useState(false)
  const abort = useRef<AbortController | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const [announce, setAnnounce] = useState('')

  useEffect(() => () => abort.current?.abort(), [])

  const max = kind === 'image' ? MAX_IMAGE_BYTES : MAX_AUDIO_BYTES
  const minimum = kind === 'image' && group ? minimumImageSize(group) : null
  const hint =
    kind === 'image'
      ? `${ACCEPTED_IMAGE_FORMATS}, ${megabytes(max)} au plus${minimum ? `, au moins ${minimum.width} × ${minimum.height} pixels` : ''}. L’image est recadrée et convertie pour le site.`
      : `MP3, ${megabytes(max)} au plus. La durée est calculée à l’envoi.`

  const send = async (file: File) => {
    setUploadError(null)
    if (file.size > max) {
      setUploadError(
        `Ce fichier pèse ${(file.size / 1024 / 1024).toFixed(1).replace('.', ',')} Mo : ${megabytes(max)} au plus.`,
      )
      return
    }
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setProgress(0)
    setAnnounce('Envoi en cours…')
    try {
      const asset = await uploadMedia(kind, file, {
        group,
        onProgress: setProgress,
        signal: controller.signal,
        ...(uploadPath ? { path: uploadPath } : {}),
      })
      onChange(asset.url, asset)
      setAnnounce(`« ${asset.originalName} » envoyé${kind === 'image' ? 'e' : ''}.`)
    } catch (failure) {
      setUploadError(messageOf(failure))
      setAnnounce('')
    } finally {
      setProgress(null)
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  const shownError = uploadError ?? error
  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <fieldset
      className="rounded-xl border border-black/15 p-4"
      data-field={name}
      tabIndex={-1}
      aria-invalid={shownError ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className="px-1 font-semibold">
        {label}
        {optional ? <span className="font-normal text-ink/75"> (facultatif)</span> : null}
      </legend>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        <Preview kind={kind} url={value} />
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <label htmlFor={`${id}-file`} className="text-sm font-semibold">
              {value ? 'Remplacer par un nouveau fichier' : 'Envoyer un fichier'}
            </label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={kind === 'image' ? IMAGE_ACCEPT : AUDIO_ACCEPT}
              disabled={progress !== null}
              aria-describedby={describedBy}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-indigo file:px-4 file:py-2 file:font-semibold file:text-white"
              onChange={event => {
                const file = event.target.files?.[0]
                if (file) void send(file)
              }}
            />
          </div>
          {progress !== null ? (
            <div className="flex items-center gap-3">
              <progress className="w-full" max={1} value={progress} aria-label="Progression de l’envoi" />
              <button
                type="button"
                className="text-sm font-semibold text-terracotta underline"
                onClick={() => abort.current?.abort()}
              >
                Annuler
              </button>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {library ? (
              <button
                type="button"
                className="text-sm font-semibold text-indigo underline"
                aria-expanded={libraryOpen}
                aria-controls={`${id}-library`}
                onClick={() => setLibraryOpen(open => !open)}
              >
                {libraryOpen ? 'Fermer la médiathèque' : 'Choisir dans la médiathèque'}
              </button>
            ) : null}
            {value && optional ? (
              <button
                type="button"
                className="text-sm font-semibold text-terracotta underline"
                onClick={() => onChange('', null)}
              >
                Retirer
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <p role="status" className="sr-only">
        {announce}
      </p>
      <FieldError id={`${id}-error`} message={shownError ?? undefined} />
      {library && libraryOpen ? (
        <Library
          id={`${id}-library`}
          kind={kind}
          group={group}
          selected={value}
          onPick={asset => {
            onChange(asset.url, asset)
            setLibraryOpen(false)
            setAnnounce(`« ${asset.originalName} » choisi${kind === 'image' ? 'e' : ''}.`)
          }}
        />
      ) : null}
    </fieldset>
  )
}

function Preview({ kind, url }: { kind: 'image' | 'audio'; url: string }) {
  if (!url) {
    return (
      <div className="flex h-24 w-40 items-center justify-center rounded-lg bg-indigo/5 text-sm text-ink/75">
        Aucun fichier
      </div>
    )
  }
  if (kind === 'audio') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: a preview of the file the admin just chose; it has no captions yet
      <audio controls preload="none" src={url} className="w-64 max-w-full" aria-label="Écouter le fichier choisi" />
    )
  }
  return (
    <img
      src={url}
      alt="Aperçu de l’image choisie"
      className="h-24 w-auto max-w-40 rounded-lg object-cover ring-1 ring-black/10"
    />
  )
}

type LibraryState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; assets: MediaAsset[]; hasMore: boolean; loadingMore: boolean }

function Library({
  id,
  kind,
  group,
  selected,
  onPick,
}: {
  id: string
  kind: 'image' | 'audio'
  group?: ImageGroup
  selected: string
  onPick: (asset: MediaAsset) => void
}) {
  const [library, setLibrary] = useState<LibraryState>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let active = true
    setLibrary({ state: 'loading' })
    fetchMedia({ kind, group }).then(
      page => active && setLibrary({ state: 'ready', assets: page.assets, hasMore: page.hasMore, loadingMore: false }),
      (error: unknown) => active && setLibrary({ state: 'failed', message: messageOf(error) }),
    )
    return () => {
      active = false
    }
  }, [kind, group, attempt])

  const more = async () => {
    if (library.state !== 'ready') return
    const last = library.assets.at(-1)
    if (!last) return
    setLibrary({ ...library, loadingMore: true })
    try {
      const page = await fetchMedia({ kind, group, before: last.createdAt })
      setLibrary({
        state: 'ready',
        assets: [...library.assets, ...page.assets],
        hasMore: page.hasMore,
        loadingMore: false,
      })
    } catch (error) {
      setLibrary({ state: 'failed', message: messageOf(error) })
    }
  }

  return (
    <div id={id} className="mt-4 rounded-lg bg-indigo/5 p-3">
      {library.state === 'loading' ? <p role="status">Chargement de la médiathèque…</p> : null}
      {library.state === 'failed' ? (
        <div role="alert" className="space-y-2">
          <p>{library.message}</p>
          <button type="button" className="button-secondary" onClick={() => setAttempt(count => count + 1)}>
            Réessayer
          </button>
        </div>
      ) : null}
      {library.state === 'ready' && library.assets.length === 0 ? (
        <p>La médiathèque ne contient encore aucun fichier de ce type.</p>
      ) : null}
      {library.state === 'ready' && library.assets.length > 0 ? (
        <>
          <ul
            className={kind === 'image' ? 'grid grid-cols-2 gap-3 sm:grid-cols-4' : 'space-y-2'}
            aria-label="Fichiers de la médiathèque"
          >
            {library.assets.map(asset => (
              <li key={asset.id}>
                <button
                  type="button"
                  aria-pressed={asset.url === selected}
                  onClick={() => onPick(asset)}
                  className={`w-full rounded-lg bg-white p-2 text-left text-sm ring-1 hover:ring-indigo ${asset.url === selected ? 'ring-2 ring-indigo' : 'ring-black/10'}`}
                >
                  {kind === 'image' ? (
                    <img src={asset.url} alt="" loading="lazy" className="aspect-video w-full rounded object-cover" />
                  ) : null}
                  <span className="mt-1 block truncate font-semibold">{asset.originalName}</span>
                  <span className="block text-ink/75">
                    {kind === 'audio' && asset.durationSeconds !== null
                      ? `${formatDuration(asset.durationSeconds)} · `
                      : ''}
                    {dateFormatter({ dateStyle: 'short' }).format(new Date(asset.createdAt))}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {library.hasMore ? (
            <button
              type="button"
              className="button-secondary mt-3"
              disabled={library.loadingMore}
              onClick={() => void more()}
            >
              {library.loadingMore ? 'Chargement…' : 'Afficher plus de fichiers'}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
