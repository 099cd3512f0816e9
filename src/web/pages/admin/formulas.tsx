import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminFormulas } from '#features/catalog/components/admin-formulas.tsx'

export default function AdminFormulasPage() {
  return (
    <AdminShell
      title="Formules et tarifs"
      intro="Les formules de l’académie et leurs prix en euros et en FCFA. Chaque changement est en ligne aussitôt ; les commandes déjà passées gardent leur montant."
    >
      <AdminFormulas />
    </AdminShell>
  )
}
