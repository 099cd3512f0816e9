// biome-ignore-all lint/correctness/useJsxKeyInIterable: the fields are [label, value] pairs, each value rendered inside its own keyed row
import type { ReactNode } from 'react'
import { EmailLink } from '#core/ui/admin-list.tsx'
import {
  fetchQuoteRequest,
  fetchQuoteRequests,
  setQuoteRequestStatus,
  type QuoteDetail,
  type QuoteSummary,
} from '../commerce-admin.api.ts'

type InboxStatus = 'new' | 'handled' | 'spam'

/**
 * The quote requests as a tab of the admin's requests (a kind of the contact feature's inbox): a
 * quote is new or handled, never spam, so « Indésirables » lists them all.
 */
export const QUOTE_REQUESTS = {
  slug: 'devis',
  tab: 'Devis',
  noun: 'demande de devis',
  statuses: ['new', 'handled'] as const,
  list: (query: { status: 'all' | InboxStatus; q?: string; page: number }) =>
    fetchQuoteRequests({ ...query, status: query.status === 'spam' ? 'all' : query.status }),
  detail: fetchQuoteRequest,
  setStatus: (id: string, status: InboxStatus) => setQuoteRequestStatus(id, status === 'handled' ? 'handled' : 'new'),
  title: (request: QuoteSummary | QuoteDetail) => `Devis — ${request.formulaName}`,
  summary: (request: QuoteSummary) => <span className="line-clamp-2">{request.preview}</span>,
  fields: (request: QuoteDetail): [string, ReactNode][] => [
    ['Formule', request.formulaName],
    ['Demandeur', request.name],
    ['Adresse e-mail', <EmailLink email={request.email} />],
    ['Téléphone', request.phone ?? '—'],
    ['Message', <span className="whitespace-pre-wrap">{request.message}</span>],
  ],
}
