import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminArtists } from '#features/artists/components/admin-artists.tsx'

export default function AdminArtistsPage() {
  return (
    <AdminShell
      title="Artistes"
      intro="Les fiches des artistes et leur discographie : chaque modification apparaît aussitôt sur le site."
    >
      <AdminArtists />
    </AdminShell>
  )
}
