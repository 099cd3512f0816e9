import { Link } from 'react-router'
import { useLabel } from './use-label.ts'
import { paths } from '#core/paths.ts'

const FOOTER_LINKS = [
  { to: paths.legalNotice(), label: 'Mentions légales' },
  { to: paths.termsOfSale(), label: 'Conditions générales de vente' },
  { to: paths.privacyPolicy(), label: 'Politique de confidentialité' },
  { to: paths.testimonials(), label: 'Témoignages' },
  { to: paths.activation(), label: 'Activation du compte' },
]

export function Footer() {
  const label = useLabel()
  const info = label?.info
  return (
    <footer className="mt-16 bg-night pb-24 text-white/85">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-label">
          <h2 id="footer-label" className="font-display text-xl font-bold text-white">
            {info?.name ?? 'Gombiste Records'}
          </h2>
          {info ? (
            <>
              <p className="mt-2 text-gold">{info.slogan}</p>
              <p className="mt-4 text-sm">
                {info.legalForm} fondée en {info.foundingYear} — dirigée par {info.director}
              </p>
            </>
          ) : null}
        </section>
        {info ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="font-semibold text-white">
              Nous joindre
            </h2>
            <address className="mt-3 space-y-1 text-sm not-italic">
              <p>{info.address.street}</p>
              <p>
                {info.address.postalCode} {info.address.city}, {info.address.country}
              </p>
              {info.phones.map(phone => (
                <p key={phone}>
                  <a className="hover:text-gold" href={`tel:${phone.replace(/\s/g, '')}`}>
                    {phone}
                  </a>
                </p>
              ))}
              <p>
                <a className="hover:text-gold" href={`mailto:${info.emails.contact}`}>
                  {info.emails.contact}
                </a>
              </p>
              <p>
                Réservations :{' '}
                <a className="hover:text-gold" href={`mailto:${info.emails.booking}`}>
                  {info.emails.booking}
                </a>
              </p>
              <p>
                Formations :{' '}
                <a className="hover:text-gold" href={`mailto:${info.emails.training}`}>
                  {info.emails.training}
                </a>
              </p>
            </address>
          </section>
        ) : null}
        <div className="space-y-6">
          <nav aria-label="Liens du pied de page">
            <ul className="space-y-2 text-sm">
              {FOOTER_LINKS.map(link => (
                <li key={link.to}>
                  <Link className="hover:text-gold" to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {info ? (
            <ul className="flex flex-wrap gap-3 text-sm" aria-label="Réseaux sociaux">
              {info.socials.map(social => (
                <li key={social.network}>
                  <a className="underline hover:text-gold" href={social.url} rel="noopener noreferrer">
                    {social.network}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <p className="container-page border-t border-white/10 pt-6 text-xs text-white/60">
        © {info?.foundingYear ?? 2010}–{new Date().getFullYear()} {info?.name ?? 'Gombiste Records'}. Tous droits
        réservés.
      </p>
    </footer>
  )
}
