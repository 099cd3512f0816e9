import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { STYLE_DEFAULT_INSTRUMENTS } from '#lib/music/understand.ts'
import { SoundBankProgress } from '#core/ui/sound-bank-progress.tsx'
import { Link, useSearchParams } from 'react-router'
import { useAuth } from '#core/auth/auth-context.tsx'
import { ApiError } from '#core/http/app-error.ts'
import { saveCreation, setCreationPublished } from '#features/account/account.api.ts'
import { PlayButton } from '#core/player/play-button.tsx'
import type { PlayerTrack } from '#core/player/player-store.ts'
import { composeMusic, type ComposedPiece as ComposeResult } from '../music.api.ts'
import { describeRequest, type GenerationRequest } from '../music.request.ts'
import {
  COMPOSE_FAILURE_MESSAGE,
  COMPOSE_SUCCESS_MESSAGE,
  frenchKeyLabel,
  INSTRUMENTS,
  type Instrument,
  KEYS,
  MUSIC_DEFAULTS,
  MUSIC_LIMITS,
  RHYTHMS,
  VERSIONS,
  VOICES,
} from '../music.options.ts'

type Variant = 'amateur' | 'musicien'

/** The instruments in the order of the boxes, so the same choice always makes the same request. */
const canonicalOrder = (chosen: readonly Instrument[]) => INSTRUMENTS.filter(instrument => chosen.includes(instrument))
type FieldErrors = Record<string, string | undefined>

const VARIANTS: { id: Variant; label: string; hint: string }[] = [
  { id: 'amateur', label: 'Amateur', hint: 'Décrivez le morceau avec vos mots : le compositeur choisit le reste.' },
  {
    id: 'musicien',
    label: 'Musicien',
    hint: 'Réglez chaque paramètre : tonalité, tempo, rythme, instruments, voix et durée.',
  },
]

/**
 * The composer of the tutor page, in the two variants of spec §7. The piece is rendered on the server
 * (about a second), then plays in the site's player bar; signed-in users can keep it in their profile
 * and publish it in the gallery.
 */
export function ComposerForm({ onSaved }: { onSaved?: () => void }) {
  const id = useId()
  const [variant, setVariant] = useState<Variant>('amateur')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<ComposeResult | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const resultRef = useRef<HTMLDivElement>(null)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  // The Musicien fields: the spec's defaults, or the request of a piece being adjusted ("Ajuster").
  const [preset, setPreset] = useState<GenerationRequest | null>(null)
  const [presetVersion, setPresetVersion] = useState(0)
  const [instruments, setInstruments] = useState<readonly Instrument[]>(MUSIC_DEFAULTS.instruments)
  const promptRef = useRef<HTMLTextAreaElement>(null)

  // "Ajuster et recomposer" from the chat: /tutor?ajuster=<id> opens that piece's request here.
  const [searchParams] = useSearchParams()
  const adjustId = searchParams.get('ajuster')
  useEffect(() => {
    const pieceId = adjustId
    if (!pieceId || !/^[a-z0-9-]{8,64}$/.test(pieceId)) return
    void fetch(`/media/generated/${pieceId}.json`)
      .then(response => (response.ok ? response.json() : undefined))
      .then((stored: { request?: GenerationRequest } | undefined) => {
        const request = stored?.request
        if (request && typeof request.key === 'string' && Array.isArray(request.instruments)) adjust(request)
      })
      .catch(() => undefined)
  }, [adjustId])

  /** Opens the Musicien variant on the request a piece was composed from, to change it and compose again. */
  function adjust(request: GenerationRequest) {
    setPreset(request)
    setInstruments(request.instruments)
    setPresetVersion(version => version + 1)
    setVariant('musicien')
    if (promptRef.current) promptRef.current.value = request.prompt
    requestAnimationFrame(() => promptRef.current?.focus())
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    const prompt = text('prompt')
    const found: FieldErrors = {}
    if (!prompt) found.prompt = 'Décrivez le morceau que vous voulez.'
    else if (prompt.length > MUSIC_LIMITS.promptCharacters)
      found.prompt = `La description ne doit pas dépasser ${MUSIC_LIMITS.promptCharacters} caractères.`
    const body =
      variant === 'amateur'
        ? {
            variant,
            prompt,
            ...(text('style') ? { style: text('style') } : {}),
            ...(text('lyrics') ? { lyrics: text('lyrics') } : {}),
          }
        : {
            variant,
            prompt,
            key: text('key'),
            tempo: Number(text('tempo')),
            rhythm: text('rhythm'),
            instruments: form.getAll('instruments').map(String),
            voice: text('voice'),
            duration: Number(text('duration')),
            version: text('version'),
          }
    if (variant === 'musicien' && 'instruments' in body && body.instruments?.length === 0) {
      found.instruments = 'Choisissez au moins un instrument.'
    }
    setErrors(found)
    if (Object.values(found).some(Boolean)) return

    setPending(true)
    setFailure(null)
    setResult(null)
    try {
      setResult(await composeMusic(body))
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields)
      setFailure(
        error instanceof ApiError && (error.status === 400 || error.status === 429)
          ? error.message
          : COMPOSE_FAILURE_MESSAGE,
      )
    } finally {
      setPending(false)
      resultRef.current?.focus()
    }
  }

  function onTabKey(event: React.KeyboardEvent, index: number) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const nextIndex = (index + (event.key === 'ArrowRight' ? 1 : -1) + VARIANTS.length) % VARIANTS.length
    setVariant(VARIANTS[nextIndex]!.id)
    tabs.current[nextIndex]?.focus()
  }

  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const current = VARIANTS.find(item => item.id === variant)!

  return (
    <div className="card p-5 sm:p-6">
      <div role="tablist" aria-label="Mode du compositeur" className="flex gap-2">
        {VARIANTS.map((item, index) => (
          <button
            key={item.id}
            ref={element => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.id}`}
            aria-selected={variant === item.id}
            aria-controls={`${id}-panel`}
            tabIndex={variant === item.id ? 0 : -1}
            onClick={() => setVariant(item.id)}
            onKeyDown={event => onTabKey(event, index)}
            className={`rounded-full px-4 py-2 font-semibold ${variant === item.id ? 'bg-indigo text-white' : 'bg-sand text-indigo ring-1 ring-indigo/30'}`}
          >
            {item.label}
          </button>
        ))}
      </div>

      {/* A form may not carry the tabpanel role (ARIA in HTML): the panel wraps it. */}
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${variant}`} className="mt-5">
        <form noValidate onSubmit={event => void submit(event)} className="space-y-4">
          <p className="text-sm text-ink/80">{current.hint}</p>
          <Field label="Votre idée" error={errors.prompt} errorId={`${id}-prompt-error`} htmlFor={`${id}-prompt`}>
            <textarea
              {...field('prompt')}
              ref={promptRef}
              required
              rows={3}
              maxLength={MUSIC_LIMITS.promptCharacters}
              placeholder="Ex. : un makossa joyeux et dansant pour un mariage"
              className="input w-full"
            />
          </Field>

          {variant === 'amateur' ? (
            <>
              <Field
                label="Style (facultatif)"
                error={errors.style}
                errorId={`${id}-style-error`}
                htmlFor={`${id}-style`}
              >
                <select {...field('style')} className="input w-full" defaultValue="">
                  <option value="">Au choix du compositeur</option>
                  {RHYTHMS.map(rhythm => (
                    <option key={rhythm}>{rhythm}</option>
                  ))}
                </select>
              </Field>
              <Field
                label="Paroles (facultatif)"
                error={errors.lyrics}
                errorId={`${id}-lyrics-error`}
                htmlFor={`${id}-lyrics`}
              >
                <textarea
                  {...field('lyrics')}
                  rows={3}
                  maxLength={MUSIC_LIMITS.lyricsCharacters}
                  className="input w-full"
                />
                <span className="mt-1 block text-xs text-ink/70">
                  Les paroles sont gardées avec le morceau ; la voix chante la mélodie sur des voyelles.
                </span>
              </Field>
            </>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2" key={presetVersion}>
              <Field label="Tonalité" error={errors.key} errorId={`${id}-key-error`} htmlFor={`${id}-key`}>
                <select {...field('key')} className="input w-full" defaultValue={preset?.key ?? MUSIC_DEFAULTS.key}>
                  {KEYS.map(key => (
                    <option key={key} value={key}>
                      {frenchKeyLabel(key)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Tempo (BPM)" error={errors.tempo} errorId={`${id}-tempo-error`} htmlFor={`${id}-tempo`}>
                <input
                  {...field('tempo')}
                  type="number"
                  inputMode="numeric"
                  min={MUSIC_LIMITS.tempo.min}
                  max={MUSIC_LIMITS.tempo.max}
                  defaultValue={preset?.tempo ?? MUSIC_DEFAULTS.tempo}
                  className="input w-full"
                />
              </Field>
              <Field label="Rythme" error={errors.rhythm} errorId={`${id}-rhythm-error`} htmlFor={`${id}-rhythm`}>
                <select
                  {...field('rhythm')}
                  className="input w-full"
                  defaultValue={preset?.rhythm ?? MUSIC_DEFAULTS.rhythm}
                  // Each style brings its own instruments (makossa: guitar and melodic bass…).
                  onChange={event =>
                    setInstruments(
                      STYLE_DEFAULT_INSTRUMENTS[event.currentTarget.value as keyof typeof STYLE_DEFAULT_INSTRUMENTS] ??
                        instruments,
                    )
                  }
                >
                  {RHYTHMS.map(rhythm => (
                    <option key={rhythm}>{rhythm}</option>
                  ))}
                </select>
              </Field>
              <Field
                label="Durée (secondes)"
                error={errors.duration}
                errorId={`${id}-duration-error`}
                htmlFor={`${id}-duration`}
              >
                <input
                  {...field('duration')}
                  type="number"
                  inputMode="numeric"
                  min={MUSIC_LIMITS.durationSeconds.min}
                  max={MUSIC_LIMITS.durationSeconds.max}
                  defaultValue={preset?.duration ?? MUSIC_DEFAULTS.duration}
                  className="input w-full"
                />
              </Field>
              <Field label="Voix" error={errors.voice} errorId={`${id}-voice-error`} htmlFor={`${id}-voice`}>
                <select
                  {...field('voice')}
                  className="input w-full"
                  defaultValue={preset?.voice ?? MUSIC_DEFAULTS.voice}
                >
                  {VOICES.map(voice => (
                    <option key={voice}>{voice}</option>
                  ))}
                </select>
              </Field>
              <Field label="Version" error={errors.version} errorId={`${id}-version-error`} htmlFor={`${id}-version`}>
                <select
                  {...field('version')}
                  className="input w-full"
                  defaultValue={preset?.version ?? MUSIC_DEFAULTS.version}
                >
                  {VERSIONS.map(version => (
                    <option key={version}>{version}</option>
                  ))}
                </select>
              </Field>
              <fieldset
                className="sm:col-span-2"
                aria-describedby={errors.instruments ? `${id}-instruments-error` : undefined}
              >
                <legend className="font-medium">Instruments</legend>
                <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                  {INSTRUMENTS.map(instrument => (
                    <label key={instrument} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        name="instruments"
                        value={instrument}
                        checked={instruments.includes(instrument)}
                        onChange={event => {
                          // Read now: React empties the event before the updater runs.
                          const checked = event.currentTarget.checked
                          setInstruments(current =>
                            checked
                              ? canonicalOrder([...current.filter(other => other !== instrument), instrument])
                              : current.filter(other => other !== instrument),
                          )
                        }}
                        className="size-4 accent-indigo"
                      />
                      {instrument}
                    </label>
                  ))}
                </div>
                {errors.instruments ? (
                  <p id={`${id}-instruments-error`} className="mt-1 text-sm text-terracotta">
                    {errors.instruments}
                  </p>
                ) : null}
              </fieldset>
            </div>
          )}

          <button type="submit" className="button-primary" disabled={pending} aria-disabled={pending}>
            {pending ? 'Composition en cours…' : 'Composer le morceau'}
          </button>
          {pending ? <SoundBankProgress /> : null}
        </form>
      </div>

      <div ref={resultRef} tabIndex={-1} role="status" className="mt-5 outline-none" data-testid="composer-result">
        {failure ? <p className="font-medium text-terracotta">{failure}</p> : null}
        {result ? <ComposedPiece result={result} onSaved={onSaved} onAdjust={adjust} /> : null}
      </div>
    </div>
  )
}

function Field({
  label,
  error,
  errorId,
  htmlFor,
  children,
}: {
  label: string
  error?: string
  errorId: string
  htmlFor: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="mb-1 block font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-terracotta">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function ComposedPiece({
  result,
  onSaved,
  onAdjust,
}: {
  result: ComposeResult
  onSaved?: () => void
  onAdjust: (request: GenerationRequest) => void
}) {
  const { user } = useAuth()
  const [saved, setSaved] = useState<{ id: string; published: boolean } | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const request = result.request
  const track: PlayerTrack = {
    id: result.id,
    title: request.prompt,
    artist: `${request.rhythm} · ${frenchKeyLabel(request.key)} · ${request.tempo} BPM`,
    src: result.url,
  }

  async function keep() {
    try {
      const creation = await saveCreation({ prompt: request.prompt, url: result.url, claim: result.claim })
      setSaved({ id: creation.id, published: creation.published })
      setNote('Morceau enregistré dans votre profil.')
      onSaved?.()
    } catch (error) {
      setNote(error instanceof ApiError ? error.message : 'Impossible d’enregistrer le morceau.')
    }
  }

  async function publish(published: boolean) {
    if (!saved) return
    try {
      await setCreationPublished(saved.id, published)
      setSaved({ ...saved, published })
      setNote(published ? 'Morceau publié dans la galerie.' : 'Morceau retiré de la galerie.')
    } catch (error) {
      setNote(error instanceof ApiError ? error.message : 'Impossible de publier le morceau.')
    }
  }

  return (
    <div className="rounded-xl bg-sand p-4">
      <p className="font-semibold">{COMPOSE_SUCCESS_MESSAGE}</p>
      <p className="mt-1 text-sm text-ink/80" data-testid="composed-request">
        Composé d’après « {request.prompt} » : {describeRequest(request)} · {Math.round(result.durationSeconds)} s
      </p>
      {result.notice ? (
        <p className="mt-1 text-sm text-ink/80" data-testid="composed-notice">
          {result.notice}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <PlayButton queue={[track]} index={0} label="le morceau composé" />
        <a href={result.url} download className="text-sm font-semibold text-indigo underline">
          Télécharger (MP3)
        </a>
        <a href={result.midiUrl} download className="text-sm font-semibold text-indigo underline">
          Partition (MIDI)
        </a>
        <button type="button" className="button-secondary px-4 py-1.5 text-sm" onClick={() => onAdjust(request)}>
          Ajuster et recomposer
        </button>
      </div>
      <div className="mt-3 text-sm">
        {!user ? (
          <p>
            <Link to="/connexion" className="font-semibold text-indigo underline">
              Connectez-vous
            </Link>{' '}
            pour garder vos morceaux dans votre profil.
          </p>
        ) : saved ? (
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={saved.published}
              onChange={event => void publish(event.currentTarget.checked)}
              className="size-4 accent-indigo"
            />
            Publier dans la galerie de la communauté
          </label>
        ) : (
          <button type="button" className="button-secondary px-4 py-1.5" onClick={() => void keep()}>
            Enregistrer dans mon profil
          </button>
        )}
        {note ? <p className="mt-2">{note}</p> : null}
      </div>
    </div>
  )
}
