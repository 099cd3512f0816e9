// biome-ignore-all lint/correctness/useJsxKeyInIterable: the fields are [label, value] pairs, each value rendered inside its own keyed row
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { errorMessage } from '#core/http/error-message.ts'
import { formatDate, formatPrice } from '#core/format/format.ts'
import {
  fetchBookingRequest,
  fetchBookingRequests,
  fetchContactMessage,
  fetchContactMessages,
  setBookingRequestStatus,
  setContactMessageStatus,
  type BookingDetail,
  type BookingSummary,
  type InboxStatus,
  type MessageDetail,
  type MessageSummary,
} from '../contact-admin.api.ts'
import { LoadState, useAdminData, type Loaded } from '#core/ui/admin-kit.tsx'
import { useActionNotice } from '#core/ui/action-notice.tsx'
import {
  Badge,
  EmailLink,
  FilterGroup,
  formatDateTime,
  longDateTime,
  numberFormat,
  Pagination,
  SearchBox,
} from '#core/ui/admin-list.tsx'
import { adminPaths } from '#core/admin-paths.ts'

type Status = InboxStatus
type Filter = 'all' | Status

const STATUS_LABELS: Record<Status, string> = { new: 'À traiter', handled: 'Traitée', spam: 'Indésirable' }
const STATUS_TONES = { new: 'warn', handled: 'good', spam: 'neutral' } as const

const FILTER_SLUGS = [
  { slug: 'a-traiter', value: 'new', label: 'À traiter' },
  { slug: 'traitees', value: 'handled', label: 'Traitées' },
  { slug: 'indesirables', value: 'spam', label: 'Indésirables' },
  { slug: 'toutes', value: 'all', label: 'Toutes' },
] as const satisfies readonly { slug: string; value: Filter; label: string }[]

export type RequestSummary = {
  id: string
  status: Status
  name: string
  email: string
  createdAt: string
  handledAt: string | null
}
export type RequestDetail = RequestSummary & { handledByName: string | null }
type ListPage<S> = {
  requests: S[]
  total: number
  page: number
  pageSize: number
  counts: Partial<Record<Filter, number>>
}

/**
 * What differs between kinds of requests (messages, booking requests, quote requests); the rest of
 * the page is shared. Methods, so that a kind of richer requests stands for any kind in a list.
 */
export type RequestKind<S extends RequestSummary = RequestSummary, D extends RequestDetail = RequestDetail> = {
  slug: string
  tab: string
  noun: string
  statuses: readonly Status[]
  list(query: { status: Filter; q?: string; page: number }): Promise<ListPage<S>>
  detail(id: string): Promise<D>
  setStatus(id: string, status: Status): Promise<D>
  title(request: S | D): string
  summary(request: S): ReactNode
  fields(request: D): [string, ReactNode][]
}

const MESSAGES: RequestKind<MessageSummary, MessageDetail> = {
  slug: 'messages',
  tab: 'Messages',
  noun: 'message',
  statuses: ['new', 'handled', 'spam'],
  list: fetchContactMessages,
  detail: fetchContactMessage,
  setStatus: setContactMessageStatus,
  title: request => `${request.reference} — ${request.subject}`,
  summary: request => <span className="line-clamp-2">{request.preview}</span>,
  fields: request => [
    ['Référence', request.reference],
    ['De', request.name],
    ['Adresse e-mail', <EmailLink email={request.email} />],
    ['Objet', request.subject],
    ['Message', <span className="whitespace-pre-wrap">{request.message}</span>],
    ['Accord pour être recontacté', formatDateTime(request.consentAt, longDateTime)],
  ],
}

const BOOKINGS: RequestKind<BookingSummary, BookingDetail> = {
  slug: 'reservations',
  tab: 'Réservations',
  noun: 'demande de réservation',
  statuses: ['new', 'handled', 'spam'],
  list: fetchBookingRequests,
  detail: fetchBookingRequest,
  setStatus: setBookingRequestStatus,
  title: request => `${request.reference} — ${request.eventType} à ${request.city}`,
  summary: request => (
    <>
      {formatDate(request.eventDate)} · {request.artistName ?? 'Artiste au choix du label'}
    </>
  ),
  fields: request => [
    ['Référence', request.reference],
    ['Demandeur', request.name],
    ['Adresse e-mail', <EmailLink email={request.email} />],
    [
      'Téléphone',
      <a href={`tel:${request.phone}`} className="font-semibold text-indigo underline hover:text-gold-dark">
        {request.phone}
      </a>,
    ],
    ['Artiste', request.artistName ?? 'Au choix du label'],
    ['Événement', request.eventType],
    ['Date', formatDate(request.eventDate)],
    ['Ville', request.city],
    ['Lieu', request.venue || '—'],
    ['Public attendu', request.audience === null ? '—' : `${numberFormat.format(request.audience)} personnes`],
    ['Budget', request.budgetAmount === null ? '—' : formatPrice(request.budgetAmount, request.budgetCurrency)],
    ['Besoins techniques', <span className="whitespace-pre-wrap">{request.technicalNeeds || '—'}</span>],
  ],
}

/** The contact form's messages and the artists' booking requests; other features add their own kinds. */
export const CONTACT_REQUEST_KINDS: readonly RequestKind[] = [MESSAGES, BOOKINGS]

const ACTION_LABELS: Record<Status, string> = {
  handled: 'Marquer comme traitée',
  new: 'Remettre à traiter',
  spam: 'Marquer comme indésirable',
}
const DONE: Record<Status, string> = {
  handled: 'Demande marquée comme traitée.',
  new: 'Demande remise à traiter.',
  spam: 'Demande marquée comme indésirable.',
}

function DetailPanel<S extends RequestSummary, D extends RequestDetail>({
  kind,
  id,
  onClose,
  onChanged,
}: {
  kind: RequestKind<S, D>
  id: string
  onClose: () => void
  onChanged: () => void
}) {
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const detail = useAdminData<D>(() => kind.detail(id), `${kind.slug}:${id}`)
  const [pending, setPending] = useState(false)
  const notice = useActionNotice()
  const loadedId = detail.data?.id

  useEffect(() => {
    if (loadedId) headingRef.current?.focus()
  }, [loadedId])

  const change = async (status: Status) => {
    setPending(true)
    try {
      const updated = await kind.setStatus(id, status)
      detail.setData(() => updated)
      notice.announce(true, DONE[status])
      onChanged()
    } catch (error) {
      notice.announce(false, errorMessage(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-labelledby={headingId} className="card mt-6 p-5">
      <LoadState loaded={detail as Loaded<D>}>
        {request => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={headingId} ref={headingRef} tabIndex={-1} className="heading-2 outline-offset-2">
                {kind.title(request)}
              </h2>
              <button type="button" className="button-secondary" onClick={onClose}>
                Fermer le détail
              </button>
            </div>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <Badge tone={STATUS_TONES[request.status]}>{STATUS_LABELS[request.status]}</Badge>
              <span>Reçue le {formatDateTime(request.createdAt, longDateTime)}</span>
              {request.status === 'handled' ? (
                <span>
                  · traitée le {formatDateTime(request.handledAt, longDateTime)}
                  {request.handledByName ? ` par ${request.handledByName}` : ''}
                </span>
              ) : null}
            </p>
            <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {kind.fields(request).map(([label, value]) => (
                <div
                  key={label}
                  className={label === 'Message' || label === 'Besoins techniques' ? 'sm:col-span-2' : undefined}
                >
                  <dt className="font-semibold text-ink/80">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-5 flex flex-wrap gap-2">
              {kind.statuses
                .filter(status => status !== request.status)
                .map(status => (
                  <button
                    key={status}
                    type="button"
                    className={status === 'handled' ? 'button-primary' : 'button-secondary'}
                    disabled={pending}
                    onClick={() => void change(status)}
                  >
                    {ACTION_LABELS[status]}
                  </button>
                ))}
            </div>
            {notice.view}
          </>
        )}
      </LoadState>
    </section>
  )
}

function Inbox<S extends RequestSummary, D extends RequestDetail>({ kind }: { kind: RequestKind<S, D> }) {
  const [params, setParams] = useSearchParams()
  const available = FILTER_SLUGS.filter(option => option.value === 'all' || kind.statuses.includes(option.value))
  const filter = available.find(option => option.slug === params.get('filtre')) ?? available[0]!
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const list = useAdminData(
    () => kind.list({ status: filter.value, q, page }),
    [kind.slug, filter.value, q, page].join('\u0000'),
  )
  const selected = params.get('id')

  const navigate = (next: { filtre?: string; q?: string; page?: number; id?: string | null }) => {
    const search = new URLSearchParams({ onglet: kind.slug, filtre: next.filtre ?? filter.slug })
    const nextQ = next.q ?? q
    if (nextQ) search.set('q', nextQ)
    if ((next.page ?? 1) > 1) search.set('page', String(next.page))
    const id = next.id === undefined ? selected : next.id
    if (id) search.set('id', id)
    setParams(search)
  }

  return (
    <>
      <div className="mt-6 flex flex-col gap-4">
        <FilterGroup
          label="Afficher"
          options={available.map(option => ({
            value: option.slug,
            label: option.label,
            count: list.data?.counts[option.value],
          }))}
          value={filter.slug}
          onChange={slug => navigate({ filtre: slug, id: null })}
        />
        <SearchBox
          label="Rechercher (nom, adresse e-mail, référence)"
          value={q}
          onSearch={text => navigate({ q: text, id: null })}
        />
      </div>
      {selected ? (
        <DetailPanel kind={kind} id={selected} onClose={() => navigate({ id: null, page })} onChanged={list.reload} />
      ) : null}
      <LoadState loaded={list}>
        {data =>
          data.requests.length === 0 ? (
            <p className="mt-6">
              {filter.value === 'new' ? 'Aucune demande à traiter.' : 'Aucune demande ne correspond.'}
            </p>
          ) : (
            <>
              <h2 className="sr-only">{kind.tab}, de la plus récente à la plus ancienne</h2>
              <ul className="mt-6 space-y-3">
                {data.requests.map(request => (
                  <li key={request.id} className="card flex flex-wrap items-start justify-between gap-3 p-4">
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2">
                        <Badge tone={STATUS_TONES[request.status]}>{STATUS_LABELS[request.status]}</Badge>
                        <span className="font-semibold">{kind.title(request)}</span>
                      </p>
                      <p className="mt-1 text-sm text-ink/80">
                        {request.name} · {request.email} · reçue le {formatDateTime(request.createdAt)}
                      </p>
                      <p className="mt-1 text-sm">{kind.summary(request)}</p>
                    </div>
                    <button
                      type="button"
                      className="button-secondary"
                      aria-pressed={selected === request.id}
                      onClick={() => navigate({ id: request.id, page })}
                    >
                      Ouvrir<span className="sr-only"> : {kind.title(request)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onChange={next => navigate({ page: next, id: null })}
              />
            </>
          )
        }
      </LoadState>
    </>
  )
}

/** The requests, one tab per kind, `kinds[0]` first. */
export function AdminRequests({ kinds }: { kinds: readonly RequestKind[] }) {
  const [params] = useSearchParams()
  const kind = kinds.find(candidate => candidate.slug === params.get('onglet')) ?? kinds[0]
  if (!kind) return null
  return (
    <>
      <nav aria-label="Type de demande" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {kinds.map(candidate => (
            <li key={candidate.slug}>
              <Link
                to={`${adminPaths.requests()}?onglet=${candidate.slug}`}
                aria-current={candidate.slug === kind.slug ? 'page' : undefined}
                className="block rounded-lg border border-indigo/30 px-4 py-2 font-semibold text-indigo hover:bg-indigo/10 aria-[current=page]:border-indigo aria-[current=page]:bg-indigo aria-[current=page]:text-white"
              >
                {candidate.tab}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Keyed by kind: switching tabs starts from a clean state. */}
      <Inbox key={kind.slug} kind={kind} />
    </>
  )
}
