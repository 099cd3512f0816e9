/** The button itself, loaded once the visitor has scrolled (back-to-top.tsx): no bytes on a first paint. */
export default function BackToTopButton() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
      className="fixed right-4 bottom-[calc(5.5rem+var(--player-height,0px))] z-40 grid size-11 place-items-center rounded-full bg-indigo text-white shadow-lg hover:bg-night"
      aria-label="Revenir en haut de la page"
      data-testid="back-to-top"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M5 15l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}
