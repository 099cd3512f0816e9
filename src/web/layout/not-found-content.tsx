import { Link } from 'react-router'
import { paths } from '#core/paths.ts'

export function NotFoundContent() {
  return (
    <section className="container-page py-20 text-center">
      <p className="font-display text-6xl font-bold text-gold-dark">404</p>
      <h1 className="heading-1 mt-4">Page introuvable</h1>
      <p className="mx-auto mt-4 max-w-md">
        Cette page n’existe pas ou a été déplacée. Le morceau que vous cherchez est peut-être ailleurs&nbsp;:
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link to={paths.home()} className="button-primary">
            Accueil
          </Link>
        </li>
        <li>
          <Link to={paths.portfolio()} className="button-secondary">
            Nos artistes
          </Link>
        </li>
        <li>
          <Link to={paths.academy()} className="button-secondary">
            L’académie
          </Link>
        </li>
      </ul>
    </section>
  )
}
