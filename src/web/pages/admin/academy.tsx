import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminDisciplines } from '#features/academy/components/admin-disciplines.tsx'

export default function AdminAcademyPage() {
  return (
    <AdminShell
      title="Disciplines et niveaux"
      intro="Les disciplines et le contenu de leurs niveaux : programme, exercices, évaluation."
    >
      <AdminDisciplines />
    </AdminShell>
  )
}
