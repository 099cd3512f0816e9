import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminDashboard } from '#features/admin/components/admin-dashboard.tsx'

export default function AdminDashboardPage() {
  return (
    <AdminShell
      title="Tableau de bord"
      intro="Ce qui attend une réponse, les comptes, les inscriptions, les recettes et les contenus les plus suivis."
    >
      <AdminDashboard />
    </AdminShell>
  )
}
