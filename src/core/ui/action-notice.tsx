import { useEffect, useRef, useState } from 'react'
import { errorMessage } from '#core/http/error-message.ts'

type Notice = { ok: boolean; text: string; id: number }

/**
 * The outcome line of an action in the admin area (created, deleted, reordered, moderated, role
 * changed...): a status when it worked, an alert when it failed, given focus either way, since the
 * button that acted may have disappeared with its item.
 */
export function useActionNotice() {
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
      announce(false, errorMessage(error))
    }
  }
  const view = (
    <div className="mt-4">
      {notice ? (
        <p
          key={notice.id}
          ref={ref}
          tabIndex={-1}
          role={notice.ok ? 'status' : 'alert'}
          className={`rounded-lg border px-4 py-3 text-sm text-ink outline-offset-2 ${notice.ok ? 'border-forest/40 bg-forest/10' : 'border-terracotta/40 bg-terracotta/10'}`}
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  )
  return { announce, run, view }
}
