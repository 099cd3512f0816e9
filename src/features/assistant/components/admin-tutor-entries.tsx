import { useMemo, useState } from 'react'
import {
  DeleteButton,
  LineListEditor,
  LoadState,
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
  type AdminTutorEntry,
  createTutorEntry,
  deleteTutorEntry,
  fetchTutorEntries,
  updateTutorEntry,
} from '../tutor-entries.api.ts'
import { TUTOR_TOPICS, tutorEntryCreateSchema, tutorEntryInputSchema } from '../tutor-entries.schemas.ts'

type Topic = keyof typeof TUTOR_TOPICS
const TOPIC_OPTIONS = (Object.keys(TUTOR_TOPICS) as Topic[]).map(value => ({ value, label: TUTOR_TOPICS[value] }))
const PAGE = 30

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")

/**
 * The tutor's knowledge base: find an entry by topic or words, edit its questions, answer, link and
 * keywords, add or delete entries. Maestro Gombi answers from a change at once.
 */
export function AdminTutorEntries() {
  const loaded = useAdminData(fetchTutorEntries, 'tutor-entries')
  return (
    <LoadState loaded={loaded}>
      {entries => <EntryList entries={entries} setEntries={next => loaded.setData(() => next)} />}
    </LoadState>
  )
}

function EntryList({
  entries,
  setEntries,
}: {
  entries: AdminTutorEntry[]
  setEntries: (next: AdminTutorEntry[]) => void
}) {
  const [topic, setTopic] = useState<Topic | ''>('')
  const [query, setQuery] = useState('')
  const [shown, setShown] = useState(PAGE)
  const [editing, setEditing] = useState<string | null>(null)
  const notice = useActionNotice()
  const found = useMemo(() => {
    const words = plain(query).split(/\s+/).filter(Boolean)
    return entries.filter(entry => {
      if (topic && entry.topic !== topic) return false
      const haystack = plain([entry.id, ...entry.questions, entry.answer, ...entry.tags].join(' '))
      return words.every(word => haystack.includes(word))
    })
  }, [entries, topic, query])

  const remove = (entry: AdminTutorEntry) =>
    notice.run(async () => {
      await deleteTutorEntry(entry.id)
      setEntries(entries.filter(current => current.id !== entry.id))
      notice.announce(true, `Fiche « ${entry.questions[0]} » supprimée : l’assistant ne s’en sert plus.`)
    })

  return (
    <div className="mt-8">
      <div className="flex flex-wrap items-end gap-4">
        <div className="min-w-60 flex-1">
          <TextInput
            form="fiches-recherche"
            name="q"
            label="Chercher une fiche"
            hint="Un mot de la question, de la réponse ou des mots-clés."
            errors={{}}
            value={query}
            onChange={value => {
              setQuery(value)
              setShown(PAGE)
            }}
          />
        </div>
        <div className="min-w-48">
          <SelectInput
            form="fiches-recherche"
            name="topic"
            label="Thème"
            errors={{}}
            value={topic}
            onChange={value => {
              setTopic(value)
              setShown(PAGE)
            }}
            options={TOPIC_OPTIONS}
          />
        </div>
        {topic ? (
          <button type="button" className="button-secondary" onClick={() => setTopic('')}>
            Tous les thèmes
          </button>
        ) : null}
        <button
          type="button"
          className="button-primary"
          aria-expanded={editing === 'new'}
          onClick={() => setEditing(editing === 'new' ? null : 'new')}
        >
          Nouvelle fiche
        </button>
      </div>
      {editing === 'new' ? (
        <div className="card mt-4 p-5">
          <EntryForm
            entry={null}
            onCancel={() => setEditing(null)}
            onSaved={created => {
              setEntries([created, ...entries])
              setEditing(null)
              notice.announce(true, `Fiche « ${created.questions[0]} » ajoutée : l’assistant s’en sert dès maintenant.`)
            }}
          />
        </div>
      ) : null}
      {notice.view}
      <p className="mt-4 text-sm" role="status" aria-live="polite">
        {found.length} fiche{found.length > 1 ? 's' : ''} sur {entries.length}
      </p>
      <ul className="mt-2 space-y-3">
        {found.slice(0, shown).map(entry => (
          <li key={entry.id} className="card p-4" data-testid="admin-tutor-entry">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="max-w-3xl">
                <p className="font-semibold">{entry.questions[0]}</p>
                <p className="mt-1 text-sm text-ink/80">
                  {TUTOR_TOPICS[entry.topic as Topic] ?? entry.topic} · {entry.questions.length} question
                  {entry.questions.length > 1 ? 's' : ''} · lien : {entry.links[0]?.href}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  className="button-secondary text-sm"
                  aria-expanded={editing === entry.id}
                  onClick={() => setEditing(editing === entry.id ? null : entry.id)}
                >
                  {editing === entry.id ? 'Fermer' : 'Modifier'}
                  <span className="sr-only"> la fiche « {entry.questions[0]} »</span>
                </button>
                <DeleteButton label={`la fiche « ${entry.questions[0]} »`} onConfirm={() => void remove(entry)} />
              </div>
            </div>
            {editing === entry.id ? (
              <div className="mt-4 border-t border-ink/10 pt-4">
                <EntryForm
                  entry={entry}
                  onCancel={() => setEditing(null)}
                  onSaved={saved => setEntries(entries.map(item => (item.id === saved.id ? saved : item)))}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {found.length > shown ? (
        <button type="button" className="button-secondary mt-4" onClick={() => setShown(shown + PAGE)}>
          Afficher {Math.min(PAGE, found.length - shown)} fiches de plus
        </button>
      ) : null}
    </div>
  )
}

function EntryForm({
  entry,
  onSaved,
  onCancel,
}: {
  entry: AdminTutorEntry | null
  onSaved: (entry: AdminTutorEntry) => void
  onCancel: () => void
}) {
  const form = `fiche-${entry?.id ?? 'nouvelle'}`
  const [draft, setDraft] = useState({
    id: entry?.id ?? '',
    topic: (entry?.topic ?? '') as Topic | '',
    questions: entry?.questions ?? [''],
    answer: entry?.answer ?? '',
    linkLabel: entry?.links[0]?.label ?? '',
    linkHref: entry?.links[0]?.href ?? '',
    tags: entry?.tags.join(', ') ?? '',
  })
  const save = useSave({
    schema: entry ? tutorEntryInputSchema : tutorEntryCreateSchema,
    send: values => (entry ? updateTutorEntry(entry.id, values) : createTutorEntry(values as AdminTutorEntry)),
    onSaved,
  })
  const set =
    <Key extends keyof typeof draft>(key: Key) =>
    (value: (typeof draft)[Key]) =>
      setDraft(current => ({ ...current, [key]: value }))
  const values = () => ({
    ...(entry ? {} : { id: draft.id }),
    topic: draft.topic || undefined,
    questions: draft.questions,
    answer: draft.answer,
    links: [{ label: draft.linkLabel, href: draft.linkHref }, ...(entry?.links.slice(1) ?? [])],
    tags: draft.tags
      .split(',')
      .map(tag => tag.trim())
      .filter(Boolean),
  })
  return (
    <div ref={save.rootRef}>
      <form
        noValidate
        aria-label={entry ? `Modifier la fiche « ${entry.questions[0]} »` : 'Nouvelle fiche'}
        className="space-y-4"
        onSubmit={event => {
          event.preventDefault()
          void save.submit(values(), 'Fiche enregistrée : l’assistant répond déjà avec cette version.')
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {entry ? null : (
            <TextInput
              form={form}
              name="id"
              label="Identifiant"
              hint="Lettres minuscules, chiffres et tirets, par exemple « chant-respiration-ventre »."
              errors={save.errors}
              value={draft.id}
              onChange={set('id')}
            />
          )}
          <SelectInput
            form={form}
            name="topic"
            label="Thème"
            errors={save.errors}
            value={draft.topic}
            onChange={set('topic')}
            options={TOPIC_OPTIONS}
          />
        </div>
        <LineListEditor
          form={form}
          name="questions"
          label="Questions"
          itemLabel="Question"
          addLabel="Ajouter une formulation"
          hint="Les façons dont les élèves posent la question ; la première sert de titre."
          errors={save.errors}
          items={draft.questions}
          onChange={set('questions')}
        />
        <TextArea
          form={form}
          name="answer"
          label="Réponse"
          hint="En tutoyant l’élève. Les champs {prix:pack-duo}, {duree:piano/debutant}, {heures:…}, {reussite:…}, {email:contact}, {telephone} et {adresse} sont remplacés par les valeurs du site."
          errors={save.errors}
          value={draft.answer}
          onChange={set('answer')}
          rows={8}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            form={form}
            name="links.0.label"
            label="Lien « Pour aller plus loin » : titre"
            errors={save.errors}
            value={draft.linkLabel}
            onChange={set('linkLabel')}
          />
          <TextInput
            form={form}
            name="links.0.href"
            label="Lien « Pour aller plus loin » : adresse"
            hint="Une page du site, par exemple /academie/piano/debutant."
            errors={save.errors}
            value={draft.linkHref}
            onChange={set('linkHref')}
          />
        </div>
        <TextInput
          form={form}
          name="tags"
          label="Mots-clés"
          hint="Séparés par des virgules : ils aident l’assistant à trouver la fiche."
          optional
          errors={save.errors}
          value={draft.tags}
          onChange={set('tags')}
        />
        <SaveOutcome outcome={save.outcome} />
        <div className="flex flex-wrap gap-3">
          <SaveButton pending={save.pending}>{entry ? 'Enregistrer la fiche' : 'Ajouter la fiche'}</SaveButton>
          <button type="button" className="button-secondary" onClick={onCancel}>
            {entry ? 'Fermer' : 'Annuler'}
          </button>
        </div>
      </form>
    </div>
  )
}
