import { isRouteErrorResponse, Link, useMatches, useRouteError } from 'react-router'
import type { RouteHandle } from '../route-meta.ts'
import { NotFoundContent } from './not-found-content.tsx'

/** Keeps header and footer on screen when a page fails: 404s show the not-found page. */
export function PageErrorBoundary() {
  const error = useRouteError()
  const matches = useMatches()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />
  // 503: the server is up but its database is not; its French message says to come back shortly.
  const unavailable =
    isRouteErrorResponse(error) && error.status === 503
      ? (error.data as { message?: string } | null)?.message
      : undefined
  const message = matches
    .map(match => (match.handle as RouteHandle | undefined)?.loadErrorMessage)
    .filter(Boolean)
    .at(-1)
  return (
    <section className="container-page py-16 text-center">
      <h1 className="heading-1">{unavailable ? 'Service momentanément indisponible' : 'Une erreur est survenue'}</h1>
      <p className="mt-4" role="alert">
        {unavailable ??
          (typeof navigator !== 'undefined' && !navigator.onLine
            ? 'Vous êtes hors ligne et cette page n’a pas encore été consultée sur cet appareil : elle s’affichera au retour de la connexion.'
            : `${message ?? 'La page n’a pas pu être chargée.'} Vérifiez votre connexion puis réessayez.`)}
      </p>
      <div className="mt-8 flex justify-center gap-4">
        <button type="button" className="button-primary" onClick={() => window.location.reload()}>
          Réessayer
        </button>
        <Link to="/" className="button-secondary">
          Retour à l’accueil
        </Link>
      </div>
    </section>
  )
}

/** When the layout's own data (the label) cannot load, the same message without the layout around it. */
export function RootErrorBoundary() {
  return (
    <main>
      <PageErrorBoundary />
    </main>
  )
}
