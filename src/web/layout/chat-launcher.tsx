import { lazy, Suspense, useId, useRef, useState } from 'react'
import { Spinner } from '#core/ui/spinner.tsx'
import { useLabel } from './use-label.ts'

const ChatPanel = lazy(() => import('./chat-panel.tsx'))

/** The floating assistant button of spec §2; it toggles the chat panel. */
export function ChatLauncher() {
  const [isOpen, setOpen] = useState(false)
  const name = useLabel()?.info.assistantName ?? 'Maestro Gombi'
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <div className="fixed right-4 bottom-[calc(1rem+var(--player-height,0px))] z-40 flex flex-col items-end gap-3">
      {isOpen ? (
        <Suspense fallback={<Spinner />}>
          <ChatPanel id={panelId} name={name} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={button}
        type="button"
        className="grid size-14 place-items-center rounded-full bg-gold text-night shadow-xl hover:bg-ochre"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-label={isOpen ? `Fermer la discussion avec ${name}` : `Discuter avec ${name}`}
        onClick={() => setOpen(open => !open)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {isOpen ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path d="M4 5h16v11H8l-4 4V5z" strokeLinejoin="round" />
          )}
        </svg>
      </button>
    </div>
  )
}
