import { staticMeta, type RouteHandle } from '../route-meta.ts'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../paths.ts'

export const handle: RouteHandle = {
  meta: staticMeta('Activation du compte', 'Activez votre compte Gombiste Records.', { noIndex: true }),
}

export default function ActivationPage() {
  const [searchParams] = useSearchParams()
  const hasToken = Boolean(searchParams.get('token'))

  return (
    <section className="container-page py-12 sm:py-16">
      <div className="card mx-auto max-w-xl p-6 sm:p-8">
        <h1 className="heading-1">Activation du compte</h1>
        <p className="mt-4">
          Après votre inscription, nous vous envoyons un e-mail contenant un lien d’activation. Un clic sur ce lien
          confirme votre adresse et active votre compte.
        </p>
        {hasToken ? (
          <p role="status" className="mt-6 rounded-lg bg-indigo/10 px-4 py-3">
            Le service d’activation des comptes n’est pas encore configuré sur ce serveur. Votre lien n’a donc pas pu
            être vérifié&nbsp;; réessayez un peu plus tard.
          </p>
        ) : (
          <>
            <h2 className="heading-2 mt-8">Vous ne trouvez pas l’e-mail&nbsp;?</h2>
            <ul className="mt-4 list-disc space-y-2 pl-6">
              <li>Vérifiez le dossier des courriers indésirables (spam) ou l’onglet «&nbsp;Promotions&nbsp;».</li>
              <li>Assurez-vous d’avoir saisi la bonne adresse e-mail lors de l’inscription.</li>
              <li>Un compte qui n’est pas activé dans les 30 jours suivant l’inscription est supprimé.</li>
            </ul>
            <p className="mt-6">
              Toujours rien&nbsp;? Vous pouvez{' '}
              <Link to={paths.signup()} className="font-semibold text-indigo underline hover:text-gold-dark">
                vous inscrire à nouveau
              </Link>
              .
            </p>
          </>
        )}
      </div>
    </section>
  )
}
