import { lazy, Suspense } from 'react'
import { useHydrated } from '#core/ui/use-hydrated.ts'

/** The teachers' profiles load after the page (their own chunk, not in the first download). */
const TeachersSection = lazy(() =>
  import('#features/tutoring/components/teachers-section.tsx').then(module => ({ default: module.TeachersSection })),
)

/**
 * The academy's teachers (of one discipline, if given), rendered once hydrated: a lazy component cannot
 * render on the server (renderToString would leave a client-rendered boundary, which React reports as
 * error #419 when it hydrates).
 */
export function LazyTeachers({ discipline }: { discipline?: string }) {
  const hydrated = useHydrated()
  return hydrated ? (
    <Suspense fallback={null}>
      <TeachersSection discipline={discipline} />
    </Suspense>
  ) : null
}
