import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { formatDate } from '#core/format/format.ts'
import { fetchNotifications, markAllNotificationsRead, type NotificationListing } from '../notifications.api.ts'

/** Spec §9: one second after the dropdown opens, while unread ones exist, all are marked read. */
export const MARK_READ_DELAY_MS = 1000
/** New notifications appear without reloading: the list is fetched again at this pace. */
const POLL_INTERVAL_MS = 60_000

export default function NotificationBell() {
  const [listing, setListing] = useState<NotificationListing>({ notifications: [], unread: 0 })
  const [isOpen, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)

  const refresh = useCallback(() => {
    fetchNotifications().then(setListing, () => undefined)
  }, [])

  useEffect(() => {
    refresh()
    const timer = setInterval(refresh, POLL_INTERVAL_MS)
    const onVisible = () => document.visibilityState === 'visible' && refresh()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [refresh])

  useEffect(() => {
    if (!isOpen || listing.unread === 0) return
    const timer = setTimeout(() => {
      markAllNotificationsRead().then(
        () =>
          setListing(current => ({
            unread: 0,
            notifications: current.notifications.map(item => ({ ...item, read: true })),
          })),
        () => undefined,
      )
    }, MARK_READ_DELAY_MS)
    return () => clearTimeout(timer)
  }, [isOpen, listing.unread])

  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [isOpen])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the whole disclosure (button and panel) closes it
    <div
      ref={root}
      className="relative"
      onBlur={event => {
        if (!root.current?.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={listing.unread > 0 ? `Notifications (${listing.unread} non lues)` : 'Notifications'}
        onClick={() => setOpen(open => !open)}
        className="relative grid size-11 place-items-center rounded-full hover:text-gold"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0" strokeLinejoin="round" />
        </svg>
        {listing.unread > 0 ? (
          <span
            data-testid="notification-badge"
            className="absolute top-1 right-1 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {listing.unread}
          </span>
        ) : null}
      </button>
      <section
        id={panelId}
        hidden={!isOpen}
        aria-label="Notifications"
        className="absolute right-0 z-50 mt-2 w-80 max-w-[90vw] rounded-xl bg-white p-3 text-ink shadow-xl ring-1 ring-black/10"
      >
        <h2 className="px-1 pb-2 font-display text-lg font-bold">Notifications</h2>
        {listing.notifications.length === 0 ? (
          <p className="px-1 py-3 text-sm text-ink/75">Aucune notification pour le moment.</p>
        ) : (
          <ul className="max-h-96 space-y-1 overflow-y-auto">
            {listing.notifications.map(item => (
              <li key={item.id}>
                <Link
                  to={item.link}
                  onClick={() => setOpen(false)}
                  className="flex gap-2 rounded-lg px-2 py-2 text-sm hover:bg-sand"
                >
                  <span
                    aria-hidden="true"
                    data-testid={item.read ? undefined : 'unread-dot'}
                    className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-red-600'}`}
                  />
                  <span>
                    {item.read ? null : <span className="sr-only">Non lue : </span>}
                    {item.text}
                    <span className="block text-xs text-ink/70">{formatDate(item.date)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
