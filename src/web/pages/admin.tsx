import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { useParams } from 'react-router'
import { Spinner } from '#core/ui/spinner.tsx'
import { ADMIN_SECTIONS } from '#features/admin/admin-sections.ts'
import { NotFoundContent } from '../layout/not-found-content.tsx'
import { RequireAuth } from '../layout/require-auth.tsx'
import type { RouteHandle } from '../route-meta.ts'

/**
 * Every admin section behind one route (`/admin/:section`): the route table ships in the entry
 * chunk of every visitor, while only the label's staff ever open these pages. Each section's page
 * (`admin-<id>.tsx`) loads on demand, keyed by the last segment of its path in ADMIN_SECTIONS.
 */
const PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  dashboard: () => import('./admin-dashboard.tsx'),
  comments: () => import('./admin-comments.tsx'),
  requests: () => import('./admin-requests.tsx'),
  orders: () => import('./admin-orders.tsx'),
  users: () => import('./admin-users.tsx'),
  formulas: () => import('./admin-formulas.tsx'),
  academy: () => import('./admin-academy.tsx'),
  label: () => import('./admin-label.tsx'),
  'services-news': () => import('./admin-services-news.tsx'),
  testimonials: () => import('./admin-testimonials.tsx'),
  certificates: () => import('./admin-certificates.tsx'),
  journal: () => import('./admin-journal.tsx'),
}

const sectionOf = (slug: string | undefined) => ADMIN_SECTIONS.find((section) => section.path === `/admin/${slug}`)

const components = new Map<string, LazyExoticComponent<ComponentType>>()
function sectionPage(id: string) {
  const load = PAGES[id]
  if (!load) return undefined
  let component = components.get(id)
  if (!component) {
    component = lazy(load)
    components.set(id, component)
  }
  return component
}

export const handle: RouteHandle = {
  meta: ({ params }) => {
    const section = sectionOf(params.section)
    return {
      title: section ? `Administration — ${section.label.toLowerCase()}` : 'Page introuvable',
      description: 'Accès réservé à l’équipe du label.',
      noIndex: true,
    }
  },
}

export default function AdminPage() {
  const section = sectionOf(useParams().section)
  const Page = section && sectionPage(section.id)
  if (!Page) return <NotFoundContent />
  return (
    <RequireAuth role="Admin">
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </RequireAuth>
  )
}

/** For the test that every section of the navigation has its page. */
export const ADMIN_PAGE_IDS = Object.keys(PAGES)
