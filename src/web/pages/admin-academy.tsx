import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminDisciplines } from '#features/academy/components/admin-disciplines.tsx'
import { staticMeta, type RouteHandle } from '../route-meta.ts'

export const handle: RouteHandle = {
  meta: staticMeta('Administration — académie', 'Accès réservé à l’équipe du label.', { noIndex: true }),
}

export default function AdminAcademyPage() {
  return (
    <AdminShell title="Disciplines et niveaux" intro="Les disciplines et le contenu de leurs niveaux : programme, exercices, évaluation.">
      <AdminDisciplines />
    </AdminShell>
  )
}
