import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminJournal } from '#features/admin/components/admin-journal.tsx'

export default function AdminJournalPage() {
  return (
    <AdminShell
      title="Journal des actions"
      intro="Chaque modification faite depuis l’administration : qui, quoi et quand."
    >
      <AdminJournal />
    </AdminShell>
  )
}
