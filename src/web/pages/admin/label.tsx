import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminLabel } from '#features/label/components/admin-label.tsx'

export default function AdminLabelPage() {
  return (
    <AdminShell
      title="Label et assistant"
      intro="Les informations du label (pied de page, page Label, contact), le nom de l’assistant IA, le bloc de réservation et le dossier de presse."
    >
      <AdminLabel />
    </AdminShell>
  )
}
