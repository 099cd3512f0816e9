import { useEffect, useState } from 'react'

/** Spec §9: the button appears after 200px of scroll. */
export const BACK_TO_TOP_THRESHOLD = 200

export function BackToTop() {
  const [isVisible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!isVisible) return null
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
