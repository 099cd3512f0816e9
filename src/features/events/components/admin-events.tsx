import { useState, type FormEvent } from 'react'
import { formatDate } from '#core/format/format.ts'
import {
  DeleteButton,
  INPUT_CLASS,
  LoadState,
  SaveButton,
  SaveOutcome,
  StatusField,
  useAdminData,
  useSave,
} from '#core/ui/admin-kit.tsx'
import { ListEditingPanel, useListEditing } from '#core/ui/admin-list.tsx'
import { Field } from '#core/ui/field.tsx'
import {
  createAdminEvent,
  deleteAdminEvent,
  fetchAdminEvents,
  updateAdminEvent,
  type AdminEvent,
  type EventInput,
} from '../events-admin.api.ts'
import { EVENT_LIMITS } from '../events.schemas.ts'

const FORM_ID = 'evenement'

const emptyEvent = (): EventInput => ({
  title: '',
  type: '',
  description: '',
  date: new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10),
  time: '19:00',
  location: '',
  intervenant: '',
  status: 'draft',
})

function EventForm({
  event,
  types,
  onSaved,
  onDeleted,
  onCancel,
}: {
  event: AdminEvent | null
  types: string[]
  onSaved: (event: AdminEvent) => void
  onDeleted: (id: string) => void
  onCancel: () => void
}) {
  const [input, setInput] = useState<EventInput>(() => {
    if (!event) return emptyEvent()
    const { title, type, description, date, time, location, intervenant, status } = event
    return { title, type, description, date, time, location, intervenant, status }
  })
  const save = useSave({
    send: (values: EventInput) => (event ? updateAdminEvent(event.id, values) : createAdminEvent(values)),
    onSaved: saved => onSaved(saved as AdminEvent),
    refused: 'L’événement n’a pas été enregistré : corrigez les champs signalés.',
  })
  const removal = useSave({
    send: (id: string) => deleteAdminEvent(id),
    onSaved: () => event && onDeleted(event.id),
  })
  const { errors } = save
  const set = (name: keyof EventInput, value: string) => setInput(current => ({ ...current, [name]: value }))
  const text = (name: keyof EventInput) => ({
    value: input[name],
    onChange: (change: { target: { value: string } }) => set(name, change.target.value),
  })

  const submit = (submitEvent: FormEvent) => {
    submitEvent.preventDefault()
    void save.submit(input, 'Événement enregistré.')
  }

  return (
    <div ref={save.rootRef}>
      <form noValidate onSubmit={submit} className="card mt-6 space-y-5 p-5" aria-labelledby={`${FORM_ID}-heading`}>
        <h2 id={`${FORM_ID}-heading`} className="heading-2">
          {event ? `Modifier « ${event.title} »` : 'Nouvel événement'}
        </h2>
        <Field formId={FORM_ID} name="title" label="Titre" error={errors.title}>
          {props => <input {...props} {...text('title')} maxLength={EVENT_LIMITS.title} className={INPUT_CLASS} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-3">
          <Field formId={FORM_ID} name="type" label="Type" hint="Concert, masterclass, atelier…" error={errors.type}>
            {props => (
              <>
                <input
                  {...props}
                  {...text('type')}
                  list={`${FORM_ID}-types`}
                  maxLength={EVENT_LIMITS.type}
                  className={INPUT_CLASS}
                />
                <datalist id={`${FORM_ID}-types`}>
                  {types.map(type => (
                    <option key={type} value={type} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
          <Field formId={FORM_ID} name="date" label="Date" error={errors.date}>
            {props => <input {...props} {...text('date')} type="date" className={INPUT_CLASS} />}
          </Field>
          <Field formId={FORM_ID} name="time" label="Heure (Douala)" error={errors.time}>
            {props => <input {...props} {...text('time')} type="time" className={INPUT_CLASS} />}
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field formId={FORM_ID} name="location" label="Lieu" error={errors.location}>
            {props => (
              <input {...props} {...text('location')} maxLength={EVENT_LIMITS.location} className={INPUT_CLASS} />
            )}
          </Field>
          <Field formId={FORM_ID} name="intervenant" label="Intervenant" error={errors.intervenant}>
            {props => (
              <input {...props} {...text('intervenant')} maxLength={EVENT_LIMITS.intervenant} className={INPUT_CLASS} />
            )}
          </Field>
        </div>
        <Field formId={FORM_ID} name="description" label="Description" error={errors.description}>
          {props => (
            <textarea
              {...props}
              {...text('description')}
              rows={4}
              maxLength={EVENT_LIMITS.description}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <StatusField
          form={FORM_ID}
          value={input.status}
          onChange={status => set('status', status)}
          error={errors.status}
          publishedHelp="dans le calendrier et ses flux ; les abonnés sont prévenus à la première publication"
        />
        <SaveOutcome outcome={save.outcome} />
        <div className="flex flex-wrap items-center gap-4 border-t border-ink/10 pt-5">
          <SaveButton pending={save.pending} />
          <button type="button" className="font-semibold text-indigo underline" onClick={onCancel}>
            Fermer sans enregistrer
          </button>
          {event ? (
            <div ref={removal.rootRef}>
              <DeleteButton
                label="l’événement"
                consequence="Supprimer définitivement cet événement ?"
                pending={removal.pending}
                onConfirm={() => void removal.submit(event.id, '')}
              />
              <SaveOutcome outcome={removal.outcome} />
            </div>
          ) : null}
        </div>
      </form>
    </div>
  )
}

export function AdminEvents() {
  const loaded = useAdminData(fetchAdminEvents, 'events')
  return (
    <LoadState loaded={loaded}>
      {events => <EventList events={events} setEvents={next => loaded.setData(() => next)} />}
    </LoadState>
  )
}

function EventList({ events, setEvents }: { events: AdminEvent[]; setEvents: (events: AdminEvent[]) => void }) {
  const list = useListEditing(events, setEvents, (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time))
  const types = [...new Set(events.map(event => event.type))].sort((a, b) => a.localeCompare(b, 'fr'))

  return (
    <>
      <ListEditingPanel list={list} newLabel="Nouvel événement">
        {event => (
          <EventForm
            event={event}
            types={types}
            onCancel={list.cancel}
            onSaved={saved =>
              list.saved(
                saved,
                saved.status === 'published'
                  ? `« ${saved.title} » est enregistré et affiché dans le calendrier.`
                  : `« ${saved.title} » est enregistré comme brouillon.`,
              )
            }
            onDeleted={id => list.deleted(id, 'Événement supprimé.')}
          />
        )}
      </ListEditingPanel>
      {events.length === 0 ? (
        <p className="mt-8">Aucun événement pour le moment.</p>
      ) : (
        <div className="card relative mt-8 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Événements, brouillons compris, du plus proche au plus lointain</caption>
            <thead className="bg-indigo/5">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Date
                </th>
                <th scope="col" className="px-4 py-3">
                  Événement
                </th>
                <th scope="col" className="px-4 py-3">
                  Lieu
                </th>
                <th scope="col" className="px-4 py-3">
                  Statut
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map(event => (
                <tr key={event.id} className="border-t border-ink/10 align-top">
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatDate(event.date)}, {event.time}
                  </td>
                  <td className="px-4 py-3">
                    <span className="font-semibold">{event.title}</span>
                    <span className="block text-ink/75">{event.type}</span>
                  </td>
                  <td className="px-4 py-3">{event.location}</td>
                  <td className="px-4 py-3">{event.status === 'draft' ? 'Brouillon' : 'Publié'}</td>
                  <td className="px-4 py-3 text-right">
                    <button
                      type="button"
                      className="font-semibold text-indigo underline"
                      onClick={() => list.open(event)}
                    >
                      Modifier<span className="sr-only"> « {event.title} »</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
