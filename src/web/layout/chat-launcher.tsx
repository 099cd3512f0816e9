import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { labelQuery } from '#features/label/label.api.ts'

/**
 * The floating assistant (spec §2). The AI teacher itself comes with the tutor issue (#6); until a
 * tutor is wired in, the panel opens with the spec's unavailable message and sends nothing.
 */
export function ChatLauncher() {
  const [isOpen, setOpen] = useState(false)
  const { data } = useQuery(labelQuery())
  const name = data?.info.assistantName ?? 'Maestro Gombi'
  const panelId = useId()
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
      {isOpen ? (
        <section
          id={panelId}
          aria-label={`${name} - Gombiste IA`}
          className="flex h-96 w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-black/10"
        >
          <h2 className="bg-indigo px-4 py-3 font-semibold text-white">{name} - Gombiste IA</h2>
          <ol className="flex-1 space-y-2 overflow-y-auto p-4" aria-live="polite">
            <li className="max-w-[85%] rounded-2xl rounded-tl-sm bg-sand px-3 py-2">
              Bonjour, {name} est indisponible pour le moment.
            </li>
          </ol>
          <form className="flex gap-2 border-t border-black/10 p-3" onSubmit={(event) => event.preventDefault()}>
            <label className="sr-only" htmlFor={`${panelId}-input`}>
              Votre question
            </label>
            <input
              id={`${panelId}-input`}
              className="min-w-0 flex-1 rounded-full border border-black/20 px-3 py-2"
              placeholder="Posez une question..."
              disabled
            />
            <button type="submit" className="button-primary px-4" disabled>
              Envoyer
            </button>
          </form>
        </section>
      ) : null}
      <button
        type="button"
        className="grid size-14 place-items-center rounded-full bg-gold text-night shadow-xl hover:bg-ochre"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? `Fermer la discussion avec ${name}` : `Discuter avec ${name}`}
        onClick={() => setOpen((open) => !open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2">
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
