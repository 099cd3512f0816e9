import { Link } from 'react-router'
import { LoadState, useAdminData } from '#core/ui/admin-kit.tsx'
import { fetchAdminArtists, type AdminArtistSummary } from '../artists-admin.api.ts'
import { adminPaths } from '#core/admin-paths.ts'

function ArtistList() {
  const loaded = useAdminData(fetchAdminArtists, 'artists')
  return <LoadState loaded={loaded}>{artists => <ArtistCards artists={artists} />}</LoadState>
}

function ArtistCards({ artists }: { artists: AdminArtistSummary[] }) {
  if (artists.length === 0) return <p className="mt-8">Aucun artiste pour le moment.</p>
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {artists.map(artist => (
        <li key={artist.id} className="card flex items-center gap-4 p-4">
          <img src={artist.photoUrl} alt="" className="size-16 shrink-0 rounded-full object-cover" loading="lazy" />
          <div className="min-w-0">
            <Link to={adminPaths.artist(artist.id)} className="font-semibold text-indigo underline">
              {artist.name}
            </Link>
            <p className="truncate text-sm text-ink/75">{artist.headline}</p>
            <p className="text-sm">
              {artist.city} · {artist.tracks} morceau{artist.tracks > 1 ? 'x' : ''}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}

export function AdminArtists() {
  return (
    <>
      <Link to={adminPaths.artist()} className="button-primary mt-6">
        Nouvel artiste
      </Link>
      <ArtistList />
    </>
  )
}
