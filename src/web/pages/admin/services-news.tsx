import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminServicesAndNews } from '#features/label/components/admin-services-news.tsx'

export default function AdminServicesNewsPage() {
  return (
    <AdminShell
      title="Services et actualités"
      intro="Les services du label et ses actualités, affichés sur la page Label."
    >
      <AdminServicesAndNews />
    </AdminShell>
  )
}
