import { useLoaderData } from 'react-router'
import { ArtistPage } from '#features/artists/components/artist-page.tsx'
import type { artistLoader } from '../../loaders.ts'
import { ogImageFor } from '../../og-image.ts'
import { NOT_FOUND_META, type RouteHandle } from '../../route-meta.ts'

export const handle: RouteHandle = {
  loadErrorMessage: 'Impossible de charger les artistes.',
  meta: ({ data }) => {
    const artist = (data as Awaited<ReturnType<typeof artistLoader>> | undefined)?.artist
    if (!artist) return NOT_FOUND_META
    return {
      title: artist.name,
      description: `${artist.name}, ${artist.headline.toLowerCase()} — ${artist.genres.join(', ')}. Écoutez sa discographie sur Gombiste Records.`,
      image: ogImageFor(artist.photoUrl),
      type: 'profile',
    }
  },
}

export default function ArtistRoute() {
  const { artist } = useLoaderData<typeof artistLoader>()
  return <ArtistPage artist={artist} />
}
