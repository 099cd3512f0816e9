import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminTutorEntries } from '#features/assistant/components/admin-tutor-entries.tsx'

export default function AdminTutorPage() {
  return (
    <AdminShell
      title="Base de l’assistant"
      intro="Les fiches dont Maestro Gombi tire ses réponses : questions des élèves, réponse, lien « Pour aller plus loin » et mots-clés. Une modification est prise en compte à la réponse suivante. Les leçons, les articles du blog et les événements sont lus automatiquement."
    >
      <AdminTutorEntries />
    </AdminShell>
  )
}
