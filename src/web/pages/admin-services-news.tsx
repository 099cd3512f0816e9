import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminServicesAndNews } from '#features/label/components/admin-services-news.tsx'
import { staticMeta, type RouteHandle } from '../route-meta.ts'

export const handle: RouteHandle = {
  meta: staticMeta('Administration — services et actualités', 'Accès réservé à l’équipe du label.', { noIndex: true }),
}

export default function AdminServicesNewsPage() {
  return (
    <AdminShell title="Services et actualités" intro="Les services du label et ses actualités, affichés sur la page Label.">
      <AdminServicesAndNews />
    </AdminShell>
  )
}
