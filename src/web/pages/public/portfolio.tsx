import { useLoaderData } from 'react-router'
import { PlaylistGenerator } from '#features/playlists/components/playlist-generator.tsx'
import { PortfolioPage } from '#features/portfolio/components/portfolio-page.tsx'
import type { portfolioLoader } from '../../loaders.ts'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'

export const handle: RouteHandle = {
  loadErrorMessage: 'Impossible de charger les artistes.',
  meta: staticMeta(
    'Portfolio et artistes',
    'Clips, albums et artistes de Gombiste Records : makossa, bikutsi, rumba, afrobeat, gospel et jazz.',
  ),
}

/** The portfolio (its feature) with the playlist generator (playlists), which it does not import. */
export default function PortfolioRoute() {
  const { items, artists } = useLoaderData<typeof portfolioLoader>()
  return <PortfolioPage items={items} artists={artists} after={<PlaylistGenerator />} />
}
