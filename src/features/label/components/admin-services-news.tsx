import { useState } from 'react'
import { formatDate } from '#core/format/format.ts'
import {
  DeleteButton,
  ItemButtons,
  LoadState,
  moveItem,
  SaveButton,
  SaveOutcome,
  TextArea,
  TextInput,
  useAdminData,
  useSave,
} from '#core/ui/admin-kit.tsx'
import { useActionNotice } from '#core/ui/action-notice.tsx'
import {
  createNews,
  createService,
  deleteNews,
  deleteService,
  fetchAdminLabel,
  reorderServices,
  saveNews,
  saveService,
  type AdminNews,
  type AdminService,
} from '../label-admin.api.ts'
import { newsInputSchema, serviceInputSchema } from '../label-admin.schemas.ts'

/** The label's services (shown on /label and the home page) and its news, newest first. */
export function AdminServicesAndNews() {
  const loaded = useAdminData(fetchAdminLabel, 'label')
  return (
    <LoadState loaded={loaded}>
      {label => (
        <div className="mt-8 space-y-12">
          <ServiceList
            services={label.services}
            setServices={services => loaded.setData(current => current && { ...current, services })}
          />
          <NewsList news={label.news} setNews={news => loaded.setData(current => current && { ...current, news })} />
        </div>
      )}
    </LoadState>
  )
}

function ServiceList({
  services,
  setServices,
}: {
  services: AdminService[]
  setServices: (services: AdminService[]) => void
}) {
  const [editing, setEditing] = useState<string | null>(null)
  const notice = useActionNotice()
  const move = (index: number, to: number) =>
    notice.run(async () => {
      setServices(await reorderServices(moveItem(services, index, to).map(service => service.id)))
      notice.announce(true, `Ordre enregistré : « ${services[index]?.title} » est maintenant en position ${to + 1}.`)
    })
  const remove = (service: AdminService) =>
    notice.run(async () => {
      await deleteService(service.id)
      setServices(services.filter(item => item.id !== service.id))
      notice.announce(true, `Service « ${service.title} » supprimé.`)
    })
  return (
    <section aria-labelledby="admin-services-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-services-title" className="heading-2">
          Services
        </h2>
        <button
          type="button"
          className="button-primary"
          aria-expanded={editing === 'new'}
          onClick={() => setEditing(editing === 'new' ? null : 'new')}
        >
          Nouveau service
        </button>
      </div>
      {editing === 'new' ? (
        <div className="card mt-4 p-5">
          <ServiceForm
            service={null}
            onCancel={() => setEditing(null)}
            onSaved={created => {
              setServices([...services, created])
              setEditing(null)
              notice.announce(true, `Service « ${created.title} » ajouté.`)
            }}
          />
        </div>
      ) : null}
      {notice.view}
      <ul className="mt-4 space-y-3">
        {services.map((service, index) => (
          <li key={service.id} className="card p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="max-w-2xl">
                <h3 className="font-display text-lg font-bold">{service.title}</h3>
                <p className="text-sm text-ink/80">{service.description}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  className="button-secondary text-sm"
                  aria-expanded={editing === service.id}
                  onClick={() => setEditing(editing === service.id ? null : service.id)}
                >
                  {editing === service.id ? 'Fermer' : 'Modifier'}
                  <span className="sr-only"> le service {service.title}</span>
                </button>
                <ItemButtons
                  index={index}
                  count={services.length}
                  itemLabel={`le service ${service.title}`}
                  onMove={to => void move(index, to)}
                />
                <DeleteButton label={`le service ${service.title}`} onConfirm={() => void remove(service)} />
              </div>
            </div>
            {editing === service.id ? (
              <div className="mt-4 border-t border-ink/10 pt-4">
                <ServiceForm
                  service={service}
                  onCancel={() => setEditing(null)}
                  onSaved={saved => setServices(services.map(item => (item.id === saved.id ? saved : item)))}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

function ServiceForm({
  service,
  onSaved,
  onCancel,
}: {
  service: AdminService | null
  onSaved: (service: AdminService) => void
  onCancel: () => void
}) {
  const form = `service-${service?.id ?? 'nouveau'}`
  const [draft, setDraft] = useState({ title: service?.title ?? '', description: service?.description ?? '' })
  const save = useSave({
    schema: serviceInputSchema,
    send: values => (service ? saveService(service.id, values) : createService(values)),
    onSaved,
  })
  const set = (key: keyof typeof draft) => (value: string) => setDraft(current => ({ ...current, [key]: value }))
  return (
    <div ref={save.rootRef}>
      <form
        noValidate
        aria-label={service ? `Modifier le service ${service.title}` : 'Nouveau service'}
        className="space-y-4"
        onSubmit={event => {
          event.preventDefault()
          void save.submit(draft, `Service « ${draft.title.trim()} » enregistré.`)
        }}
      >
        <TextInput
          form={form}
          name="title"
          label="Titre"
          errors={save.errors}
          value={draft.title}
          onChange={set('title')}
        />
        <TextArea
          form={form}
          name="description"
          label="Description"
          errors={save.errors}
          value={draft.description}
          onChange={set('description')}
          rows={3}
        />
        <SaveOutcome outcome={save.outcome} />
        <div className="flex flex-wrap gap-3">
          <SaveButton pending={save.pending}>{service ? 'Enregistrer le service' : 'Ajouter le service'}</SaveButton>
          <button type="button" className="button-secondary" onClick={onCancel}>
            {service ? 'Fermer' : 'Annuler'}
          </button>
        </div>
      </form>
    </div>
  )
}

const byDateDesc = (items: AdminNews[]) => [...items].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))

function NewsList({ news, setNews }: { news: AdminNews[]; setNews: (news: AdminNews[]) => void }) {
  const [editing, setEditing] = useState<string | null>(null)
  const notice = useActionNotice()
  const remove = (item: AdminNews) =>
    notice.run(async () => {
      await deleteNews(item.id)
      setNews(news.filter(current => current.id !== item.id))
      notice.announce(true, `Actualité « ${item.title} » supprimée.`)
    })
  return (
    <section aria-labelledby="admin-news-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-news-title" className="heading-2">
          Actualités
        </h2>
        <button
          type="button"
          className="button-primary"
          aria-expanded={editing === 'new'}
          onClick={() => setEditing(editing === 'new' ? null : 'new')}
        >
          Nouvelle actualité
        </button>
      </div>
      <p className="mt-2 text-sm text-ink/80">Affichées de la plus récente à la plus ancienne.</p>
      {editing === 'new' ? (
        <div className="card mt-4 p-5">
          <NewsForm
            item={null}
            onCancel={() => setEditing(null)}
            onSaved={created => {
              setNews(byDateDesc([...news, created]))
              setEditing(null)
              notice.announce(true, `Actualité « ${created.title} » publiée.`)
            }}
          />
        </div>
      ) : null}
      {notice.view}
      <ul className="mt-4 space-y-3">
        {news.map(item => (
          <li key={item.id} className="card p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="max-w-2xl">
                <h3 className="font-display text-lg font-bold">{item.title}</h3>
                <p className="text-sm text-ink/80">
                  <time dateTime={item.date}>{formatDate(item.date)}</time> · {item.link}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  className="button-secondary text-sm"
                  aria-expanded={editing === item.id}
                  onClick={() => setEditing(editing === item.id ? null : item.id)}
                >
                  {editing === item.id ? 'Fermer' : 'Modifier'}
                  <span className="sr-only"> l’actualité {item.title}</span>
                </button>
                <DeleteButton label={`l’actualité ${item.title}`} onConfirm={() => void remove(item)} />
              </div>
            </div>
            {editing === item.id ? (
              <div className="mt-4 border-t border-ink/10 pt-4">
                <NewsForm
                  item={item}
                  onCancel={() => setEditing(null)}
                  onSaved={saved =>
                    setNews(byDateDesc(news.map(current => (current.id === saved.id ? saved : current))))
                  }
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

function NewsForm({
  item,
  onSaved,
  onCancel,
}: {
  item: AdminNews | null
  onSaved: (item: AdminNews) => void
  onCancel: () => void
}) {
  const form = `actualite-${item?.id ?? 'nouvelle'}`
  const [draft, setDraft] = useState({
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    date: item?.date ?? new Date().toISOString().slice(0, 10),
    link: item?.link ?? '',
  })
  const save = useSave({
    schema: newsInputSchema,
    send: values => (item ? saveNews(item.id, values) : createNews(values)),
    onSaved,
  })
  const set = (key: keyof typeof draft) => (value: string) => setDraft(current => ({ ...current, [key]: value }))
  return (
    <div ref={save.rootRef}>
      <form
        noValidate
        aria-label={item ? `Modifier l’actualité ${item.title}` : 'Nouvelle actualité'}
        className="space-y-4"
        onSubmit={event => {
          event.preventDefault()
          void save.submit(draft, `Actualité « ${draft.title.trim()} » enregistrée.`)
        }}
      >
        <TextInput
          form={form}
          name="title"
          label="Titre"
          errors={save.errors}
          value={draft.title}
          onChange={set('title')}
        />
        <TextArea
          form={form}
          name="summary"
          label="Résumé"
          errors={save.errors}
          value={draft.summary}
          onChange={set('summary')}
          rows={3}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            form={form}
            name="date"
            type="date"
            label="Date"
            errors={save.errors}
            value={draft.date}
            onChange={set('date')}
          />
          <TextInput
            form={form}
            name="link"
            label="Lien"
            hint="Une page du site (/blog/...) ou une adresse https://."
            errors={save.errors}
            value={draft.link}
            onChange={set('link')}
          />
        </div>
        <SaveOutcome outcome={save.outcome} />
        <div className="flex flex-wrap gap-3">
          <SaveButton pending={save.pending}>{item ? 'Enregistrer l’actualité' : 'Publier l’actualité'}</SaveButton>
          <button type="button" className="button-secondary" onClick={onCancel}>
            {item ? 'Fermer' : 'Annuler'}
          </button>
        </div>
      </form>
    </div>
  )
}
