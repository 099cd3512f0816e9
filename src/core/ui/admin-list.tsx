import { useEffect, useRef, useState } from 'react'
import { failureMessage } from './admin-kit.tsx'

type Notice = { ok: boolean; text: string; id: number }

/**
 * The status line of a list in the admin area (created, deleted, reordered...): announced to screen
 * readers and given focus, since the button that acted may have disappeared with its item.
 */
export function useListNotice() {
  const [notice, setNotice] = useState<Notice | null>(null)
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (notice) ref.current?.focus()
  }, [notice])
  const announce = (ok: boolean, text: string) => setNotice({ ok, text, id: Date.now() })
  /** Runs a list action; its failure is announced in French. */
  async function run(action: () => Promise<void>) {
    try {
      await action()
    } catch (error) {
      announce(false, failureMessage(error))
    }
  }
  const view = (
    <div role="status" aria-live="polite" className="mt-4">
      {notice ? (
        <p
          key={notice.id}
          ref={ref}
          tabIndex={-1}
          className={`rounded-lg border px-4 py-3 text-sm ${notice.ok ? 'border-forest/40 bg-forest/10' : 'border-terracotta/40 bg-terracotta/10'}`}
        >
          {notice.ok ? null : <span aria-hidden="true">⚠ </span>}
          {notice.text}
        </p>
      ) : null}
    </div>
  )
  return { announce, run, view }
}
