import { useEffect, useState } from 'react'
import { errorMessage } from '#core/http/error-message.ts'
import { fetchOrder, type Order } from '../commerce.api.ts'

/**
 * The payer's order, read from the server (never from the return URL). While it is pending it is
 * read again every 2 seconds for a minute: the provider's notification may arrive after the browser.
 */
export function useOrder(id: string, options: { pollWhilePending: boolean }) {
  const [order, setOrder] = useState<Order | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [stillPending, setStillPending] = useState(false)

  useEffect(() => {
    let active = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const startedAt = Date.now()
    const load = async () => {
      try {
        const next = await fetchOrder(id)
        if (!active) return
        setOrder(next)
        if (options.pollWhilePending && next.status === 'pending') {
          if (Date.now() - startedAt < 60_000) timer = setTimeout(() => void load(), 2000)
          else setStillPending(true)
        }
      } catch (failure) {
        if (active) setError(errorMessage(failure))
      }
    }
    void load()
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [id, options.pollWhilePending])

  return { order, error, stillPending }
}
