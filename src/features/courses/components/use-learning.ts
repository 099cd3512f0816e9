import { useEffect, useState } from 'react'
import { ApiError } from '#core/http/app-error.ts'
import { NETWORK_ERROR_MESSAGE } from '#core/http/api-client.ts'

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  /** Signed in but not enrolled in a formula that opens the level (403). */
  | { state: 'locked'; message: string }
  | { state: 'error'; status: number; message: string }

/**
 * Loads one learning resource for the signed-in student (the server checks access on every call),
 * again whenever `key` changes (not while `enabled` is false); `setData` lets a page apply what a
 * write answered. `initial` is what the server rendered for `initial.key` (a visitor's view, from the
 * route's loader): it is shown at once and not fetched again, and it stays on screen while another
 * key's answer (the signed-in student's own view) is on its way, instead of a spinner.
 */
export function useLearning<T>(
  key: string,
  load: () => Promise<T>,
  enabled = true,
  initial: { key: string; data: T } | null = null,
) {
  const [loaded, setLoaded] = useState<Loaded<T>>(
    initial && initial.key === key ? { state: 'ready', data: initial.data } : { state: 'loading' },
  )
  useEffect(() => {
    if (!enabled) return
    if (initial && initial.key === key) {
      setLoaded(current =>
        current.state === 'ready' && current.data === initial.data ? current : { state: 'ready', data: initial.data },
      )
      return
    }
    let active = true
    setLoaded(current =>
      initial && current.state === 'ready' && current.data === initial.data ? current : { state: 'loading' },
    )
    load().then(
      data => active && setLoaded({ state: 'ready', data }),
      (error: unknown) => {
        if (!active) return
        if (error instanceof ApiError && error.status === 403) setLoaded({ state: 'locked', message: error.message })
        else if (error instanceof ApiError && error.status !== 0)
          setLoaded({ state: 'error', status: error.status, message: error.message })
        else setLoaded({ state: 'error', status: 0, message: NETWORK_ERROR_MESSAGE })
      },
    )
    return () => {
      active = false
    }
    // `load` is a fresh closure on each render; `key` says when it asks for something else, and
    // `initial` comes from the route's loader, which changes with the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled])
  const setData = (update: (data: T) => T) =>
    setLoaded(current => (current.state === 'ready' ? { state: 'ready', data: update(current.data) } : current))
  return [loaded, setData] as const
}
