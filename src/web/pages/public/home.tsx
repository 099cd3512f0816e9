import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { useLabel } from '../../layout/use-label.ts'
import type { homeLoader } from '../../loaders.ts'
import { Link, useLoaderData } from 'react-router'
import { ResponsiveImage } from '#core/ui/responsive-image.tsx'
import { ArtistCard } from '#features/artists/components/artist-card.tsx'
import { PostCard } from '#features/blog/components/post-card.tsx'
import { EventList } from '#features/events/components/event-list.tsx'
import { TestimonialCard } from '#features/testimonials/components/testimonial-card.tsx'
import { paths } from '#core/paths.ts'

export const handle: RouteHandle = {
  meta: staticMeta('Gombiste Records — Label et académie de musique à Douala'),
}

export default function HomePage() {
  const label = useLabel()
  const { artists, posts, events, testimonials } = useLoaderData<typeof homeLoader>()
  if (!label) return null
  const today = new Date().toISOString().slice(0, 10)
  const upcoming = events.filter(event => event.date >= today).slice(0, 3)

  return (
    <>
      <section className="relative isolate overflow-hidden bg-night text-white">
        <ResponsiveImage
          src="/media/images/hero/accueil-960.webp"
          alt=""
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 size-full object-cover opacity-45"
        />
        <div className="container-page py-20 sm:py-28">
          <p className="font-semibold tracking-wide text-gold uppercase">Label et académie · Douala</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl font-bold sm:text-6xl">{label.info.name}</h1>
          <p className="mt-4 max-w-2xl text-xl text-white/90">{label.info.slogan}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.portfolio()} className="button-primary">
              Découvrir nos artistes
            </Link>
            <Link
              to={paths.academy()}
              className="button-secondary border-white text-white hover:bg-white hover:text-night"
            >
              Apprendre la musique
            </Link>
          </div>
        </div>
      </section>

      <section className="container-page py-14" aria-labelledby="home-about">
        <h2 id="home-about" className="heading-2">
          Depuis {label.info.foundingYear}, la musique d’Afrique centrale en partage
        </h2>
        <div className="prose-text mt-4 max-w-3xl">
          {label.info.about.slice(0, 2).map((paragraph, index) => (
            // Paragraphs are edited in the admin area and may start alike.
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <Link to={paths.label()} className="font-semibold text-gold-dark underline">
          En savoir plus sur le label
        </Link>
      </section>

      <section className="bg-white py-14" aria-labelledby="home-artists">
        <div className="container-page">
          <div className="flex items-end justify-between gap-4">
            <h2 id="home-artists" className="heading-2">
              Nos artistes
            </h2>
            <Link to={paths.portfolio()} className="font-semibold text-gold-dark underline">
              Tout le portfolio
            </Link>
          </div>
          <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {artists.slice(0, 4).map(artist => (
              <li key={artist.id}>
                <ArtistCard artist={artist} href={paths.artist(artist.id)} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page grid gap-10 py-14 lg:grid-cols-2">
        <section aria-labelledby="home-events">
          <h2 id="home-events" className="heading-2">
            Prochains rendez-vous
          </h2>
          <div className="mt-6">
            <EventList events={upcoming} />
          </div>
          <Link to={paths.calendar()} className="mt-4 inline-block font-semibold text-gold-dark underline">
            Voir tout le calendrier
          </Link>
        </section>
        <section aria-labelledby="home-news">
          <h2 id="home-news" className="heading-2">
            Actualités
          </h2>
          <ul className="mt-6 space-y-4">
            {label.news.map(item => (
              <li key={item.id} className="card p-4">
                <h3 className="font-semibold">
                  <Link to={item.link} className="hover:underline">
                    {item.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-ink/80">{item.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      </section>

      <section className="bg-white py-14" aria-labelledby="home-blog">
        <div className="container-page">
          <h2 id="home-blog" className="heading-2">
            Derniers articles
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {posts.slice(0, 3).map(post => (
              <li key={post.id}>
                <PostCard post={post} href={paths.article(post.id)} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      {testimonials.length > 0 ? (
        <section className="container-page py-14" aria-labelledby="home-testimonials">
          <h2 id="home-testimonials" className="heading-2">
            Ils nous font confiance
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {testimonials.slice(0, 3).map(testimonial => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
          <Link to={paths.testimonials()} className="mt-4 inline-block font-semibold text-gold-dark underline">
            Tous les témoignages
          </Link>
        </section>
      ) : null}
    </>
  )
}
