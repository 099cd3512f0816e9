import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminCertificates } from '#features/courses/components/admin-certificates.tsx'

export default function AdminCertificatesPage() {
  return (
    <AdminShell
      title="Certificats"
      intro="Les certificats délivrés par l’évaluation en ligne. Un certificat révoqué reste vérifiable : sa page indique qu’il n’est plus valable."
    >
      <AdminCertificates />
    </AdminShell>
  )
}
