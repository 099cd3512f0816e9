import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { formatDuration } from '#core/format/format.ts'
import {
  DeleteButton,
  INPUT_CLASS,
  LoadState,
  SaveButton,
  SaveOutcome,
  splitList,
  useAdminData,
  useSave,
} from '#core/ui/admin-kit.tsx'
import { AdminStatus } from '#core/ui/admin-list.tsx'
import { Field } from '#core/ui/field.tsx'
import { MediaField } from '#features/media/components/media-field.tsx'
import {
  createAdminArtist,
  createAdminTrack,
  deleteAdminArtist,
  deleteAdminTrack,
  fetchAdminArtist,
  orderAdminTracks,
  updateAdminArtist,
  updateAdminTrack,
  type AdminArtist,
  type ArtistInput,
  type TrackInput,
} from '../artists-admin.api.ts'
import { ARTIST_LIMITS } from '../artists.schemas.ts'
import { adminPaths } from '#core/admin-paths.ts'
import { paths } from '#core/paths.ts'

/** A video as the form holds it: `source` is a media-library file (`/media/…`) or a YouTube id/address. */
type VideoForm = { title: string; source: string; posterUrl: string }
type ArtistForm = Omit<ArtistInput, 'bio' | 'genres' | 'tags' | 'videos'> & {
  bio: string
  genres: string
  tags: string
  videos: VideoForm[]
}

const toForm = (artist: AdminArtist | null): ArtistForm =>
  artist
    ? {
        name: artist.name,
        headline: artist.headline,
        bio: artist.bio.join('\n\n'),
        city: artist.city,
        photoUrl: artist.photoUrl,
        genres: artist.genres.join(', '),
        tags: artist.tags.join(', '),
        videos: artist.videos.map(({ title, src, youtubeId, posterUrl }) => ({
          title,
          source: src ?? youtubeId ?? '',
          posterUrl,
        })),
      }
    : { name: '', headline: '', bio: '', city: 'Douala', photoUrl: '', genres: '', tags: '', videos: [] }

const toInput = (form: ArtistForm): ArtistInput => ({
  ...form,
  bio: form.bio
    .split(/\n\s*\n/)
    .map(paragraph => paragraph.trim())
    .filter(Boolean),
  genres: splitList(form.genres),
  tags: splitList(form.tags),
  // Our files start with /media/; anything else is taken as YouTube (the server checks both).
  videos: form.videos.map(({ title, source, posterUrl }) =>
    source.startsWith('/') ? { title, src: source, posterUrl } : { title, youtubeId: source, posterUrl },
  ),
})

function ArtistEditor({ artist, onSaved }: { artist: AdminArtist | null; onSaved: (artist: AdminArtist) => void }) {
  const [form, setForm] = useState(() => toForm(artist))
  const navigate = useNavigate()
  const save = useSave({
    send: (values: ArtistInput) => (artist ? updateAdminArtist(artist.id, values) : createAdminArtist(values)),
    onSaved: result => {
      if (artist) onSaved(result as AdminArtist)
      else navigate(adminPaths.artist(result.id), { replace: true, state: { created: true } })
    },
    refused: 'La fiche n’a pas été enregistrée : corrigez les champs signalés.',
  })
  const removal = useSave({
    send: (id: string) => deleteAdminArtist(id),
    onSaved: () => navigate(adminPaths.artists(), { replace: true }),
  })
  const { errors } = save
  const set = <Name extends keyof ArtistForm>(name: Name, value: ArtistForm[Name]) =>
    setForm(current => ({ ...current, [name]: value }))
  const text = (name: 'name' | 'headline' | 'bio' | 'city' | 'genres' | 'tags') => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  })
  const fieldError = (name: string) =>
    errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save.submit(toInput(form), 'Fiche enregistrée : elle est à jour sur le site.')
  }

  return (
    <div ref={save.rootRef}>
      <form noValidate onSubmit={submit} className="mt-8 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field formId="artiste" name="name" label="Nom" error={errors.name}>
            {props => <input {...props} {...text('name')} maxLength={ARTIST_LIMITS.name} className={INPUT_CLASS} />}
          </Field>
          <Field formId="artiste" name="city" label="Ville" error={errors.city}>
            {props => <input {...props} {...text('city')} maxLength={ARTIST_LIMITS.city} className={INPUT_CLASS} />}
          </Field>
        </div>
        <Field
          formId="artiste"
          name="headline"
          label="Présentation en une ligne"
          hint="Par exemple « Chanteuse, autrice-compositrice »."
          error={errors.headline}
        >
          {props => (
            <input {...props} {...text('headline')} maxLength={ARTIST_LIMITS.headline} className={INPUT_CLASS} />
          )}
        </Field>
        <Field
          formId="artiste"
          name="bio"
          label="Biographie"
          hint="Une ligne vide entre deux paragraphes."
          error={fieldError('bio')}
        >
          {props => <textarea {...props} {...text('bio')} rows={6} className={INPUT_CLASS} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            formId="artiste"
            name="genres"
            label="Genres"
            hint="Séparés par des virgules."
            error={fieldError('genres')}
          >
            {props => <input {...props} {...text('genres')} className={INPUT_CLASS} />}
          </Field>
          <Field
            formId="artiste"
            name="tags"
            label="Mots-clés"
            hint="Séparés par des virgules."
            optional
            error={fieldError('tags')}
          >
            {props => <input {...props} {...text('tags')} className={INPUT_CLASS} />}
          </Field>
        </div>
        <MediaField
          kind="image"
          group="artists"
          name="photoUrl"
          label="Photo de l’artiste"
          value={form.photoUrl}
          onChange={url => set('photoUrl', url)}
          error={errors.photoUrl}
        />

        <fieldset
          className="space-y-4 rounded-xl border border-black/15 p-4"
          data-field="videos"
          tabIndex={-1}
          aria-invalid={fieldError('videos') ? true : undefined}
        >
          <legend className="px-1 font-semibold">Vidéos</legend>
          <p className="text-sm text-ink/75">
            Une vidéo de la médiathèque (/media/video/….mp4, lue par le navigateur) ou une vidéo YouTube (chargée
            seulement quand le visiteur clique : aucun appel à YouTube avant).
          </p>
          {form.videos.map((video, index) => (
            <div key={index} className="space-y-3 rounded-lg bg-indigo/5 p-3">
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  formId={`video-${index}`}
                  name="title"
                  label={`Titre de la vidéo ${index + 1}`}
                  error={errors[`videos.${index}.title`]}
                >
                  {props => (
                    <input
                      {...props}
                      value={video.title}
                      onChange={event =>
                        set(
                          'videos',
                          form.videos.map((item, at) => (at === index ? { ...item, title: event.target.value } : item)),
                        )
                      }
                      className={INPUT_CLASS}
                    />
                  )}
                </Field>
                <Field
                  formId={`video-${index}`}
                  name="source"
                  label={`Vidéo ${index + 1} : fichier ou YouTube`}
                  hint="/media/video/….mp4, ou l’adresse (ou l’identifiant) d’une vidéo YouTube."
                  error={errors[`videos.${index}.src`] ?? errors[`videos.${index}.youtubeId`]}
                >
                  {props => (
                    <input
                      {...props}
                      value={video.source}
                      onChange={event =>
                        set(
                          'videos',
                          form.videos.map((item, at) =>
                            at === index ? { ...item, source: event.target.value.trim() } : item,
                          ),
                        )
                      }
                      className={INPUT_CLASS}
                    />
                  )}
                </Field>
              </div>
              <MediaField
                kind="image"
                group="posters"
                name={`videos.${index}.posterUrl`}
                label="Vignette"
                value={video.posterUrl}
                onChange={url =>
                  set(
                    'videos',
                    form.videos.map((item, at) => (at === index ? { ...item, posterUrl: url } : item)),
                  )
                }
                error={errors[`videos.${index}.posterUrl`]}
              />
              <button
                type="button"
                className="text-sm font-semibold text-terracotta underline"
                onClick={() =>
                  set(
                    'videos',
                    form.videos.filter((_, at) => at !== index),
                  )
                }
              >
                Retirer la vidéo {index + 1}
              </button>
            </div>
          ))}
          {form.videos.length < ARTIST_LIMITS.videos ? (
            <button
              type="button"
              className="button-secondary"
              onClick={() => set('videos', [...form.videos, { title: '', source: '', posterUrl: '' }])}
            >
              Ajouter une vidéo
            </button>
          ) : null}
        </fieldset>

        <SaveOutcome outcome={save.outcome} />
        <div className="flex flex-wrap items-center gap-4 border-t border-ink/10 pt-5">
          <SaveButton pending={save.pending}>Enregistrer la fiche</SaveButton>
          {artist ? (
            <Link to={paths.artist(artist.id)} className="font-semibold text-indigo underline">
              Voir la page publique
            </Link>
          ) : null}
          {artist ? (
            <div ref={removal.rootRef}>
              <DeleteButton
                label="l’artiste"
                consequence="Supprimer définitivement cet artiste et tous ses morceaux ?"
                pending={removal.pending}
                onConfirm={() => void removal.submit(artist.id, '')}
              />
              <SaveOutcome outcome={removal.outcome} />
            </div>
          ) : null}
        </div>
      </form>
    </div>
  )
}

const emptyTrack = (): TrackInput => ({ title: '', audioSrc: '', coverUrl: '', durationSeconds: 0 })

function TrackForm({
  artistId,
  track,
  onDone,
  onCancel,
}: {
  artistId: string
  track: (TrackInput & { id: string }) | null
  onDone: (artist: AdminArtist, message: string) => void
  onCancel: () => void
}) {
  const [input, setInput] = useState<TrackInput>(() =>
    track
      ? {
          title: track.title,
          audioSrc: track.audioSrc,
          coverUrl: track.coverUrl,
          durationSeconds: track.durationSeconds,
        }
      : emptyTrack(),
  )
  const save = useSave({
    send: (values: TrackInput) =>
      track ? updateAdminTrack(artistId, track.id, values) : createAdminTrack(artistId, values),
    onSaved: result => onDone(result, `« ${input.title} » est enregistré.`),
    refused: 'Le morceau n’a pas été enregistré : corrigez les champs signalés.',
  })
  const { errors } = save
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save.submit(input, `« ${input.title} » est enregistré.`)
  }
  return (
    <div ref={save.rootRef}>
      <form
        noValidate
        onSubmit={submit}
        className="card mt-4 space-y-4 p-4"
        aria-label={track ? `Modifier « ${track.title} »` : 'Nouveau morceau'}
      >
        <Field formId="morceau" name="title" label="Titre du morceau" error={errors.title}>
          {props => (
            <input
              {...props}
              value={input.title}
              onChange={event => setInput({ ...input, title: event.target.value })}
              maxLength={ARTIST_LIMITS.trackTitle}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <MediaField
          kind="audio"
          name="audioSrc"
          label="Fichier MP3"
          value={input.audioSrc}
          onChange={(url, asset) =>
            setInput(current => ({
              ...current,
              audioSrc: url,
              durationSeconds: asset?.durationSeconds ? Math.round(asset.durationSeconds) : current.durationSeconds,
            }))
          }
          error={errors.audioSrc ?? errors.durationSeconds}
        />
        {input.durationSeconds > 0 ? <p className="text-sm">Durée : {formatDuration(input.durationSeconds)}</p> : null}
        <MediaField
          kind="image"
          group="covers"
          name="coverUrl"
          label="Pochette"
          value={input.coverUrl}
          onChange={url => setInput(current => ({ ...current, coverUrl: url }))}
          error={errors.coverUrl}
        />
        <SaveOutcome outcome={save.outcome} />
        <div className="flex flex-wrap gap-4">
          <SaveButton pending={save.pending}>Enregistrer le morceau</SaveButton>
          <button type="button" className="font-semibold text-indigo underline" onClick={onCancel}>
            Fermer sans enregistrer
          </button>
        </div>
      </form>
    </div>
  )
}

function Discography({ artist, onChange }: { artist: AdminArtist; onChange: (artist: AdminArtist) => void }) {
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const tracks = artist.discography

  // Moves and deletions keep the focus on the list: the outcome is announced, not focused.
  const act = async (send: () => Promise<AdminArtist>, done: string) => {
    if (pending) return
    setProblem(null)
    setMessage(null)
    setPending(true)
    try {
      onChange(await send())
      setMessage(done)
    } catch {
      setProblem('L’opération n’a pas abouti : réessayez.')
    } finally {
      setPending(false)
    }
  }
  const move = (index: number, offset: number) => {
    const ids = tracks.map(track => track.id)
    const [moved] = ids.splice(index, 1)
    ids.splice(index + offset, 0, moved!)
    void act(() => orderAdminTracks(artist.id, ids), `« ${tracks[index]!.title} » déplacé.`)
  }

  return (
    <section className="mt-12" aria-labelledby="discographie">
      <h2 id="discographie" className="heading-2">
        Discographie
      </h2>
      <div className="mt-4">
        <SaveOutcome outcome={problem ? { ok: false, text: problem } : message ? { ok: true, text: message } : null} />
      </div>
      {tracks.length === 0 ? <p className="mt-4">Aucun morceau pour le moment.</p> : null}
      <ol className="mt-4 space-y-2">
        {tracks.map((track, index) => (
          <li key={track.id} className="card p-3">
            <div className="flex flex-wrap items-center gap-3">
              <img src={track.coverUrl} alt="" className="size-12 rounded object-cover" loading="lazy" />
              <span className="min-w-0 flex-1">
                <span className="font-semibold">{track.title}</span>{' '}
                <span className="text-sm text-ink/75">({formatDuration(track.durationSeconds)})</span>
              </span>
              <button
                type="button"
                className="rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-black/15 disabled:opacity-40"
                disabled={index === 0 || pending}
                onClick={() => move(index, -1)}
              >
                Monter<span className="sr-only"> « {track.title} »</span>
              </button>
              <button
                type="button"
                className="rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-black/15 disabled:opacity-40"
                disabled={index === tracks.length - 1 || pending}
                onClick={() => move(index, 1)}
              >
                Descendre<span className="sr-only"> « {track.title} »</span>
              </button>
              <button
                type="button"
                className="text-sm font-semibold text-indigo underline"
                onClick={() => {
                  setEditing(track.id)
                  setMessage(null)
                }}
              >
                Modifier<span className="sr-only"> « {track.title} »</span>
              </button>
              <DeleteButton
                label={`« ${track.title} »`}
                consequence="Retirer ce morceau de la discographie ?"
                pending={pending}
                onConfirm={() => void act(() => deleteAdminTrack(artist.id, track.id), `« ${track.title} » supprimé.`)}
              />
            </div>
            {editing === track.id ? (
              <TrackForm
                artistId={artist.id}
                track={track}
                onCancel={() => setEditing(null)}
                onDone={(updated, done) => {
                  onChange(updated)
                  setEditing(null)
                  setMessage(done)
                }}
              />
            ) : null}
          </li>
        ))}
      </ol>
      {editing === 'new' ? (
        <TrackForm
          artistId={artist.id}
          track={null}
          onCancel={() => setEditing(null)}
          onDone={(updated, done) => {
            onChange(updated)
            setEditing(null)
            setMessage(done)
          }}
        />
      ) : (
        <button
          type="button"
          className="button-secondary mt-4"
          onClick={() => {
            setEditing('new')
            setMessage(null)
          }}
        >
          Ajouter un morceau
        </button>
      )}
    </section>
  )
}

export function AdminArtistSheet({ id }: { id?: string }) {
  const location = useLocation()
  // A new artist has nothing to load: `{ artist: null }` is ready at once.
  const loaded = useAdminData(async () => ({ artist: id ? await fetchAdminArtist(id) : null }), id ?? 'nouveau')
  const setArtist = (artist: AdminArtist) => loaded.setData(() => ({ artist }))
  const created = (location.state as { created?: boolean } | null)?.created
  return (
    <>
      <Link to={adminPaths.artists()} className="mt-4 inline-block font-semibold text-indigo underline">
        Retour aux artistes
      </Link>
      <LoadState loaded={loaded}>
        {({ artist }) => (
          <>
            {created ? (
              <div className="mt-6">
                <AdminStatus>Artiste ajouté : ajoutez maintenant ses morceaux.</AdminStatus>
              </div>
            ) : null}
            <ArtistEditor key={artist?.id ?? 'nouveau'} artist={artist} onSaved={setArtist} />
            {artist ? <Discography artist={artist} onChange={setArtist} /> : null}
          </>
        )}
      </LoadState>
    </>
  )
}
