import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminComments } from '#features/blog/components/admin-comments.tsx'

export default function AdminCommentsPage() {
  return (
    <AdminShell
      title="Commentaires"
      intro="Les commentaires paraissent dès qu’ils sont envoyés. Vérifiez les nouveaux, masquez ceux qui n’ont pas leur place (ils disparaissent aussitôt de l’article), rétablissez-les ou supprimez-les."
    >
      <AdminComments />
    </AdminShell>
  )
}
