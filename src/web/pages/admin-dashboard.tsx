import { staticMeta, type RouteHandle } from '../route-meta.ts'
import { RequireAuth } from '../layout/require-auth.tsx'

export const handle: RouteHandle = {
  meta: staticMeta('Administration — tableau de bord', 'Accès réservé à l’équipe du label.', { noIndex: true }),
}

export default function AdminDashboardPage() {
  return (
    <RequireAuth role="Admin">
      <section className="container-page py-12">
        <h1 className="heading-1">Tableau de bord</h1>
        <p className="mt-4 max-w-2xl">
          Bienvenue dans l’espace d’administration. Les outils de gestion du label et de l’académie apparaîtront ici.
        </p>
      </section>
    </RequireAuth>
  )
}
