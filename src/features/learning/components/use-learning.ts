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
 * write answered.
 */
export function useLearning<T>(key: string, load: () => Promise<T>, enabled = true) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' })
  useEffect(() => {
    if (!enabled) return
    let active = true
    setLoaded({ state: 'loading' })
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
    // `load` is a fresh closure on each render; `key` says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled])
  const setData = (update: (data: T) => T) =>
    setLoaded(current => (current.state === 'ready' ? { state: 'ready', data: update(current.data) } : current))
  return [loaded, setData] as const
}
