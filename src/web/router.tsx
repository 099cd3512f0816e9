import type { RouteObject } from 'react-router'
import { Spinner } from '#core/ui/spinner.tsx'
import { PageErrorBoundary, RootErrorBoundary } from './layout/page-error-boundary.tsx'
import { RootLayout } from './layout/root-layout.tsx'
import {
  academyLoader,
  articleLoader,
  artistLoader,
  blogLoader,
  certificateLoader,
  checkoutLoader,
  contactLoader,
  courseLoader,
  homeLoader,
  loginLoader,
  portfolioLoader,
  rootLoader,
  testimonialsLoader,
  tutorLoader,
} from './loaders.ts'
import type { RouteHandle } from './route-meta.ts'

type PageModule = { default: React.ComponentType; handle?: RouteHandle }

/** A page's component and its `handle` (title, description) load together, lazily. */
function page(load: () => Promise<PageModule>) {
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: React Router's lazy() field returning the page component, not a component
    Component: async () => (await load()).default,
    handle: async () => (await load()).handle,
  }
}

/**
 * The one route table, shared by the server renderer and the browser.
 * - Loaders (loaders.ts) sit on the route objects and only pages are lazy, so a page's chunk and its
 *   data load in parallel (ssr-notes pitfall 5).
 * - Each page route's `id` is its module's file name in `pages/`: the server uses it to preload the
 *   page's chunk from Vite's manifest (`pageModulePath`).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      // Shown while the first data loads when there is no server HTML (the static demo, the offline app shell).
      HydrateFallback: Spinner,
      loader: rootLoader,
      // The label's data changes rarely: no need to fetch it again on every navigation, except from the
      // admin area, where it may just have been edited.
      shouldRevalidate: ({ formMethod, currentUrl }) =>
        formMethod !== undefined || currentUrl.pathname.startsWith('/admin/'),
      children: [
        {
          id: 'pages',
          ErrorBoundary: PageErrorBoundary,
          children: [
            { id: 'home', index: true, loader: homeLoader, lazy: page(() => import('./pages/home.tsx')) },
            { id: 'label', path: 'label', lazy: page(() => import('./pages/label.tsx')) },
            {
              id: 'portfolio',
              path: 'portfolio',
              loader: portfolioLoader,
              lazy: page(() => import('./pages/portfolio.tsx')),
            },
            { id: 'artist', path: 'artiste/:id', loader: artistLoader, lazy: page(() => import('./pages/artist.tsx')) },
            { id: 'tutor', path: 'tutor', loader: tutorLoader, lazy: page(() => import('./pages/tutor.tsx')) },
            { id: 'academy', path: 'academie', loader: academyLoader, lazy: page(() => import('./pages/academy.tsx')) },
            {
              id: 'course',
              path: 'academie/:disciplineId/:courseId',
              loader: courseLoader,
              lazy: page(() => import('./pages/course.tsx')),
            },
            {
              id: 'lesson',
              path: 'academie/:disciplineId/:courseId/lecon/:lesson',
              lazy: page(() => import('./pages/lesson.tsx')),
            },
            {
              id: 'exercises',
              path: 'academie/:disciplineId/:courseId/exercices',
              lazy: page(() => import('./pages/exercises.tsx')),
            },
            {
              id: 'assessment',
              path: 'academie/:disciplineId/:courseId/evaluation',
              lazy: page(() => import('./pages/assessment.tsx')),
            },
            {
              id: 'certificate',
              path: 'certificat/:code',
              loader: certificateLoader,
              lazy: page(() => import('./pages/certificate.tsx')),
            },
            { id: 'blog', path: 'blog', loader: blogLoader, lazy: page(() => import('./pages/blog.tsx')) },
            { id: 'article', path: 'blog/:id', loader: articleLoader, lazy: page(() => import('./pages/article.tsx')) },
            { id: 'contact', path: 'contact', loader: contactLoader, lazy: page(() => import('./pages/contact.tsx')) },
            {
              id: 'testimonials',
              path: 'temoignages',
              loader: testimonialsLoader,
              lazy: page(() => import('./pages/testimonials.tsx')),
            },
            { id: 'login', path: 'connexion', loader: loginLoader, lazy: page(() => import('./pages/login.tsx')) },
            { id: 'signup', path: 'inscription', lazy: page(() => import('./pages/signup.tsx')) },
            {
              id: 'forgot-password',
              path: 'mot-de-passe-oublie',
              lazy: page(() => import('./pages/forgot-password.tsx')),
            },
            { id: 'activation', path: 'activation', lazy: page(() => import('./pages/activation.tsx')) },
            { id: 'profile', path: 'profil', lazy: page(() => import('./pages/profile.tsx')) },
            {
              id: 'checkout',
              path: 'paiement/:formulaId',
              loader: checkoutLoader,
              lazy: page(() => import('./pages/checkout.tsx')),
            },
            {
              id: 'test-payment',
              path: 'paiement/test/:orderId',
              lazy: page(() => import('./pages/test-payment.tsx')),
            },
            { id: 'receipt', path: 'paiement/recu/:orderId', lazy: page(() => import('./pages/receipt.tsx')) },
            { id: 'admin-login', path: 'admin/login', lazy: page(() => import('./pages/admin-login.tsx')) },
            // The rest of the admin area: one route, screens loaded on demand (see pages/admin.tsx).
            { id: 'admin', path: 'admin/*', lazy: page(() => import('./pages/admin.tsx')) },
            { id: 'legal-notice', path: 'mentions-legales', lazy: page(() => import('./pages/legal-notice.tsx')) },
            {
              id: 'privacy-policy',
              path: 'politique-de-confidentialite',
              lazy: page(() => import('./pages/privacy-policy.tsx')),
            },
            { id: 'not-found', path: '*', lazy: page(() => import('./pages/not-found.tsx')) },
          ],
        },
      ],
    },
  ]
}

/** Source path of a page route's module, as keyed in Vite's manifest. */
export function pageModulePath(routeId: string): string {
  return `src/web/pages/${routeId}.tsx`
}
