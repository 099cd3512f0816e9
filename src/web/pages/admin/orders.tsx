import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminOrders } from '#features/commerce/components/admin-orders.tsx'

export default function AdminOrdersPage() {
  return (
    <AdminShell
      title="Commandes"
      intro="Toutes les commandes de formules, avec leur état, le prestataire de paiement, le montant et la devise."
    >
      <AdminOrders />
    </AdminShell>
  )
}
