import { staticMeta, type RouteHandle } from '../route-meta.ts'
import { useLoaderData } from 'react-router'
import { useLabel } from '../layout/use-label.ts'
import type { contactLoader } from '../loaders.ts'
import { EventList } from '#features/events/components/event-list.tsx'

export const handle: RouteHandle = {
  meta: staticMeta(
    'Contact et calendrier',
    'Contactez Gombiste Records à Douala, réservez un artiste et consultez le calendrier des concerts, ateliers et masterclasses.',
  ),
}

export default function ContactPage() {
  const label = useLabel()
  const { events } = useLoaderData<typeof contactLoader>()
  if (!label) return null
  const { info, booking } = label
  return (
    <div className="container-page py-12">
      <h1 className="heading-1">Contact</h1>
      <div className="mt-8 grid gap-8 md:grid-cols-3">
        <section className="card p-6" aria-labelledby="contact-general">
          <h2 id="contact-general" className="font-display text-xl font-bold">
            Nous écrire
          </h2>
          <p className="mt-2 text-sm">Questions, partenariats, presse :</p>
          <a className="mt-2 block font-semibold text-gold-dark underline" href={`mailto:${info.emails.contact}`}>
            {info.emails.contact}
          </a>
          <ul className="mt-3 space-y-1 text-sm">
            {info.phones.map((phone) => (
              <li key={phone}>
                <a href={`tel:${phone.replace(/\s/g, '')}`} className="underline">
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section className="card p-6" aria-labelledby="contact-booking">
          <h2 id="contact-booking" className="font-display text-xl font-bold">
            {booking.title}
          </h2>
          <p className="mt-2 text-sm">{booking.ctaText}</p>
          <a className="mt-2 block font-semibold text-gold-dark underline" href={`mailto:${booking.contactEmail}`}>
            {booking.contactEmail}
          </a>
        </section>
        <section className="card p-6" aria-labelledby="contact-visit">
          <h2 id="contact-visit" className="font-display text-xl font-bold">
            Nous rendre visite
          </h2>
          <address className="mt-2 text-sm not-italic">
            {info.name}
            <br />
            {info.address.street}
            <br />
            {info.address.postalCode} {info.address.city}, {info.address.country}
          </address>
          <p className="mt-3 text-sm">
            Formations :{' '}
            <a className="underline" href={`mailto:${info.emails.training}`}>
              {info.emails.training}
            </a>
          </p>
        </section>
      </div>
      <section id="calendrier" className="mt-16 scroll-mt-20" aria-labelledby="calendar-title">
        <h2 id="calendar-title" className="heading-2">
          Calendrier des événements
        </h2>
        <p className="mt-2">Concerts, ateliers, masterclasses et portes ouvertes des semaines à venir.</p>
        <div className="mt-6">
          <EventList events={events} />
        </div>
      </section>
    </div>
  )
}
