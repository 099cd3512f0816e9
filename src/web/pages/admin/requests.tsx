import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { QUOTE_REQUESTS } from '#features/commerce/components/admin-quote-requests.tsx'
import { AdminRequests, CONTACT_REQUEST_KINDS } from '#features/contact/components/admin-requests.tsx'

// The quote requests are commerce's; the inbox is contact's: the page puts them side by side.
const KINDS = [...CONTACT_REQUEST_KINDS, QUOTE_REQUESTS]

export default function AdminRequestsPage() {
  return (
    <AdminShell
      title="Demandes"
      intro="Messages du formulaire de contact, demandes de réservation d’artistes et demandes de devis : ouvrez-les, répondez, puis marquez-les comme traitées."
    >
      <AdminRequests kinds={KINDS} />
    </AdminShell>
  )
}
