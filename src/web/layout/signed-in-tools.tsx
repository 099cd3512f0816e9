import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAuth } from '#core/auth/auth-context.tsx'
import { getJson } from '#core/http/api-client.ts'
import NotificationBell from '#features/notifications/components/notification-bell.tsx'
import EmailConfirmationBanner from './email-confirmation-banner.tsx'

/**
 * The banner's place: a container of its own at the top of the page's main area, added here rather
 * than in the root layout so that visitors' first download carries nothing of it (React never
 * renders that container's siblings relative to it, so adding it after hydration is safe).
 */
function bannerSlot(): HTMLElement | null {
  const main = document.getElementById('contenu')
  if (!main) return null
  let slot = document.getElementById('bandeau-compte')
  if (!slot) {
    slot = document.createElement('div')
    slot.id = 'bandeau-compte'
    main.prepend(slot)
  }
  return slot
}

/**
 * What only signed-in people need, loaded once they are signed in (so the first download of a
 * visitor carries none of it): the notification bell in the header, and, while the address is not
 * confirmed, the banner with « Renvoyer le lien », placed in the layout's slot above the page.
 */
export default function SignedInTools() {
  const { user } = useAuth()
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  const [unconfirmed, setUnconfirmed] = useState(false)
  useEffect(() => setSlot(bannerSlot()), [])
  // Asked again after each session check (a new user object): the banner goes once the link is opened.
  useEffect(() => {
    let active = true
    getJson<{ user?: { emailVerified?: boolean } } | null>('/api/auth/get-session').then(
      session => active && setUnconfirmed(session?.user?.emailVerified === false),
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [user])
  return (
    <>
      <NotificationBell />
      {slot && user && unconfirmed ? createPortal(<EmailConfirmationBanner email={user.email} />, slot) : null}
    </>
  )
}
