import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminTestimonials } from '#features/testimonials/components/admin-testimonials.tsx'

export default function AdminTestimonialsPage() {
  return (
    <AdminShell
      title="Témoignages"
      intro="Les témoignages d’élèves et de clients : publiez-les, masquez-les ou changez leur ordre."
    >
      <AdminTestimonials />
    </AdminShell>
  )
}
