import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'

/** Spec §9: the button appears after 200px of scroll. */
export const BACK_TO_TOP_THRESHOLD = 200

// Nobody needs it before scrolling: it stays out of the first visit's scripts. Offline, its file may
// not be there: then there is no button, and never an error that would replace the page.
const BackToTopButton = lazy(
  (): Promise<{ default: ComponentType }> => import('./back-to-top-button.tsx').catch(() => ({ default: () => null })),
)

export function BackToTop() {
  const [isVisible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!isVisible) return null
  return (
    <Suspense fallback={null}>
      <BackToTopButton />
    </Suspense>
  )
}
