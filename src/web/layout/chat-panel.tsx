import { useId } from 'react'

/**
 * The assistant's panel, loaded on the first click on the chat button (it stays out of the first
 * page's JavaScript). The AI teacher itself comes with the tutor issue (#6); until a tutor is wired
 * in, the panel opens with the spec's unavailable message and sends nothing.
 */
export default function ChatPanel({ id, name }: { id: string; name: string }) {
  const inputId = useId()
  return (
    <section
      id={id}
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
        <label className="sr-only" htmlFor={inputId}>
          Votre question
        </label>
        <input
          id={inputId}
          className="min-w-0 flex-1 rounded-full border border-black/20 px-3 py-2"
          placeholder="Posez une question..."
          disabled
        />
        <button type="submit" className="button-primary px-4" disabled>
          Envoyer
        </button>
      </form>
    </section>
  )
}
