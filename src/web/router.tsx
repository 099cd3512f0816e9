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
  lessonLoader,
  loginLoader,
  portfolioLoader,
  rootLoader,
  testimonialsLoader,
  tutorLoader,
  termsOfSaleLoader,
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
 * - Each page route's `id` is its module's path in `pages/` (area/name): the server uses it to preload
 *   the page's chunk from Vite's manifest (`pageModulePath`).
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
            { id: 'public/home', index: true, loader: homeLoader, lazy: page(() => import('./pages/public/home.tsx')) },
            { id: 'public/label', path: 'label', lazy: page(() => import('./pages/public/label.tsx')) },
            {
              id: 'public/portfolio',
              path: 'portfolio',
              loader: portfolioLoader,
              lazy: page(() => import('./pages/public/portfolio.tsx')),
            },
            {
              id: 'public/artist',
              path: 'artiste/:id',
              loader: artistLoader,
              lazy: page(() => import('./pages/public/artist.tsx')),
            },
            {
              id: 'public/tutor',
              path: 'tutor',
              loader: tutorLoader,
              lazy: page(() => import('./pages/public/tutor.tsx')),
            },
            {
              id: 'academy/academy',
              path: 'academie',
              loader: academyLoader,
              lazy: page(() => import('./pages/academy/academy.tsx')),
            },
            {
              id: 'academy/course',
              path: 'academie/:disciplineId/:courseId',
              loader: courseLoader,
              lazy: page(() => import('./pages/academy/course.tsx')),
            },
            {
              id: 'academy/lesson',
              path: 'academie/:disciplineId/:courseId/lecon/:lesson',
              loader: lessonLoader,
              lazy: page(() => import('./pages/academy/lesson.tsx')),
            },
            {
              id: 'academy/exercises',
              path: 'academie/:disciplineId/:courseId/exercices',
              lazy: page(() => import('./pages/academy/exercises.tsx')),
            },
            {
              id: 'academy/assessment',
              path: 'academie/:disciplineId/:courseId/evaluation',
              lazy: page(() => import('./pages/academy/assessment.tsx')),
            },
            {
              id: 'academy/certificate',
              path: 'certificat/:code',
              loader: certificateLoader,
              lazy: page(() => import('./pages/academy/certificate.tsx')),
            },
            {
              id: 'public/blog',
              path: 'blog',
              loader: blogLoader,
              lazy: page(() => import('./pages/public/blog.tsx')),
            },
            {
              id: 'public/article',
              path: 'blog/:id',
              loader: articleLoader,
              lazy: page(() => import('./pages/public/article.tsx')),
            },
            {
              id: 'public/contact',
              path: 'contact',
              loader: contactLoader,
              lazy: page(() => import('./pages/public/contact.tsx')),
            },
            {
              id: 'public/testimonials',
              path: 'temoignages',
              loader: testimonialsLoader,
              lazy: page(() => import('./pages/public/testimonials.tsx')),
            },
            {
              id: 'account/login',
              path: 'connexion',
              loader: loginLoader,
              lazy: page(() => import('./pages/account/login.tsx')),
            },
            { id: 'account/signup', path: 'inscription', lazy: page(() => import('./pages/account/signup.tsx')) },
            {
              id: 'account/forgot-password',
              path: 'mot-de-passe-oublie',
              lazy: page(() => import('./pages/account/forgot-password.tsx')),
            },
            {
              id: 'account/activation',
              path: 'activation',
              lazy: page(() => import('./pages/account/activation.tsx')),
            },
            // With its sub-pages /profil/cours and /profil/professeur (lessons), loaded on demand.
            { id: 'account/profile', path: 'profil/*', lazy: page(() => import('./pages/account/profile.tsx')) },
            {
              id: 'academy/checkout',
              path: 'paiement/:formulaId',
              loader: checkoutLoader,
              lazy: page(() => import('./pages/academy/checkout.tsx')),
            },
            {
              id: 'academy/test-payment',
              path: 'paiement/test/:orderId',
              lazy: page(() => import('./pages/academy/test-payment.tsx')),
            },
            {
              id: 'academy/receipt',
              path: 'paiement/recu/:orderId',
              lazy: page(() => import('./pages/academy/receipt.tsx')),
            },
            { id: 'admin/login', path: 'admin/login', lazy: page(() => import('./pages/admin/login.tsx')) },
            // The rest of the admin area: one route, screens loaded on demand (see pages/admin/admin-area.tsx).
            { id: 'admin/admin-area', path: 'admin/*', lazy: page(() => import('./pages/admin/admin-area.tsx')) },
            {
              id: 'public/legal-notice',
              path: 'mentions-legales',
              lazy: page(() => import('./pages/public/legal-notice.tsx')),
            },
            {
              id: 'public/terms-of-sale',
              path: 'conditions-generales-de-vente',
              loader: termsOfSaleLoader,
              lazy: page(() => import('./pages/public/terms-of-sale.tsx')),
            },
            {
              id: 'public/privacy-policy',
              path: 'politique-de-confidentialite',
              lazy: page(() => import('./pages/public/privacy-policy.tsx')),
            },
            { id: 'public/not-found', path: '*', lazy: page(() => import('./pages/public/not-found.tsx')) },
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
