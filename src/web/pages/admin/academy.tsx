import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminDisciplines } from '#features/academy/components/admin-disciplines.tsx'
import { adminPaths } from './admin-paths.ts'

export default function AdminAcademyPage() {
  return (
    <AdminShell
      title="Disciplines et niveaux"
      intro="Les disciplines et le contenu de leurs niveaux : programme, exercices, évaluation. « Leçons et blocs » ouvre l’éditeur des leçons d’un niveau, avec l’aperçu."
    >
      <AdminDisciplines lessonsPath={adminPaths.levelLessons} />
    </AdminShell>
  )
}
