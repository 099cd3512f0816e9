import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ResponsiveImage } from '#core/ui/responsive-image.tsx'
import { isLocalVideo, LocalVideo } from '#core/ui/local-video.tsx'
import { ArtistCard } from '#features/artists/components/artist-card.tsx'
import { PlayButton } from '#core/player/play-button.tsx'
import type { PlayerTrack } from '#core/player/player-store.ts'
import { paths } from '#core/paths.ts'
import type { fetchArtists } from '#features/artists/artists.api.ts'
import type { fetchPortfolio } from '../portfolio.api.ts'

const FILTERS = [
  { value: null, label: 'Tout' },
  { value: 'clip', label: 'Clips' },
  { value: 'album', label: 'Albums' },
] as const

/** Clips and albums, filtered by type, then the label's artists; `after` ends the page (the playlist generator). */
export function PortfolioPage({
  items,
  artists,
  after,
}: {
  items: Awaited<ReturnType<typeof fetchPortfolio>>
  artists: Awaited<ReturnType<typeof fetchArtists>>
  after: ReactNode
}) {
  const [searchParams, setSearchParams] = useSearchParams()
  const typeParam = searchParams.get('type')
  const activeType = typeParam === 'clip' || typeParam === 'album' ? typeParam : null
  const visible = activeType ? items.filter(item => item.type === activeType) : items
  const artistName = new Map(artists.map(artist => [artist.id, artist.name]))
  // The visible extracts form one queue in the player bar, in the order of the page.
  const extracts: PlayerTrack[] = visible.flatMap(item =>
    item.media.audioUrl
      ? [
          {
            id: item.id,
            title: item.title,
            artist: item.artists.map(id => artistName.get(id) ?? id).join(', '),
            src: item.media.audioUrl,
            coverUrl: item.coverImage,
          },
        ]
      : [],
  )

  return (
    <div className="container-page py-12">
      <h1 className="heading-1">Portfolio</h1>
      <p className="mt-3 max-w-2xl">Les clips et albums produits, enregistrés ou accompagnés par Gombiste Records.</p>

      <div role="group" aria-label="Filtrer par type" className="mt-6 flex flex-wrap gap-2">
        {FILTERS.map(filter => (
          <button
            key={filter.label}
            type="button"
            aria-pressed={activeType === filter.value}
            onClick={() => setSearchParams(filter.value ? { type: filter.value } : {}, { preventScrollReset: true })}
            className={`rounded-full px-4 py-2 font-semibold ${activeType === filter.value ? 'bg-indigo text-white' : 'bg-white text-indigo ring-1 ring-indigo/30'}`}
          >
            {filter.label}
          </button>
        ))}
      </div>

      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-live="polite">
        {visible.map(item => (
          <li key={item.id}>
            <article className="card flex h-full flex-col" data-testid="portfolio-item" data-type={item.type}>
              <ResponsiveImage
                src={item.coverImage}
                alt={`Visuel de « ${item.title} »`}
                sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw"
                className="aspect-square w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-sm font-semibold text-gold-dark">
                  {item.type === 'clip' ? 'Clip' : 'Album'} · {item.year} · {item.duration}
                </p>
                <h2 className="mt-1 font-display text-xl font-bold">{item.title}</h2>
                <p className="text-sm">
                  {item.artists.map((id, index) => (
                    <span key={id}>
                      {index > 0 ? ', ' : ''}
                      <Link to={paths.artist(id)} className="underline">
                        {artistName.get(id) ?? id}
                      </Link>
                    </span>
                  ))}
                </p>
                <p className="mt-3 flex-1 text-sm">{item.description}</p>
                {item.media.audioUrl ? (
                  <div className="mt-4 flex items-center gap-3">
                    <PlayButton
                      queue={extracts}
                      index={extracts.findIndex(extract => extract.id === item.id)}
                      label={`un extrait de « ${item.title} »`}
                    />
                    <span className="text-sm font-medium" aria-hidden="true">
                      Écouter un extrait
                    </span>
                  </div>
                ) : null}
                {isLocalVideo(item.media.videoUrl) ? (
                  <details className="mt-4 text-sm">
                    <summary className="cursor-pointer font-semibold text-indigo">Voir le clip</summary>
                    <LocalVideo
                      src={item.media.videoUrl}
                      title={`${item.title} (clip)`}
                      posterUrl={item.coverImage}
                      className="mt-3"
                    />
                  </details>
                ) : null}
                <details className="mt-4 text-sm">
                  <summary className="cursor-pointer font-semibold text-indigo">
                    Crédits, licence et étude de cas
                  </summary>
                  <dl className="mt-3 space-y-1">
                    {item.credits.map(credit => (
                      <div key={`${credit.role}-${credit.name}`} className="flex gap-2">
                        <dt className="font-medium">{credit.role} :</dt>
                        <dd>{credit.name}</dd>
                      </div>
                    ))}
                  </dl>
                  <p className="mt-2">Licence : {item.license}</p>
                  <p className="mt-2">
                    <strong>Le défi.</strong> {item.caseStudy.challenge}
                  </p>
                  <p className="mt-1">
                    <strong>Notre approche.</strong> {item.caseStudy.approach}
                  </p>
                  <p className="mt-1">
                    <strong>Le résultat.</strong> {item.caseStudy.result}
                  </p>
                  {item.media.videoUrl && !isLocalVideo(item.media.videoUrl) ? (
                    <p className="mt-2">
                      <a href={item.media.videoUrl} className="underline" rel="noopener noreferrer">
                        Voir le clip sur YouTube
                      </a>
                    </p>
                  ) : null}
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {item.tags.map(tag => (
                      <li key={tag} className="chip">
                        {tag}
                      </li>
                    ))}
                  </ul>
                  {item.downloadableAssets.length > 0 ? (
                    <ul className="mt-2 list-disc pl-5">
                      {item.downloadableAssets.map(asset => (
                        <li key={asset.url}>
                          <a href={asset.url} className="underline" download>
                            {asset.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </details>
              </div>
            </article>
          </li>
        ))}
      </ul>

      <section className="mt-16" aria-labelledby="portfolio-artists">
        <h2 id="portfolio-artists" className="heading-2">
          Les artistes du label
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {artists.map(artist => (
            <li key={artist.id}>
              <ArtistCard artist={artist} href={paths.artist(artist.id)} />
            </li>
          ))}
        </ul>
      </section>
      {after}
    </div>
  )
}
