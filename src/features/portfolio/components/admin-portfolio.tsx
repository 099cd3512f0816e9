import { useState, type FormEvent } from 'react'
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
import { ListEditingPanel, useListEditing } from '#core/ui/admin-list.tsx'
import { Field } from '#core/ui/field.tsx'
import { MediaField } from '#features/media/components/media-field.tsx'
import { fetchAdminArtists, type AdminArtistSummary } from '#features/artists/artists-admin.api.ts'
import {
  createAdminPortfolioItem,
  deleteAdminPortfolioItem,
  fetchAdminPortfolio,
  updateAdminPortfolioItem,
  type AdminPortfolioItem,
  type PortfolioInput,
} from '../portfolio-admin.api.ts'

const FORM_ID = 'realisation'

/** The form keeps lists as editable text: one credit or download per line. */
type ItemForm = Omit<PortfolioInput, 'year' | 'credits' | 'tags' | 'downloadableAssets'> & {
  year: string
  credits: string
  tags: string
  downloads: string
}

const toForm = (item: AdminPortfolioItem | null): ItemForm =>
  item
    ? {
        ...item,
        year: String(item.year),
        credits: item.credits.map(credit => `${credit.role} : ${credit.name}`).join('\n'),
        tags: item.tags.join(', '),
        downloads: item.downloadableAssets.map(asset => `${asset.label} | ${asset.url}`).join('\n'),
      }
    : {
        title: '',
        year: String(new Date().getFullYear()),
        coverImage: '',
        type: 'clip',
        artists: [],
        description: '',
        credits: '',
        media: { videoUrl: null, audioUrl: null },
        duration: '',
        tags: '',
        license: `© ${new Date().getFullYear()} Gombiste Records SARL. Tous droits réservés.`,
        downloads: '',
        caseStudy: { challenge: '', approach: '', result: '' },
      }

const lines = (text: string) =>
  text
    .split('\n')
    .map(line => line.trim())
    .filter(Boolean)

function toInput(form: ItemForm): PortfolioInput {
  const { downloads, ...rest } = form
  return {
    ...rest,
    year: Number(form.year),
    credits: lines(form.credits).map(line => {
      const [role = '', ...name] = line.split(/\s*:\s*/)
      return { role, name: name.join(' : ') }
    }),
    tags: splitList(form.tags),
    downloadableAssets: lines(downloads).map(line => {
      const [label = '', url = ''] = line.split(/\s*\|\s*/)
      return { label, url }
    }),
    media: { videoUrl: form.media.videoUrl?.trim() || null, audioUrl: form.media.audioUrl || null },
  }
}

function ItemEditor({
  item,
  artists,
  onSaved,
  onDeleted,
  onCancel,
}: {
  item: AdminPortfolioItem | null
  artists: AdminArtistSummary[]
  onSaved: (item: AdminPortfolioItem) => void
  onDeleted: (id: string) => void
  onCancel: () => void
}) {
  const [form, setForm] = useState(() => toForm(item))
  const save = useSave({
    send: (values: PortfolioInput) =>
      item ? updateAdminPortfolioItem(item.id, values) : createAdminPortfolioItem(values),
    onSaved: saved => onSaved(saved as AdminPortfolioItem),
    refused: 'La réalisation n’a pas été enregistrée : corrigez les champs signalés.',
  })
  const removal = useSave({
    send: (id: string) => deleteAdminPortfolioItem(id),
    onSaved: () => item && onDeleted(item.id),
  })
  const { errors } = save
  const set = <Name extends keyof ItemForm>(name: Name, value: ItemForm[Name]) =>
    setForm(current => ({ ...current, [name]: value }))
  const text = (
    name: 'title' | 'year' | 'description' | 'credits' | 'duration' | 'tags' | 'license' | 'downloads',
  ) => ({ value: form[name], onChange: (event: { target: { value: string } }) => set(name, event.target.value) })
  const prefixed = (name: string) =>
    errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save.submit(toInput(form), 'Réalisation enregistrée.')
  }

  return (
    <div ref={save.rootRef}>
      <form noValidate onSubmit={submit} className="card mt-6 space-y-5 p-5" aria-labelledby={`${FORM_ID}-heading`}>
        <h2 id={`${FORM_ID}-heading`} className="heading-2">
          {item ? `Modifier « ${item.title} »` : 'Nouvelle réalisation'}
        </h2>
        <div className="grid gap-5 sm:grid-cols-[1fr_8rem_10rem]">
          <Field formId={FORM_ID} name="title" label="Titre" error={errors.title}>
            {props => <input {...props} {...text('title')} className={INPUT_CLASS} />}
          </Field>
          <Field formId={FORM_ID} name="year" label="Année" error={errors.year}>
            {props => <input {...props} {...text('year')} inputMode="numeric" className={INPUT_CLASS} />}
          </Field>
          <Field formId={FORM_ID} name="type" label="Type" error={errors.type}>
            {props => (
              <select
                {...props}
                value={form.type}
                onChange={event => set('type', event.target.value as ItemForm['type'])}
                className={INPUT_CLASS}
              >
                <option value="clip">Clip</option>
                <option value="album">Album</option>
              </select>
            )}
          </Field>
        </div>
        <fieldset data-field="artists" tabIndex={-1} aria-invalid={errors.artists ? true : undefined}>
          <legend className="font-semibold">Artistes</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {artists.map(artist => (
              <label key={artist.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={form.artists.includes(artist.id)}
                  onChange={event =>
                    set(
                      'artists',
                      event.target.checked ? [...form.artists, artist.id] : form.artists.filter(id => id !== artist.id),
                    )
                  }
                  className="size-5 accent-indigo"
                />
                {artist.name}
              </label>
            ))}
          </div>
          {prefixed('artists') ? (
            <p className="mt-1 text-sm font-medium text-terracotta">{prefixed('artists')}</p>
          ) : null}
        </fieldset>
        <MediaField
          kind="image"
          group="portfolio"
          name="coverImage"
          label="Visuel"
          value={form.coverImage}
          onChange={url => set('coverImage', url)}
          error={errors.coverImage}
        />
        <Field formId={FORM_ID} name="description" label="Description" error={errors.description}>
          {props => <textarea {...props} {...text('description')} rows={3} className={INPUT_CLASS} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            formId={FORM_ID}
            name="media.videoUrl"
            label="Vidéo (fichier ou YouTube)"
            optional
            hint="/media/video/….mp4, ou https://www.youtube.com/watch?v=…"
            error={errors['media.videoUrl']}
          >
            {props => (
              <input
                {...props}
                value={form.media.videoUrl ?? ''}
                onChange={event => set('media', { ...form.media, videoUrl: event.target.value })}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <Field
            formId={FORM_ID}
            name="duration"
            label="Durée"
            hint="Par exemple « 3 min 42 s » ou « 42 min »."
            error={errors.duration}
          >
            {props => <input {...props} {...text('duration')} className={INPUT_CLASS} />}
          </Field>
        </div>
        <MediaField
          kind="audio"
          name="media.audioUrl"
          label="Extrait audio"
          optional
          value={form.media.audioUrl ?? ''}
          onChange={url => set('media', { ...form.media, audioUrl: url || null })}
          error={errors['media.audioUrl']}
        />
        <Field
          formId={FORM_ID}
          name="credits"
          label="Crédits"
          optional
          hint="Un par ligne : « Rôle : Nom »."
          error={prefixed('credits')}
        >
          {props => <textarea {...props} {...text('credits')} rows={4} className={INPUT_CLASS} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            formId={FORM_ID}
            name="tags"
            label="Mots-clés"
            optional
            hint="Séparés par des virgules."
            error={prefixed('tags')}
          >
            {props => <input {...props} {...text('tags')} className={INPUT_CLASS} />}
          </Field>
          <Field formId={FORM_ID} name="license" label="Licence et droits" error={errors.license}>
            {props => <input {...props} {...text('license')} className={INPUT_CLASS} />}
          </Field>
        </div>
        <Field
          formId={FORM_ID}
          name="downloadableAssets"
          label="Fichiers à télécharger"
          optional
          hint="Un par ligne : « Libellé | /media/… ou https://… »."
          error={prefixed('downloadableAssets')}
        >
          {props => <textarea {...props} {...text('downloads')} rows={2} className={INPUT_CLASS} />}
        </Field>
        <fieldset className="space-y-4">
          <legend className="font-semibold">Étude de cas</legend>
          {(
            [
              ['challenge', 'Enjeu'],
              ['approach', 'Démarche'],
              ['result', 'Résultat'],
            ] as const
          ).map(([key, label]) => (
            <Field
              key={key}
              formId={FORM_ID}
              name={`caseStudy.${key}`}
              label={label}
              error={errors[`caseStudy.${key}`]}
            >
              {props => (
                <textarea
                  {...props}
                  value={form.caseStudy[key]}
                  onChange={event => set('caseStudy', { ...form.caseStudy, [key]: event.target.value })}
                  rows={3}
                  className={INPUT_CLASS}
                />
              )}
            </Field>
          ))}
        </fieldset>
        <SaveOutcome outcome={save.outcome} />
        <div className="flex flex-wrap items-center gap-4 border-t border-ink/10 pt-5">
          <SaveButton pending={save.pending} />
          <button type="button" className="font-semibold text-indigo underline" onClick={onCancel}>
            Fermer sans enregistrer
          </button>
          {item ? (
            <div ref={removal.rootRef}>
              <DeleteButton
                label="la réalisation"
                consequence="Retirer définitivement cette réalisation du portfolio ?"
                pending={removal.pending}
                onConfirm={() => void removal.submit(item.id, '')}
              />
              <SaveOutcome outcome={removal.outcome} />
            </div>
          ) : null}
        </div>
      </form>
    </div>
  )
}

type PortfolioData = { items: AdminPortfolioItem[]; artists: AdminArtistSummary[] }

export function AdminPortfolio() {
  const loaded = useAdminData(async (): Promise<PortfolioData> => {
    const [items, artists] = await Promise.all([fetchAdminPortfolio(), fetchAdminArtists()])
    return { items, artists }
  }, 'portfolio')
  return (
    <LoadState loaded={loaded}>
      {data => (
        <PortfolioList {...data} setItems={items => loaded.setData(current => current && { ...current, items })} />
      )}
    </LoadState>
  )
}

function PortfolioList({
  items,
  artists,
  setItems,
}: PortfolioData & { setItems: (items: AdminPortfolioItem[]) => void }) {
  const list = useListEditing(items, setItems, (a, b) => b.year - a.year)
  const names = new Map(artists.map(artist => [artist.id, artist.name]))
  return (
    <>
      <ListEditingPanel list={list} newLabel="Nouvelle réalisation">
        {item => (
          <ItemEditor
            item={item}
            artists={artists}
            onCancel={list.cancel}
            onSaved={saved => list.saved(saved, `« ${saved.title} » est enregistré et affiché sur la page Portfolio.`)}
            onDeleted={id => list.deleted(id, 'Réalisation retirée du portfolio.')}
          />
        )}
      </ListEditingPanel>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {items.map(item => (
          <li key={item.id} className="card flex gap-4 p-4">
            <img src={item.coverImage} alt="" className="size-20 shrink-0 rounded object-cover" loading="lazy" />
            <div className="min-w-0">
              <p className="font-semibold">{item.title}</p>
              <p className="text-sm text-ink/75">
                {item.type === 'clip' ? 'Clip' : 'Album'} · {item.year} ·{' '}
                {item.artists.map(id => names.get(id) ?? id).join(', ')}
              </p>
              <button
                type="button"
                className="mt-1 text-sm font-semibold text-indigo underline"
                onClick={() => list.open(item)}
              >
                Modifier<span className="sr-only"> « {item.title} »</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
