import { useEffect, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { formatPrice, type Currency } from '#core/format/format.ts'
import { ORDER_STATUS_LABELS } from '../commerce.api.ts'
import {
  fetchAdminOrder,
  fetchAdminOrders,
  METHOD_LABELS,
  PROVIDER_LABELS,
  type AdminOrderDetail,
} from '../commerce-admin.api.ts'
import { LoadState, useAdminData } from '#core/ui/admin-kit.tsx'
import {
  Badge,
  FilterGroup,
  formatDateTime,
  longDateTime,
  numberFormat,
  Pagination,
  SearchBox,
  TABLE_CLASS,
  TD_CLASS,
  TH_CLASS,
  ScrollArea,
} from '#core/ui/admin-list.tsx'

const STATUS_FILTERS = [
  { value: '', label: 'Toutes' },
  { value: 'paid', label: 'Payées' },
  { value: 'pending', label: 'En attente' },
  { value: 'failed', label: 'Échouées' },
  { value: 'cancelled', label: 'Abandonnées' },
  { value: 'refund_due', label: 'À rembourser' },
] as const

const TONE = { paid: 'good', pending: 'warn', failed: 'bad', cancelled: 'neutral', refund_due: 'bad' } as const

const amount = (value: number, currency: string) =>
  currency === 'EUR' || currency === 'XAF'
    ? formatPrice(value, currency as Currency)
    : `${numberFormat.format(value)} ${currency}`

function StatusBadge({ status }: { status: keyof typeof TONE }) {
  return <Badge tone={TONE[status]}>{ORDER_STATUS_LABELS[status]}</Badge>
}

function OrderDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const order = useAdminData<AdminOrderDetail>(() => fetchAdminOrder(id), id)
  useEffect(() => {
    if (order.data) headingRef.current?.focus()
  }, [order.data])
  return (
    <section aria-labelledby={headingId} className="card mt-6 p-5">
      <LoadState loaded={order}>
        {data => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={headingId} ref={headingRef} tabIndex={-1} className="heading-2 outline-offset-2">
                Commande {data.number}
              </h2>
              <button type="button" className="button-secondary" onClick={onClose}>
                Fermer le détail
              </button>
            </div>
            <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {[
                ['État', <StatusBadge key="status" status={data.status} />],
                ['Client', `${data.customerName} (${data.customerEmail})`],
                ['Formule', `${data.formulaName} — ${data.billingCycle === 'mois' ? 'mensuelle' : 'paiement unique'}`],
                ['Montant', amount(data.amount, data.currency)],
                ['Prestataire', PROVIDER_LABELS[data.provider] ?? data.provider],
                ['Moyen de paiement', METHOD_LABELS[data.method] ?? data.method],
                ['Créée le', formatDateTime(data.createdAt, longDateTime)],
                ['Payée le', formatDateTime(data.paidAt, longDateTime)],
                [
                  'Période payée',
                  data.periodStart
                    ? `du ${formatDateTime(data.periodStart, longDateTime)} au ${formatDateTime(data.periodEnd, longDateTime)}`
                    : '—',
                ],
                ['Tentatives de paiement', numberFormat.format(data.attempts)],
                ['Référence chez le prestataire', data.providerReference ?? '—'],
                ['Transaction du prestataire', data.providerTransactionId ?? '—'],
                ['Motif d’échec', data.failureReason ?? '—'],
                ['Dernière mise à jour', formatDateTime(data.updatedAt, longDateTime)],
              ].map(([label, value]) => (
                <div key={String(label)}>
                  <dt className="font-semibold text-ink/80">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-ink/80">
              L’état d’une commande ne change que sur notification vérifiée du prestataire de paiement : il ne se
              modifie pas à la main.
            </p>
          </>
        )}
      </LoadState>
    </section>
  )
}

export function AdminOrders() {
  const [params, setParams] = useSearchParams()
  const status = STATUS_FILTERS.find(option => option.value === params.get('etat'))?.value ?? ''
  const provider = params.get('prestataire') ?? ''
  const currency = params.get('devise') ?? ''
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const orders = useAdminData(
    () => fetchAdminOrders({ status, provider, currency, q, page }),
    [status, provider, currency, q, page].join('\u0000'),
  )
  const [selected, setSelected] = useState<string | null>(null)
  const providerId = useId()
  const currencyId = useId()

  const navigate = (next: Partial<Record<'etat' | 'prestataire' | 'devise' | 'q', string>> & { page?: number }) => {
    const values = { etat: status, prestataire: provider, devise: currency, q, ...next }
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(values)) if (value && key !== 'page') search.set(key, String(value))
    if ((next.page ?? 1) > 1) search.set('page', String(next.page))
    setParams(search)
  }

  return (
    <>
      <div className="mt-6 flex flex-col gap-4">
        <FilterGroup
          label="État"
          options={STATUS_FILTERS}
          value={status}
          onChange={value => navigate({ etat: value })}
        />
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-col">
            <label htmlFor={providerId} className="text-sm font-semibold">
              Prestataire
            </label>
            <select
              id={providerId}
              className="input mt-1"
              value={provider}
              onChange={event => navigate({ prestataire: event.target.value })}
            >
              <option value="">Tous</option>
              {Object.entries(PROVIDER_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col">
            <label htmlFor={currencyId} className="text-sm font-semibold">
              Devise
            </label>
            <select
              id={currencyId}
              className="input mt-1"
              value={currency}
              onChange={event => navigate({ devise: event.target.value })}
            >
              <option value="">Toutes</option>
              <option value="EUR">Euros</option>
              <option value="XAF">Francs CFA</option>
            </select>
          </div>
          <SearchBox label="Rechercher (numéro, client, formule)" value={q} onSearch={text => navigate({ q: text })} />
        </div>
      </div>
      {selected ? <OrderDetail id={selected} onClose={() => setSelected(null)} /> : null}
      <LoadState loaded={orders}>
        {data =>
          data.orders.length === 0 ? (
            <p className="mt-6">Aucune commande ne correspond.</p>
          ) : (
            <>
              <p className="mt-6 text-sm text-ink/80">{numberFormat.format(data.total)} commande(s)</p>
              <ScrollArea label="Commandes" className="card mt-2">
                <table className={`${TABLE_CLASS} min-w-[56rem]`}>
                  <caption className="sr-only">Commandes, de la plus récente à la plus ancienne</caption>
                  <thead className="bg-indigo/5">
                    <tr>
                      <th scope="col" className={TH_CLASS}>
                        Numéro
                      </th>
                      <th scope="col" className={TH_CLASS}>
                        Client
                      </th>
                      <th scope="col" className={TH_CLASS}>
                        Formule
                      </th>
                      <th scope="col" className={`${TH_CLASS} text-right`}>
                        Montant
                      </th>
                      <th scope="col" className={TH_CLASS}>
                        Prestataire
                      </th>
                      <th scope="col" className={TH_CLASS}>
                        État
                      </th>
                      <th scope="col" className={TH_CLASS}>
                        Créée le
                      </th>
                      <th scope="col" className={TH_CLASS}>
                        <span className="sr-only">Détail</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.orders.map(order => (
                      <tr key={order.id} className="border-t border-ink/10">
                        <th scope="row" className={`${TD_CLASS} font-mono text-xs whitespace-nowrap`}>
                          {order.number}
                        </th>
                        <td className={TD_CLASS}>
                          <span className="font-semibold">{order.customerName}</span>
                          <span className="block break-all text-ink/80">{order.customerEmail}</span>
                        </td>
                        <td className={TD_CLASS}>{order.formulaName}</td>
                        <td className={`${TD_CLASS} text-right whitespace-nowrap tabular-nums`}>
                          {amount(order.amount, order.currency)}
                        </td>
                        <td className={TD_CLASS}>{PROVIDER_LABELS[order.provider] ?? order.provider}</td>
                        <td className={TD_CLASS}>
                          <StatusBadge status={order.status} />
                        </td>
                        <td className={`${TD_CLASS} whitespace-nowrap`}>{formatDateTime(order.createdAt)}</td>
                        <td className={TD_CLASS}>
                          <button
                            type="button"
                            className="font-semibold text-indigo underline hover:text-gold-dark"
                            onClick={() => setSelected(order.id)}
                          >
                            Détail<span className="sr-only"> de la commande {order.number}</span>
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollArea>
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onChange={next => navigate({ page: next })}
              />
            </>
          )
        }
      </LoadState>
    </>
  )
}
