import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { Link } from 'react-router'
import { useLabel } from '../../layout/use-label.ts'
import { paths } from '#core/paths.ts'

const LINK_CLASS = 'font-semibold text-indigo underline hover:text-gold-dark'

function telHref(phone: string) {
  return `tel:${phone.replace(/\s/g, '')}`
}

export const handle: RouteHandle = {
  meta: staticMeta('Mentions légales', 'Mentions légales du site de Gombiste Records.'),
}

export default function LegalNoticePage() {
  const info = useLabel()?.info

  return (
    <article className="container-page py-12">
      <h1 className="heading-1">Mentions légales</h1>
      <div className="prose-text mt-8 max-w-3xl space-y-10">
        <section aria-labelledby="legal-publisher">
          <h2 id="legal-publisher" className="heading-2 mb-4">
            Éditeur du site
          </h2>
          {info ? (
            <>
              <p>
                Le présent site est édité par <strong>{info.name}</strong>, {info.legalForm} fondée en{' '}
                {info.foundingYear}, label de musique et académie de musique.
              </p>
              <dl className="card grid gap-x-6 gap-y-3 p-6 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">Siège social</dt>
                <dd>
                  <address className="not-italic">
                    {info.address.street}
                    <br />
                    {info.address.postalCode} {info.address.city}, {info.address.country}
                  </address>
                </dd>
                <dt className="font-semibold">Directeur de la publication</dt>
                <dd>{info.director}</dd>
                <dt className="font-semibold">Téléphone</dt>
                <dd>
                  <ul>
                    {info.phones.map(phone => (
                      <li key={phone}>
                        <a className={LINK_CLASS} href={telHref(phone)}>
                          {phone}
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
                <dt className="font-semibold">E-mails</dt>
                <dd>
                  <ul>
                    <li>
                      Contact général&nbsp;:{' '}
                      <a className={LINK_CLASS} href={`mailto:${info.emails.contact}`}>
                        {info.emails.contact}
                      </a>
                    </li>
                    <li>
                      Réservations&nbsp;:{' '}
                      <a className={LINK_CLASS} href={`mailto:${info.emails.booking}`}>
                        {info.emails.booking}
                      </a>
                    </li>
                    <li>
                      Formations&nbsp;:{' '}
                      <a className={LINK_CLASS} href={`mailto:${info.emails.training}`}>
                        {info.emails.training}
                      </a>
                    </li>
                  </ul>
                </dd>
                <dt className="font-semibold">Année de création</dt>
                <dd>{info.foundingYear}</dd>
              </dl>
            </>
          ) : null}
        </section>

        <section aria-labelledby="legal-host">
          <h2 id="legal-host" className="heading-2 mb-4">
            Hébergement
          </h2>
          <p>
            Le site n’est confié à aucun hébergeur tiers&nbsp;: il est auto-hébergé par l’éditeur, sur ses propres
            serveurs installés dans ses locaux
            {info ? (
              <>
                {' '}
                — {info.name}, {info.address.street}, {info.address.postalCode} {info.address.city},{' '}
                {info.address.country}
              </>
            ) : null}
            . Les données du site, comptes compris, y sont stockées.
          </p>
        </section>

        <section aria-labelledby="legal-ip">
          <h2 id="legal-ip" className="heading-2 mb-4">
            Propriété intellectuelle
          </h2>
          <p>
            L’ensemble des contenus publiés sur ce site — enregistrements musicaux, compositions, clips, pochettes
            d’albums, photographies, textes, cours, logos et charte graphique — est protégé par le droit d’auteur et les
            droits voisins, notamment la loi camerounaise n° 2000/011 du 19 décembre 2000 relative au droit d’auteur et
            aux droits voisins et l’Accord de Bangui instituant l’Organisation africaine de la propriété intellectuelle
            (OAPI). Ces contenus appartiennent {info ? <>à {info.name}</> : 'au label'}, à ses artistes ou à leurs
            ayants droit respectifs.
          </p>
          <p>
            Les morceaux proposés dans le lecteur du site sont destinés à l’écoute en ligne uniquement. Les pochettes
            affichées par le lecteur portent un filigrane de copyright&nbsp;: ce marquage ne doit être ni retiré, ni
            masqué, ni contourné.
          </p>
          <p>
            Toute reproduction, représentation, diffusion, adaptation ou extraction, totale ou partielle, de ces
            contenus, par quelque procédé que ce soit, sans l’autorisation écrite préalable des titulaires de droits est
            interdite et constitue une contrefaçon. Les demandes d’utilisation (presse, synchronisation, diffusion)
            peuvent être adressées au label par e-mail.
          </p>
        </section>

        <section aria-labelledby="legal-credits">
          <h2 id="legal-credits" className="heading-2 mb-4">
            Crédits
          </h2>
          <p>
            Conception, développement et contenus éditoriaux&nbsp;: l’équipe {info ? <>de {info.name}</> : 'du label'}.
            Musiques, clips et pochettes&nbsp;: les artistes du label et leurs collaborateurs, dont les crédits
            détaillés figurent sur chaque fiche du portfolio. Photographies&nbsp;: artistes et équipe du label, tous
            droits réservés.
          </p>
          <p className="mt-3">
            Devise des prix selon le pays&nbsp;: ce site utilise les données IP2Location LITE disponibles sur{' '}
            <a href="https://lite.ip2location.com" className="underline" rel="noopener">
              https://lite.ip2location.com
            </a>{' '}
            (licence CC BY-SA 4.0), consultées sur notre serveur&nbsp;: votre adresse n’est transmise à personne.
          </p>
        </section>

        <section aria-labelledby="legal-liability">
          <h2 id="legal-liability" className="heading-2 mb-4">
            Responsabilité et liens externes
          </h2>
          <p>
            L’éditeur s’efforce de publier des informations exactes et à jour, sans pouvoir garantir l’absence d’erreur
            ou d’omission. Les liens vers des sites tiers, notamment les réseaux sociaux, sont fournis pour votre
            commodité&nbsp;; l’éditeur n’est pas responsable de leur contenu.
          </p>
        </section>

        <section aria-labelledby="legal-law">
          <h2 id="legal-law" className="heading-2 mb-4">
            Droit applicable
          </h2>
          <p>
            Le site et les présentes mentions sont régis par le droit camerounais, ainsi que par les Actes uniformes de
            l’Organisation pour l’harmonisation en Afrique du droit des affaires (OHADA) applicables à l’éditeur. En cas
            de litige, une solution amiable sera recherchée en priorité&nbsp;; à défaut, le litige sera porté devant les
            juridictions camerounaises compétentes
            {info ? <>, dans le ressort de {info.address.city}</> : null}, sous réserve des règles impératives
            protégeant les consommateurs.
          </p>
          <p>
            Le traitement de vos données personnelles est décrit dans notre{' '}
            <Link to={paths.privacyPolicy()} className={LINK_CLASS}>
              politique de confidentialité
            </Link>
            &nbsp;; ce que vous achetez sur le site (formations, cours, formules), dans nos{' '}
            <Link to={paths.termsOfSale()} className={LINK_CLASS}>
              conditions générales de vente
            </Link>
            .
          </p>
        </section>

        <section aria-labelledby="legal-contact">
          <h2 id="legal-contact" className="heading-2 mb-4">
            Contact
          </h2>
          <p>
            Pour toute question relative au site ou aux présentes mentions
            {info ? (
              <>
                , écrivez à{' '}
                <a className={LINK_CLASS} href={`mailto:${info.emails.contact}`}>
                  {info.emails.contact}
                </a>
              </>
            ) : null}{' '}
            ou utilisez notre{' '}
            <Link to={paths.contact()} className={LINK_CLASS}>
              page de contact
            </Link>
            .
          </p>
        </section>
      </div>
    </article>
  )
}
