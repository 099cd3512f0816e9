import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { useAuth } from '#core/auth/auth-context.tsx'
import { paths } from '#core/paths.ts'

/**
 * Loaded only for signed-in people (the session is known after hydration; the server's HTML shows
 * the visitor signed out), so an anonymous first visit carries none of their code: the bell and the
 * address-confirmation banner, and the account menu (one chunk for both of its parts).
 */
const SignedInTools = lazy(() => import('./signed-in-tools.tsx'))
const UserMenu = lazy(async () => ({ default: (await import('./account-menu.tsx')).UserMenu }))
const MobileAccountItems = lazy(async () => ({ default: (await import('./account-menu.tsx')).MobileAccountItems }))

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 font-medium transition-colors hover:text-gold ${isActive ? 'text-gold' : 'text-white'}`
}

const NAV_LINKS = [
  { to: paths.home(), label: 'Accueil' },
  { to: paths.label(), label: 'Label' },
  { to: paths.portfolio(), label: 'Portfolio' },
  { to: paths.tutor(), label: 'Tuteur IA' },
  { to: paths.academy(), label: 'Académie' },
  { to: paths.blog(), label: 'Blog' },
  { to: paths.contact(), label: 'Contact' },
]

export function Header() {
  // Until the session is known (server HTML, hydration) the visitor is treated as logged out.
  const { user } = useAuth()
  const [isMenuOpen, setMenuOpen] = useState(false)
  const location = useLocation()
  const menuButton = useRef<HTMLButtonElement>(null)
  const firstLink = useRef<HTMLAnchorElement>(null)

  useEffect(() => setMenuOpen(false), [location.pathname])

  // Spec §2: body scrolling is locked while the slide-in menu is open.
  useEffect(() => {
    if (!isMenuOpen) return
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    firstLink.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false)
        menuButton.current?.focus()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => {
      document.body.style.overflow = previous
      window.removeEventListener('keydown', onKeyDown)
    }
  }, [isMenuOpen])

  const links = [...NAV_LINKS, ...(user ? [] : [{ to: paths.login(), label: 'Connexion' }])]

  // No backdrop-filter on the header: it would become the containing block of the fixed slide-in menu.
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-16 bg-night/95 text-white shadow-md">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link
          to={paths.home()}
          className="flex items-center gap-2 font-display text-xl font-bold"
          aria-label="Gombiste Records, accueil"
        >
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-gold text-lg text-night">
            G
          </span>
          <span className="hidden sm:inline">Gombiste Records</span>
        </Link>
        <nav aria-label="Navigation principale" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map(link => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <div className="ml-auto flex items-center gap-1 lg:ml-0">
            <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
              <SignedInTools />
            </Suspense>
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          </div>
        ) : null}
        <button
          ref={menuButton}
          type="button"
          className="grid size-11 place-items-center rounded-md lg:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="menu-mobile"
          aria-label={isMenuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
          onClick={() => setMenuOpen(open => !open)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {isMenuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
      <div
        className={`fixed inset-0 top-16 z-40 bg-black/50 transition-opacity lg:hidden ${isMenuOpen ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        aria-hidden="true"
        onClick={() => setMenuOpen(false)}
      />
      <nav
        id="menu-mobile"
        aria-label="Menu mobile"
        inert={!isMenuOpen}
        className={`fixed top-16 right-0 bottom-0 z-50 w-72 max-w-[85vw] bg-night p-4 shadow-xl transition-transform lg:hidden ${isMenuOpen ? 'translate-x-0' : 'translate-x-full'}`}
      >
        <ul className="flex flex-col gap-1">
          {links.map((link, index) => (
            <li key={link.to}>
              <NavLink
                ref={index === 0 ? firstLink : undefined}
                to={link.to}
                end={link.to === '/'}
                className={state => `block text-lg ${navClass(state)}`}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {user ? (
          <ul aria-label={`Compte de ${user.name}`} className="mt-4 flex flex-col gap-1 border-t border-white/20 pt-4">
            <li className="truncate px-3 pb-1 text-sm text-white/80">{user.name}</li>
            <Suspense fallback={null}>
              <MobileAccountItems user={user} />
            </Suspense>
          </ul>
        ) : null}
      </nav>
    </header>
  )
}
