import { Link, useLoaderData } from 'react-router'
import { formatBillingCycle, formatPrice } from '#core/format/format.ts'
import { paths } from '#core/paths.ts'
import { FREE_CHANGE_HOURS, ONE_OFF_VALIDITY_DAYS } from '#features/tutoring/teaching.rules.ts'
import { useLabel } from '../../layout/use-label.ts'
import type { termsOfSaleLoader } from '../../loaders.ts'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'

const LINK_CLASS = 'font-semibold text-indigo underline hover:text-gold-dark'

export const handle: RouteHandle = {
  meta: staticMeta(
    'Conditions générales de vente',
    'Ce que vend l’académie Gombiste Records, à quel prix, comment payer, renouveler, annuler un cours ou se rétracter.',
  ),
}

/** The terms of sale the checkout asks to accept: formulas, prices, payment, renewal, cancellation, withdrawal. */
export default function TermsOfSalePage() {
  const { formulas } = useLoaderData<typeof termsOfSaleLoader>()
  const info = useLabel()?.info
  const seller = info
    ? `${info.name}, ${info.legalForm}, ${info.address.street}, ${info.address.city}`
    : 'Gombiste Records'
  return (
    <article className="container-page py-12">
      <h1 className="heading-1">Conditions générales de vente</h1>
      <div className="prose-text mt-8 max-w-3xl space-y-10">
        <section aria-labelledby="cgv-seller">
          <h2 id="cgv-seller" className="heading-2 mb-4">
            Qui vend, et à qui
          </h2>
          <p>
            Les formules de l’académie sont vendues par {seller} (voir les{' '}
            <Link to={paths.legalNotice()} className={LINK_CLASS}>
              mentions légales
            </Link>
            ), à toute personne qui a un compte sur ce site. Payer une formule vaut acceptation des présentes
            conditions, dans leur version affichée le jour du paiement.
          </p>
        </section>

        <section aria-labelledby="cgv-offer">
          <h2 id="cgv-offer" className="heading-2 mb-4">
            Ce qui est vendu, et à quel prix
          </h2>
          <p>
            Chaque formule donne accès aux cours décrits sur la page{' '}
            <Link to={paths.academy()} className={LINK_CLASS}>
              Académie
            </Link>
            . Les prix sont indiqués toutes taxes comprises, en euros (EUR) ou en francs CFA (XAF) : vous choisissez la
            monnaie au paiement ; le paiement par mobile money se fait en francs CFA.
          </p>
          <ul className="mt-4 space-y-2">
            {formulas.map(formula => (
              <li key={formula.id}>
                <strong>{formula.name}</strong> :{' '}
                {formula.price
                  ? `${formatPrice(formula.price.eur, 'EUR')} ou ${formatPrice(formula.price.xaf, 'XAF')} ${formatBillingCycle(formula.billingCycle)}`
                  : `${formula.customPriceText} (un devis vous est envoyé avant tout paiement)`}
                . {formula.description}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cgv-payment">
          <h2 id="cgv-payment" className="heading-2 mb-4">
            Paiement
          </h2>
          <p>
            Le paiement se fait en ligne, par carte bancaire ou par mobile money (MTN MoMo, Orange Money), auprès d’un
            prestataire de paiement : l’académie ne voit ni ne garde vos données de carte. L’inscription est active dès
            que le prestataire confirme le paiement ; un reçu vous est envoyé par e-mail et reste consultable dans votre
            profil.
          </p>
        </section>

        <section aria-labelledby="cgv-renewal">
          <h2 id="cgv-renewal" className="heading-2 mb-4">
            Durée et renouvellement
          </h2>
          <p>
            <strong>Rien ne se renouvelle automatiquement : aucun prélèvement n’est fait sans votre action.</strong> Une
            formule au mois couvre un mois à partir du paiement ; pour continuer, vous réglez le mois suivant depuis la
            page de la formule, et ce paiement prolonge votre inscription d’un mois à partir de la fin de la précédente.
            Une formule à paiement unique se règle une fois ; ses crédits de cours éventuels (entretien d’orientation)
            sont valables {ONE_OFF_VALIDITY_DAYS} jours.
          </p>
          <p className="mt-3">
            Les cours particuliers, en duo, ateliers et séances de suivi inclus dans une formule au mois sont à réserver
            pendant le mois payé : ceux qui n’ont pas été réservés ne sont pas reportés au mois suivant.
          </p>
        </section>

        <section aria-labelledby="cgv-lessons">
          <h2 id="cgv-lessons" className="heading-2 mb-4">
            Annuler ou déplacer un cours : la règle des {FREE_CHANGE_HOURS} h
          </h2>
          <p>
            Un cours réservé peut être annulé ou déplacé depuis « Mes cours » jusqu’à {FREE_CHANGE_HOURS} heures avant
            son début : le crédit vous est rendu. Moins de {FREE_CHANGE_HOURS} heures avant, un cours ne peut plus être
            déplacé et son annulation consomme le crédit, sauf si votre professeur l’excuse (maladie, imprévu grave). Un
            cours annulé par le professeur ou par l’académie vous rend toujours votre crédit, et d’autres créneaux vous
            sont proposés.
          </p>
        </section>

        <section aria-labelledby="cgv-refunds">
          <h2 id="cgv-refunds" className="heading-2 mb-4">
            Annulation de la formule et remboursement
          </h2>
          <p>
            Une formule au mois s’arrête d’elle-même à la fin du mois payé : il suffit de ne pas la renouveler. Le mois
            commencé n’est pas remboursé, sauf dans le délai de rétractation ci-dessous. Une formule à paiement unique
            payée deux fois par erreur est remboursée d’office sur le moyen de paiement utilisé. Pour toute demande de
            remboursement, écrivez à{' '}
            {info ? (
              <a className={LINK_CLASS} href={`mailto:${info.emails.training}`}>
                {info.emails.training}
              </a>
            ) : (
              'l’académie'
            )}{' '}
            en indiquant le numéro de la commande : le remboursement est fait sous 14 jours, dans la monnaie du
            paiement.
          </p>
        </section>

        <section aria-labelledby="cgv-withdrawal">
          <h2 id="cgv-withdrawal" className="heading-2 mb-4">
            Droit de rétractation
          </h2>
          <p>
            Vous pouvez vous rétracter sans donner de motif dans les 14 jours qui suivent le paiement, en écrivant à
            l’adresse ci-dessus : vous êtes alors remboursé en entier si vous n’avez encore rien utilisé. Si vous avez
            commencé pendant ce délai (un cours a eu lieu, une leçon payante a été ouverte), le montant de ce qui a déjà
            été fourni reste dû et le reste vous est remboursé. Les leçons en ligne du MOOC ouvertes à votre demande
            avant la fin du délai sont un contenu numérique fourni immédiatement : leur ouverture met fin au droit de
            rétractation pour cette formule.
          </p>
        </section>

        <section aria-labelledby="cgv-contact">
          <h2 id="cgv-contact" className="heading-2 mb-4">
            Questions et litiges
          </h2>
          <p>
            Pour toute question sur une commande, écrivez-nous depuis la page{' '}
            <Link to={paths.contact()} className={LINK_CLASS}>
              Contact
            </Link>
            . Nous cherchons d’abord une solution amiable ; à défaut, le litige est porté devant les juridictions de
            Douala, sans préjudice des droits que vous donne la loi de votre pays de résidence.
          </p>
        </section>
      </div>
    </article>
  )
}
