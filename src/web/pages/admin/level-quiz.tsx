import { Link } from 'react-router'
import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminQuiz } from '#features/courses/components/admin-quiz.tsx'

/** A level's assessment questions; the id is 'discipline/level'. */
export default function AdminLevelQuizPage({ id = '' }: { id?: string }) {
  const [disciplineId = '', levelId = ''] = id.split('/')
  return (
    <AdminShell
      title="Évaluation d’un niveau"
      intro="Les questions de l’évaluation en ligne : réponses proposées, bonnes réponses, points, explication et extraits à écouter."
    >
      <p className="mt-4">
        <Link to="/admin/academie" className="font-semibold text-indigo underline">
          ← Retour aux disciplines et niveaux
        </Link>
      </p>
      <AdminQuiz disciplineId={disciplineId} levelId={levelId} />
    </AdminShell>
  )
}
