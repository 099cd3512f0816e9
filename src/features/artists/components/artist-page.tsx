import { Link } from 'react-router'
import { ResponsiveImage } from '#core/ui/responsive-image.tsx'
import { VideoFacade } from '#core/ui/video-facade.tsx'
import { LocalVideo } from '#core/ui/local-video.tsx'
import type { fetchArtist } from '../artists.api.ts'
import { Discography } from './discography.tsx'
import { paths } from '#core/paths.ts'

/** An artist's page: portrait, biography, videos and discography. */
export function ArtistPage({ artist }: { artist: Awaited<ReturnType<typeof fetchArtist>> }) {
  return (
    <article>
      <header className="bg-night text-white">
        <div className="container-page flex flex-col gap-8 py-12 md:flex-row md:items-center">
          <ResponsiveImage
            src={artist.photoUrl}
            alt={`Portrait de ${artist.name}`}
            sizes="(min-width: 768px) 320px, 70vw"
            priority
            className="aspect-square w-64 rounded-3xl object-cover shadow-xl md:w-80"
          />
          <div>
            <p className="text-sm text-white/70">
              <Link to={paths.portfolio()} className="underline">
                Portfolio
              </Link>{' '}
              / Artiste
            </p>
            <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{artist.name}</h1>
            <p className="mt-2 text-lg text-gold">{artist.headline}</p>
            <p className="mt-1 text-white/80">{artist.city}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Genres">
              {artist.genres.map(genre => (
                <li key={genre} className="rounded-full bg-gold px-3 py-1 text-sm font-semibold text-night">
                  {genre}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </header>
      <div className="container-page grid gap-12 py-12 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          <section aria-labelledby="artist-bio">
            <h2 id="artist-bio" className="heading-2">
              Biographie
            </h2>
            <div className="prose-text mt-4">
              {artist.bio.map(paragraph => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </section>
          <section aria-labelledby="artist-discography">
            <h2 id="artist-discography" className="heading-2">
              Discographie
            </h2>
            <div className="mt-4">
              <Discography tracks={artist.discography} artistName={artist.name} />
            </div>
          </section>
        </div>
        <aside className="space-y-10">
          <section aria-labelledby="artist-videos">
            <h2 id="artist-videos" className="heading-2">
              Vidéos
            </h2>
            <ul className="mt-4 space-y-4">
              {artist.videos.map(video => (
                <li key={video.id}>
                  {video.src ? (
                    <LocalVideo src={video.src} title={video.title} posterUrl={video.posterUrl} />
                  ) : video.youtubeId ? (
                    <VideoFacade
                      youtubeId={video.youtubeId}
                      title={video.title}
                      posterUrl={video.posterUrl}
                      sizes="(min-width: 1024px) 340px, 92vw"
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="artist-tags">
            <h2 id="artist-tags" className="heading-2">
              Mots-clés
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {artist.tags.map(tag => (
                <li key={tag} className="chip">
                  #{tag}
                </li>
              ))}
            </ul>
          </section>
          <section className="rounded-2xl bg-indigo p-6 text-white" aria-labelledby="artist-booking">
            <h2 id="artist-booking" className="font-display text-xl font-bold">
              Programmer {artist.name}
            </h2>
            <p className="mt-2 text-sm text-white/85">Concert, festival, événement privé : parlons de votre projet.</p>
            <Link to={paths.booking(artist.id)} className="button-primary mt-4">
              Demander une réservation
            </Link>
          </section>
        </aside>
      </div>
    </article>
  )
}
