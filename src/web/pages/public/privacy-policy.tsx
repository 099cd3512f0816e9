import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useLabel } from '../../layout/use-label.ts'
import { paths } from '#core/paths.ts'

const LINK_CLASS = 'font-semibold text-indigo underline hover:text-gold-dark'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="heading-2 mb-4">
        {title}
      </h2>
      {children}
    </section>
  )
}

function List({ children }: { children: ReactNode }) {
  return <ul className="mb-4 list-disc space-y-2 pl-6 leading-relaxed">{children}</ul>
}

const COLLECTED_DATA = [
  {
    title: 'Compte',
    text: 'nom, adresse e-mail, rôle choisi à l’inscription (élève de l’académie ou client) et mot de passe, conservé uniquement sous forme hachée : personne, pas même notre équipe, ne peut le lire.',
  },
  {
    title: 'Profil',
    text: 'cours suivis, créations musicales enregistrées et préférences de notification.',
  },
  {
    title: 'Commentaires du blog',
    text: 'nom affiché et contenu du commentaire, visibles publiquement sous l’article.',
  },
  {
    title: '« J’aime »',
    text: 'un identifiant d’appareil anonyme, enregistré dans un cookie, qui évite de compter deux fois le même « J’aime ». Il ne permet pas de vous identifier.',
  },
  {
    title: 'Paiements',
    text: 'référence de commande, montant et devise. Nous ne voyons ni ne conservons jamais vos numéros de carte : ils sont saisis et traités directement par le prestataire de paiement.',
  },
  {
    title: 'Formulaires de contact et de réservation',
    text: 'les informations que vous choisissez de nous transmettre (nom, coordonnées, message, détails de l’événement).',
  },
  {
    title: 'Assistant IA',
    text: 'si vous êtes connecté, vos conversations avec l’assistant afin que vous puissiez les retrouver. Évitez d’y confier des informations sensibles.',
  },
  {
    title: 'Journaux techniques',
    text: 'adresse IP tronquée et horodatage des requêtes, pour la sécurité du site et la détection des abus.',
  },
]

const PURPOSES = [
  {
    purpose: 'Créer et gérer votre compte, vos cours, vos créations et vos notifications',
    basis: 'exécution du contrat qui nous lie lorsque vous vous inscrivez',
  },
  {
    purpose: 'Traiter vos commandes et tenir notre comptabilité',
    basis: 'exécution du contrat et respect de nos obligations légales comptables et fiscales',
  },
  {
    purpose: 'Répondre à vos demandes de contact et de réservation',
    basis: 'mesures précontractuelles prises à votre demande et intérêt légitime à vous répondre',
  },
  {
    purpose: 'Publier vos commentaires et comptabiliser les « J’aime »',
    basis: 'intérêt légitime à faire vivre le blog, dans le respect de votre anonymat pour les « J’aime »',
  },
  {
    purpose: 'Conserver l’historique de vos échanges avec l’assistant IA',
    basis: 'exécution du service que vous utilisez en étant connecté',
  },
  {
    purpose: 'Sécuriser le site, prévenir la fraude et les abus',
    basis: 'intérêt légitime à protéger le site et ses utilisateurs',
  },
]

const RETENTION = [
  { what: 'Compte et données de profil', how: 'jusqu’à la suppression du compte, puis 30 jours dans nos sauvegardes' },
  { what: 'Comptes non activés', how: '30 jours après l’inscription' },
  { what: 'Commandes et pièces comptables', how: '10 ans, au titre de nos obligations comptables' },
  { what: 'Demandes de contact et de réservation', how: '3 ans à compter du dernier échange' },
  { what: 'Journaux techniques', how: '12 mois au maximum' },
  { what: 'Commentaires du blog', how: 'tant que l’article est en ligne, sauf demande de suppression' },
]

const COOKIES = [
  {
    name: 'Cookie de session',
    text: 'strictement nécessaire, il vous garde connecté pendant votre visite et protège votre compte.',
  },
  { name: 'Préférence de devise', text: 'mémorise l’affichage des prix en euros (EUR) ou en francs CFA (XAF).' },
  { name: 'Identifiant « J’aime »', text: 'identifiant anonyme d’appareil, décrit plus haut.' },
]

export const handle: RouteHandle = {
  meta: staticMeta(
    'Politique de confidentialité',
    'Quelles données Gombiste Records collecte, pourquoi, combien de temps, et comment exercer vos droits.',
  ),
}

export default function PrivacyPolicyPage() {
  const info = useLabel()?.info
  const contactEmail = info ? (
    <a className={LINK_CLASS} href={`mailto:${info.emails.contact}`}>
      {info.emails.contact}
    </a>
  ) : null

  return (
    <article className="container-page py-12">
      <h1 className="heading-1">Politique de confidentialité</h1>
      <div className="prose-text mt-8 max-w-3xl space-y-10">
        <p>
          Cette politique explique quelles données personnelles nous collectons sur ce site, pourquoi, combien de temps
          nous les gardons et comment exercer vos droits. Nous ne collectons que ce qui est utile au fonctionnement du
          label et de l’académie.
        </p>

        <Section id="privacy-controller" title="Responsable du traitement">
          {info ? (
            <p>
              Le responsable du traitement est <strong>{info.name}</strong>, {info.legalForm} dont le siège est situé{' '}
              {info.address.street}, {info.address.postalCode} {info.address.city}, {info.address.country}. Pour toute
              question relative à vos données, écrivez à {contactEmail}.
            </p>
          ) : (
            <p>Le responsable du traitement est l’éditeur du site, présenté dans les mentions légales.</p>
          )}
        </Section>

        <Section id="privacy-data" title="Données collectées">
          <List>
            {COLLECTED_DATA.map(item => (
              <li key={item.title}>
                <strong>{item.title}</strong>&nbsp;: {item.text}
              </li>
            ))}
          </List>
          <p>Vous pouvez visiter le site, écouter les morceaux et consulter les cours sans créer de compte.</p>
        </Section>

        <Section id="privacy-purposes" title="Finalités et bases légales">
          <List>
            {PURPOSES.map(item => (
              <li key={item.purpose}>
                <strong>{item.purpose}</strong> — base légale&nbsp;: {item.basis}.
              </li>
            ))}
          </List>
          <p>
            Vos données ne font l’objet d’aucun profilage publicitaire ni d’aucune décision entièrement automatisée.
          </p>
        </Section>

        <Section id="privacy-retention" title="Durées de conservation">
          <List>
            {RETENTION.map(item => (
              <li key={item.what}>
                <strong>{item.what}</strong>&nbsp;: {item.how}.
              </li>
            ))}
          </List>
          <p>À l’issue de ces durées, les données sont supprimées ou rendues définitivement anonymes.</p>
        </Section>

        <Section id="privacy-recipients" title="Destinataires">
          <p>
            Vos données sont destinées à l’équipe {info ? <>de {info.name}</> : 'du label'}, chacun n’accédant qu’à ce
            qui est nécessaire à sa mission (pédagogie, réservations, comptabilité, administration du site).
          </p>
          <p>
            Lorsque ces services sont activés, certaines données sont transmises à nos sous-traitants, qui ne peuvent
            les utiliser que pour notre compte&nbsp;: le prestataire de paiement (pour régler une commande) et le
            prestataire d’envoi d’e-mails (pour les messages d’activation, de réinitialisation de mot de passe et les
            notifications). Si l’assistant IA s’appuie sur un fournisseur de modèle d’intelligence artificielle, le
            texte de vos messages lui est transmis pour produire la réponse.
          </p>
          <p>
            <strong>Nous ne vendons ni ne louons jamais vos données.</strong>
          </p>
        </Section>

        <Section id="privacy-cookies" title="Cookies">
          <p>Le site n’utilise que trois cookies, tous déposés par nos soins&nbsp;:</p>
          <List>
            {COOKIES.map(cookie => (
              <li key={cookie.name}>
                <strong>{cookie.name}</strong>&nbsp;: {cookie.text}
              </li>
            ))}
          </List>
          <p>
            Aucun cookie publicitaire, aucun outil de mesure d’audience tiers, aucun traceur de réseau social. Le pays
            utilisé pour choisir la devise par défaut est déduit par notre serveur à partir de votre connexion, sans
            faire appel à un service tiers de géolocalisation.
          </p>
        </Section>

        <Section id="privacy-rights" title="Vos droits">
          <p>Vous disposez sur vos données des droits suivants&nbsp;:</p>
          <List>
            <li>
              <strong>Accès et portabilité</strong>&nbsp;: depuis votre{' '}
              <Link to={paths.profile()} className={LINK_CLASS}>
                profil
              </Link>
              , le bouton «&nbsp;Télécharger mes données&nbsp;» fournit une copie de vos données dans un format
              structuré et lisible par machine.
            </li>
            <li>
              <strong>Rectification</strong>&nbsp;: vous pouvez modifier vos informations depuis votre profil ou nous
              demander de le faire.
            </li>
            <li>
              <strong>Effacement</strong>&nbsp;: le bouton «&nbsp;Supprimer mon compte&nbsp;» de votre profil efface
              votre compte et les données associées, sous réserve des données que la loi nous oblige à conserver (pièces
              comptables).
            </li>
            <li>
              <strong>Opposition et limitation</strong>&nbsp;: vous pouvez vous opposer à un traitement fondé sur notre
              intérêt légitime ou en demander la limitation.
            </li>
          </List>
          <p>
            Ces droits vous sont reconnus par la loi camerounaise n° 2024-017 du 23 décembre 2024 relative à la
            protection des données à caractère personnel et, si vous résidez dans l’Union européenne, par le Règlement
            général sur la protection des données (RGPD).
          </p>
          <p>
            Pour toute autre demande, écrivez-nous{contactEmail ? <> à {contactEmail}</> : null}. Nous répondons dans un
            délai d’un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l’autorité de
            protection des données compétente&nbsp;: celle instituée par la loi camerounaise ou, dans l’Union
            européenne, l’autorité de contrôle de votre pays de résidence (la CNIL en France, par exemple).
          </p>
        </Section>

        <Section id="privacy-security" title="Sécurité">
          <p>
            Le site est hébergé sur nos propres serveurs. Les échanges sont chiffrés (HTTPS), les mots de passe sont
            hachés, les adresses IP des journaux sont tronquées et l’accès aux données est réservé aux membres de
            l’équipe qui en ont besoin. Aucune mesure n’étant infaillible, nous vous informerons sans délai en cas de
            violation de données susceptible de vous affecter.
          </p>
        </Section>

        <Section id="privacy-minors" title="Mineurs">
          <p>
            L’académie accueille de jeunes élèves. Le compte d’un élève mineur doit être créé avec l’accord et sous le
            contrôle d’un parent ou d’un représentant légal, qui peut exercer en son nom les droits décrits ci-dessus.
            Si vous pensez qu’un mineur nous a transmis des données sans cet accord, contactez-nous&nbsp;: nous les
            supprimerons.
          </p>
        </Section>

        <Section id="privacy-contact" title="Contact">
          <p>
            Pour toute question sur cette politique ou sur vos données
            {contactEmail ? <>, écrivez à {contactEmail}</> : null} ou passez par notre{' '}
            <Link to={paths.contact()} className={LINK_CLASS}>
              page de contact
            </Link>
            . Cette politique peut évoluer&nbsp;: toute modification importante sera signalée sur cette page.
          </p>
          <p className="font-semibold">Dernière mise à jour : 22 novembre 2026</p>
        </Section>
      </div>
    </article>
  )
}
