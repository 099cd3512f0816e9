import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminEvents } from '#features/events/components/admin-events.tsx'

export default function AdminEventsPage() {
  return (
    <AdminShell
      title="Événements"
      intro="Le calendrier de la page Contact. Un événement publié y apparaît aussitôt, dans le flux iCalendar et dans les réponses de l’assistant."
    >
      <AdminEvents />
    </AdminShell>
  )
}
