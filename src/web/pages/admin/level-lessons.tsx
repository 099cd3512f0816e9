import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminLevelLessons } from '#features/courses/components/admin-level-lessons.tsx'

export default function AdminLevelLessonsPage({ id }: { id?: string }) {
  return (
    <AdminShell
      title="Leçons d’un niveau"
      intro="Le contenu des leçons, bloc par bloc : texte, partitions, exemples audio et exercices, avec l’aperçu de ce que voit l’élève."
    >
      <AdminLevelLessons id={id} />
    </AdminShell>
  )
}
