import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminTeaching } from '#features/tutoring/components/admin-teaching.tsx'

export default function AdminTeachingPage() {
  return (
    <AdminShell
      title="Cours et professeurs"
      intro="Le calendrier de tous les professeurs, les crédits des élèves, la présence, la charge et les corrections en retard. Heures de Douala. Le rôle Professeur se donne depuis Utilisateurs."
    >
      <AdminTeaching />
    </AdminShell>
  )
}
