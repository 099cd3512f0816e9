import { Link } from 'react-router'
import { ResponsiveImage } from '#core/ui/responsive-image.tsx'

type ArtistCardProps = {
  artist: { id: string; name: string; headline: string; photoUrl: string; genres: string[] }
  href: string
}

export function ArtistCard({ artist, href }: ArtistCardProps) {
  return (
    <article className="card group h-full">
      <Link to={href} className="block h-full">
        <ResponsiveImage
          src={artist.photoUrl}
          alt={`Portrait de ${artist.name}`}
          sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 90vw"
          className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <div className="p-4">
          <h3 className="font-display text-lg font-bold">{artist.name}</h3>
          <p className="text-sm text-ink/75">{artist.headline}</p>
          <p className="mt-2 text-sm font-medium text-gold-dark">{artist.genres.join(' · ')}</p>
        </div>
      </Link>
    </article>
  )
}
