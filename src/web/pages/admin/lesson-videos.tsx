import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminLessonVideos } from '#features/courses/components/admin-lesson-videos.tsx'

export default function AdminLessonVideosPage() {
  return (
    <AdminShell
      title="Vidéos des leçons"
      intro="Les vidéos de démonstration des leçons : envoyez-les ici, suivez leur conversion, puis ajoutez-les à une leçon par un bloc « vidéo »."
    >
      <AdminLessonVideos />
    </AdminShell>
  )
}
