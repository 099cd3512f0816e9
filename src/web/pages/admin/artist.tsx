import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminArtistSheet } from '#features/artists/components/admin-artist.tsx'

export default function AdminArtistPage({ id }: { id?: string }) {
  return (
    <AdminShell title={id ? 'Fiche de l’artiste' : 'Nouvel artiste'}>
      <AdminArtistSheet id={id} />
    </AdminShell>
  )
}
