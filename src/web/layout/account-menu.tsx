import { useEffect, useRef, useState } from 'react'
import { NavLink, useLocation, useNavigate } from 'react-router'
import type { CurrentUser } from '#core/auth/auth-context.tsx'
import { paths } from '#core/paths.ts'
import { tutoringPaths } from '#features/tutoring/tutoring.paths.ts'

/*
 * The header's account menu, for signed-in people only: header.tsx loads this module once the
 * session says someone is signed in, so the first download of a visitor carries none of it.
 */

const MENU_ITEM_CLASS =
  'block w-full rounded-md px-3 py-2 text-left font-medium hover:bg-white/10 hover:text-gold aria-[current=page]:text-gold'

/** The signed-in user's own items (spec §2): profile, the teacher area or the dashboard by role, and sign-out. */
function AccountItems({ user, className }: { user: CurrentUser; className: string }) {
  const navigate = useNavigate()
  const links = [{ to: paths.profile(), label: 'Mon Profil' }]
  if (user.role === 'Professeur') links.push({ to: tutoringPaths.teacherArea(), label: 'Espace professeur' })
  if (user.role === 'Admin') links.push({ to: paths.adminDashboard(), label: 'Tableau de bord' })

  // The server first (the page shows signed-out only once it has confirmed), then home: signing out
  // on a protected page would otherwise send the visitor to /connexion.
  async function leave() {
    // Loaded on use (signing out is rare: the home page's first JavaScript stays small).
    // A refused sign-out leaves the visitor signed in and says why (a native dialog, see sign-out.ts).
    if (await (await import('./sign-out.ts')).signOut()) await navigate(paths.home())
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

/** A disclosure menu: the button shows the user's name, Escape or a click elsewhere closes it. */
export function UserMenu({ user }: { user: CurrentUser }) {
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

/** The same items in the slide-in menu of small screens. */
export function MobileAccountItems({ user }: { user: CurrentUser }) {
  return <AccountItems user={user} className={`${MENU_ITEM_CLASS} text-lg`} />
}
