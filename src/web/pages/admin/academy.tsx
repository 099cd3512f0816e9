import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminDisciplines } from '#features/catalog/components/admin-disciplines.tsx'
import { adminPaths } from '#core/admin-paths.ts'

export default function AdminAcademyPage() {
  return (
    <AdminShell
      title="Disciplines et niveaux"
      intro="Les disciplines et le contenu de leurs niveaux : programme, exercices, évaluation. « Leçons et blocs » ouvre l’éditeur des leçons d’un niveau, avec l’aperçu."
    >
      <AdminDisciplines lessonsPath={adminPaths.levelLessons} quizPath={adminPaths.levelQuiz} />
    </AdminShell>
  )
}
