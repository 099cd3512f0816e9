import { useState } from 'react'
import {
  Checkbox,
  DeleteButton,
  ItemButtons,
  LoadState,
  moveItem,
  SaveButton,
  SaveOutcome,
  SelectInput,
  TextArea,
  TextInput,
  useAdminData,
  useSave,
} from '#core/ui/admin-kit.tsx'
import { useActionNotice } from '#core/ui/action-notice.tsx'
import {
  createTestimonial,
  deleteTestimonial,
  fetchAdminTestimonials,
  reorderTestimonials,
  saveTestimonial,
  setTestimonialPublished,
  type AdminTestimonial,
} from '../testimonials-admin.api.ts'
import { testimonialInputSchema } from '../testimonials-admin.schemas.ts'

const TYPE_LABELS = { client: 'Client', student: 'Élève' } as const

/** Testimonials: write, publish or hide, reorder, delete. Hidden ones stay here, off the site. */
export function AdminTestimonials() {
  const loaded = useAdminData(fetchAdminTestimonials, 'testimonials')
  return (
    <LoadState loaded={loaded}>
      {testimonials => (
        <TestimonialList testimonials={testimonials} setTestimonials={next => loaded.setData(() => next)} />
      )}
    </LoadState>
  )
}

function TestimonialList({
  testimonials,
  setTestimonials,
}: {
  testimonials: AdminTestimonial[]
  setTestimonials: (next: AdminTestimonial[]) => void
}) {
  const [editing, setEditing] = useState<string | null>(null)
  const notice = useActionNotice()
  const replaceOne = (saved: AdminTestimonial) =>
    setTestimonials(testimonials.map(item => (item.id === saved.id ? saved : item)))

  const toggle = (item: AdminTestimonial) =>
    notice.run(async () => {
      replaceOne(await setTestimonialPublished(item.id, !item.published))
      notice.announce(
        true,
        item.published
          ? `Témoignage de ${item.author} masqué : il n’apparaît plus sur le site.`
          : `Témoignage de ${item.author} publié.`,
      )
    })
  const move = (index: number, to: number) =>
    notice.run(async () => {
      setTestimonials(await reorderTestimonials(moveItem(testimonials, index, to).map(item => item.id)))
      notice.announce(
        true,
        `Ordre enregistré : le témoignage de ${testimonials[index]?.author} est maintenant en position ${to + 1}.`,
      )
    })
  const remove = (item: AdminTestimonial) =>
    notice.run(async () => {
      await deleteTestimonial(item.id)
      setTestimonials(testimonials.filter(current => current.id !== item.id))
      notice.announce(true, `Témoignage de ${item.author} supprimé.`)
    })

  return (
    <div className="mt-8">
      <button
        type="button"
        className="button-primary"
        aria-expanded={editing === 'new'}
        onClick={() => setEditing(editing === 'new' ? null : 'new')}
      >
        Nouveau témoignage
      </button>
      {editing === 'new' ? (
        <div className="card mt-4 p-5">
          <TestimonialForm
            testimonial={null}
            onCancel={() => setEditing(null)}
            onSaved={created => {
              setTestimonials([...testimonials, created])
              setEditing(null)
              notice.announce(
                true,
                `Témoignage de ${created.author} ajouté${created.published ? ' et publié' : ' (masqué)'}.`,
              )
            }}
          />
        </div>
      ) : null}
      {notice.view}
      <ul className="mt-4 space-y-3">
        {testimonials.map((item, index) => (
          <li key={item.id} className="card p-5" data-testid="admin-testimonial">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <figure className="max-w-2xl">
                <blockquote className="text-sm italic">« {item.quote} »</blockquote>
                <figcaption className="mt-2 text-sm">
                  <span className="font-semibold">{item.author}</span>, {item.role} · {TYPE_LABELS[item.type]} ·{' '}
                  <span className={item.published ? 'text-forest' : 'font-semibold text-terracotta'}>
                    {item.published ? 'Publié' : 'Masqué'}
                  </span>
                </figcaption>
              </figure>
              <div className="flex flex-wrap items-center gap-2">
                <button type="button" className="button-secondary text-sm" onClick={() => void toggle(item)}>
                  {item.published ? 'Masquer' : 'Publier'}
                  <span className="sr-only"> le témoignage de {item.author}</span>
                </button>
                <button
                  type="button"
                  className="button-secondary text-sm"
                  aria-expanded={editing === item.id}
                  onClick={() => setEditing(editing === item.id ? null : item.id)}
                >
                  {editing === item.id ? 'Fermer' : 'Modifier'}
                  <span className="sr-only"> le témoignage de {item.author}</span>
                </button>
                <ItemButtons
                  index={index}
                  count={testimonials.length}
                  itemLabel={`le témoignage de ${item.author}`}
                  onMove={to => void move(index, to)}
                />
                <DeleteButton label={`le témoignage de ${item.author}`} onConfirm={() => void remove(item)} />
              </div>
            </div>
            {editing === item.id ? (
              <div className="mt-4 border-t border-ink/10 pt-4">
                <TestimonialForm testimonial={item} onCancel={() => setEditing(null)} onSaved={replaceOne} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

function TestimonialForm({
  testimonial,
  onSaved,
  onCancel,
}: {
  testimonial: AdminTestimonial | null
  onSaved: (item: AdminTestimonial) => void
  onCancel: () => void
}) {
  const form = `temoignage-${testimonial?.id ?? 'nouveau'}`
  const [draft, setDraft] = useState({
    author: testimonial?.author ?? '',
    role: testimonial?.role ?? '',
    quote: testimonial?.quote ?? '',
    type: testimonial?.type ?? ('' as const),
    published: testimonial?.published ?? true,
  })
  const save = useSave({
    schema: testimonialInputSchema,
    send: values => (testimonial ? saveTestimonial(testimonial.id, values) : createTestimonial(values)),
    onSaved,
  })
  const set =
    <Key extends keyof typeof draft>(key: Key) =>
    (value: (typeof draft)[Key]) =>
      setDraft(current => ({ ...current, [key]: value }))
  return (
    <div ref={save.rootRef}>
      <form
        noValidate
        aria-label={testimonial ? `Modifier le témoignage de ${testimonial.author}` : 'Nouveau témoignage'}
        className="space-y-4"
        onSubmit={event => {
          event.preventDefault()
          void save.submit(
            { ...draft, type: draft.type || undefined },
            `Témoignage de ${draft.author.trim()} enregistré.`,
          )
        }}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput
            form={form}
            name="author"
            label="Auteur"
            errors={save.errors}
            value={draft.author}
            onChange={set('author')}
          />
          <TextInput
            form={form}
            name="role"
            label="Rôle"
            hint="Par exemple « Élève en piano » ou « Organisatrice de festival »."
            errors={save.errors}
            value={draft.role}
            onChange={set('role')}
          />
          <SelectInput
            form={form}
            name="type"
            label="Type"
            errors={save.errors}
            value={draft.type}
            onChange={set('type')}
            options={[
              { value: 'client', label: TYPE_LABELS.client },
              { value: 'student', label: TYPE_LABELS.student },
            ]}
          />
        </div>
        <TextArea
          form={form}
          name="quote"
          label="Témoignage"
          errors={save.errors}
          value={draft.quote}
          onChange={set('quote')}
          rows={4}
        />
        <Checkbox
          form={form}
          name="published"
          label="Publié sur le site"
          hint="Décochez pour le garder ici sans l’afficher."
          checked={draft.published}
          onChange={set('published')}
        />
        <SaveOutcome outcome={save.outcome} />
        <div className="flex flex-wrap gap-3">
          <SaveButton pending={save.pending}>
            {testimonial ? 'Enregistrer le témoignage' : 'Ajouter le témoignage'}
          </SaveButton>
          <button type="button" className="button-secondary" onClick={onCancel}>
            {testimonial ? 'Fermer' : 'Annuler'}
          </button>
        </div>
      </form>
    </div>
  )
}
