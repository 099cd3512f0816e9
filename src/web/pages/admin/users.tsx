import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminUsers } from '#features/account/components/admin-users.tsx'

export default function AdminUsersPage() {
  return (
    <AdminShell
      title="Utilisateurs"
      intro="Les comptes du site et leur rôle. Un changement de rôle s’applique aussitôt et ferme les autres sessions de la personne ; le site garde toujours au moins un administrateur."
    >
      <AdminUsers />
    </AdminShell>
  )
}
