import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { useLoaderData, useSearchParams } from 'react-router'
import { useLabel } from '../../layout/use-label.ts'
import type { contactLoader } from '../../loaders.ts'
import { BookingForm } from '#features/contact/components/booking-form.tsx'
import { ContactForm } from '#features/contact/components/contact-form.tsx'
import { EventCalendar } from '#features/events/components/event-calendar.tsx'

export const handle: RouteHandle = {
  meta: staticMeta(
    'Contact et calendrier',
    'Contactez Gombiste Records à Douala, réservez un artiste et consultez le calendrier des concerts, ateliers et masterclasses.',
  ),
}

export default function ContactPage() {
  const label = useLabel()
  const { events, artists } = useLoaderData<typeof contactLoader>()
  const [searchParams] = useSearchParams()
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
            {info.phones.map(phone => (
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
            Booking
          </h2>
          <p className="mt-2 text-sm">Réserver un artiste pour un concert, un festival ou un événement privé :</p>
          <a className="mt-2 block font-semibold text-gold-dark underline" href="#reservation">
            Remplir la demande de réservation
          </a>
          <a className="mt-1 block text-sm underline" href={`mailto:${booking.contactEmail}`}>
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

      <section id="ecrire" className="mt-16 scroll-mt-20" aria-labelledby="contact-form-section">
        <h2 id="contact-form-section" className="heading-2">
          Écrivez-nous
        </h2>
        <p className="mt-2 max-w-2xl">
          Une question, un partenariat, une demande de presse ? Vous recevez aussitôt une référence à citer, et une
          réponse sous 48 heures ouvrées.
        </p>
        <div className="card mt-6 max-w-3xl p-6">
          <ContactForm />
        </div>
      </section>

      <section id="reservation" className="mt-16 scroll-mt-20" aria-labelledby="booking-section">
        <h2 id="booking-section" className="heading-2">
          {booking.title}
        </h2>
        <p className="mt-2 max-w-2xl">{booking.ctaText}</p>
        <div className="card mt-6 max-w-3xl p-6">
          <BookingForm artists={artists} artistId={searchParams.get('artiste') ?? ''} />
        </div>
      </section>

      <section id="calendrier" className="mt-16 scroll-mt-20" aria-labelledby="calendar-title">
        <h2 id="calendar-title" className="heading-2">
          Calendrier des événements
        </h2>
        <p className="mt-2">Concerts, ateliers, masterclasses et portes ouvertes des semaines à venir.</p>
        <div className="mt-6">
          <EventCalendar events={events} />
        </div>
      </section>
    </div>
  )
}
