import type { LabelOverview } from '../label.api.ts'
import { Link } from 'react-router'
import { formatDate } from '#core/format/format.ts'
import { ResponsiveImage } from '#core/ui/responsive-image.tsx'
import { paths } from '#core/paths.ts'

/** Streamed by the API (label.routes.ts): the PDF bio, the print photos and the logo in one file. */
const PRESS_ZIP_PATH = '/api/label/press-kit.zip'

/** The label's page: its story, services, news, press kit and booking block. */
export function LabelPage({ label }: { label: LabelOverview }) {
  const { info, services, news, pressKit, booking } = label
  return (
    <>
      <section className="relative isolate overflow-hidden bg-indigo text-white">
        <ResponsiveImage
          src="/media/images/hero/label-960.webp"
          alt=""
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 size-full object-cover opacity-35"
        />
        <div className="container-page py-16">
          <h1 className="heading-1">Le label {info.name}</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">{info.slogan}</p>
        </div>
      </section>

      <section className="container-page grid gap-10 py-12 lg:grid-cols-3" aria-labelledby="label-story">
        <div className="lg:col-span-2">
          <h2 id="label-story" className="heading-2">
            Notre histoire
          </h2>
          <div className="prose-text mt-4">
            {info.about.map((paragraph, index) => (
              // Paragraphs are edited in the admin area and may start alike.
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside className="card p-6" aria-labelledby="label-facts">
          <h2 id="label-facts" className="font-display text-xl font-bold">
            Fiche d’identité
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="font-semibold">Fondation</dt>
              <dd>{info.foundingYear}</dd>
            </div>
            <div>
              <dt className="font-semibold">Direction</dt>
              <dd>{info.director}</dd>
            </div>
            <div>
              <dt className="font-semibold">Forme juridique</dt>
              <dd>{info.legalForm}</dd>
            </div>
            <div>
              <dt className="font-semibold">Adresse</dt>
              <dd>
                {info.address.street}, {info.address.postalCode} {info.address.city}, {info.address.country}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Téléphone</dt>
              <dd>{info.phones.join(' · ')}</dd>
            </div>
            <div>
              <dt className="font-semibold">Site web</dt>
              <dd>{info.website}</dd>
            </div>
          </dl>
        </aside>
      </section>

      <section className="bg-white py-12" aria-labelledby="label-services">
        <div className="container-page">
          <h2 id="label-services" className="heading-2">
            Nos services
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {services.map(service => (
              <li key={service.id} className="rounded-2xl border-t-4 border-gold bg-sand p-5">
                <h3 className="font-display text-lg font-bold">{service.title}</h3>
                <p className="mt-2 text-sm">{service.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="label-news">
        <h2 id="label-news" className="heading-2">
          Actualités du label
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {news.map(item => (
            <li key={item.id} className="card p-5">
              <p className="text-sm text-ink/70">
                <time dateTime={item.date}>{formatDate(item.date)}</time>
              </p>
              <h3 className="mt-1 font-semibold">
                <Link to={item.link} className="hover:underline">
                  {item.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm">{item.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-white py-12" aria-labelledby="label-press">
        <div className="container-page">
          <h2 id="label-press" className="heading-2">
            Dossier de presse
          </h2>
          <p className="mt-4 font-display text-xl">{pressKit.headline}</p>
          <p className="mt-2 max-w-3xl">{pressKit.shortText}</p>
          <a href={PRESS_ZIP_PATH} download className="button-primary mt-6">
            Télécharger tout le dossier de presse (.zip)
          </a>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {pressKit.assets.map(asset => (
              <li key={asset.url}>
                <a href={asset.url} download className="card flex items-center justify-between p-4 hover:ring-gold">
                  <span className="font-medium">{asset.label}</span>
                  <span className="text-sm text-ink/70">
                    {asset.kind === 'image' ? 'Image' : 'Document'} · Télécharger
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="label-booking">
        <div className="rounded-3xl bg-night p-8 text-white sm:p-12">
          <h2 id="label-booking" className="heading-2">
            {booking.title}
          </h2>
          <p className="mt-3 max-w-2xl text-white/85">{booking.ctaText}</p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <Link to={paths.booking()} className="button-primary">
              Faire une demande de réservation
            </Link>
            <a href={`mailto:${booking.contactEmail}`} className="text-white underline">
              ou écrire à {booking.contactEmail}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
