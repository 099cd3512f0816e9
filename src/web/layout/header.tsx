import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import { useAuth, type CurrentUser } from '#core/auth/auth-context.tsx'
import { signOut } from '#core/auth/auth-store.ts'
import { paths } from '#core/paths.ts'

/** Loaded only for signed-in visitors: anonymous pages carry none of its code. */
const NotificationBell = lazy(() => import('#features/notifications/components/notification-bell.tsx'))

const NAV_LINKS = [
  { to: paths.home(), label: 'Accueil' },
  { to: paths.label(), label: 'Label' },
  { to: paths.portfolio(), label: 'Portfolio' },
  { to: paths.tutor(), label: 'Tuteur IA' },
  { to: paths.academy(), label: 'Académie' },
  { to: paths.blog(), label: 'Blog' },
  { to: paths.contact(), label: 'Contact' },
]

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 font-medium transition-colors hover:text-gold ${isActive ? 'text-gold' : 'text-white'}`
}

/** The signed-in user's own items (spec §2): profile, the dashboard for an Admin, and sign-out. */
function AccountItems({ user, className }: { user: CurrentUser; className: string }) {
  const navigate = useNavigate()
  const links = [{ to: paths.profile(), label: 'Mon Profil' }]
  if (user.role === 'Admin') links.push({ to: paths.adminDashboard(), label: 'Tableau de bord' })

  // Home first: signing out on a protected page would otherwise send the visitor to /connexion.
  async function leave() {
    await navigate(paths.home())
    await signOut()
  }

  return (
    <>
      {links.map(link => (
        <li key={link.to}>
          <NavLink to={link.to} className={className}>
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>
        <button type="button" className={className} onClick={() => void leave()}>
          Déconnexion
        </button>
      </li>
    </>
  )
}

const MENU_ITEM_CLASS =
  'block w-full rounded-md px-3 py-2 text-left font-medium hover:bg-white/10 hover:text-gold aria-[current=page]:text-gold'

/** A disclosure menu: the button shows the user's name, Escape or a click elsewhere closes it. */
function UserMenu({ user }: { user: CurrentUser }) {
  const [isOpen, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const location = useLocation()

  useEffect(() => setOpen(false), [location.pathname])

  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [isOpen])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the whole menu (button and panel) closes it
    <div
      ref={root}
      className="relative hidden lg:block"
      onBlur={event => {
        if (!root.current?.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls="menu-utilisateur"
        aria-label={`Menu de ${user.name}`}
        onClick={() => setOpen(open => !open)}
        className="flex items-center gap-2 rounded-full border border-white/30 py-1.5 pr-3 pl-1.5 font-medium hover:border-gold hover:text-gold"
      >
        <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-gold font-bold text-night">
          {user.name.charAt(0).toUpperCase()}
        </span>
        <span className="max-w-40 truncate">{user.name}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      <ul
        id="menu-utilisateur"
        hidden={!isOpen}
        className="absolute right-0 mt-2 w-56 rounded-xl bg-night p-2 shadow-xl ring-1 ring-white/10"
      >
        <AccountItems user={user} className={MENU_ITEM_CLASS} />
      </ul>
    </div>
  )
}

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
              <NotificationBell />
            </Suspense>
            <UserMenu user={user} />
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
            <AccountItems user={user} className={`${MENU_ITEM_CLASS} text-lg`} />
          </ul>
        ) : null}
      </nav>
    </header>
  )
}
