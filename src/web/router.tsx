import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { data, type Params, type RouteObject } from 'react-router'
import { ApiError } from '#core/http/app-error.ts'
import { courseQuery, disciplinesQuery, formulaQuery, formulasQuery } from '#features/academy/academy.api.ts'
import { artistQuery, artistsQuery } from '#features/artists/artists.api.ts'
import { commentsQuery, postQuery, postsQuery } from '#features/blog/blog.api.ts'
import { publicCreationsQuery } from '#features/creations/creations.api.ts'
import { eventsQuery } from '#features/events/events.api.ts'
import { labelQuery } from '#features/label/label.api.ts'
import { portfolioQuery } from '#features/portfolio/portfolio.api.ts'
import { testimonialsQuery } from '#features/testimonials/testimonials.api.ts'
import { ogImageUrl, parseImageUrl } from '#core/media/image-sizes.ts'
import { PageErrorBoundary } from './layout/page-error-boundary.tsx'
import { RootLayout } from './layout/root-layout.tsx'

export type RouteMeta = {
  title: string
  description: string
  /** Absolute path of the Open Graph image; the site default otherwise. */
  image?: string
  type?: 'website' | 'article' | 'profile'
  /** Private and utility pages stay out of search engines. */
  noIndex?: boolean
}

export type RouteHandle = {
  /** Source path of the lazy page module, used to preload its chunk from the Vite manifest. */
  module?: string
  meta?: (args: { params: Params; queryClient: QueryClient }) => RouteMeta
  /** The catch-all route: served with HTTP 404. */
  notFound?: boolean
}

const SITE_DESCRIPTION =
  'Gombiste Records, label et académie de musique à Douala : artistes, productions, cours de piano, chant, MAO et musicologie.'

function staticMeta(title: string, description = SITE_DESCRIPTION, extra: Partial<RouteMeta> = {}) {
  return () => ({ title, description, ...extra })
}

/** The Open Graph JPEG made for an artist photo or blog image, if the URL is one of ours. */
function ogImageFor(url: string): string | undefined {
  const parsed = parseImageUrl(url)
  return parsed ? ogImageUrl(parsed.group, parsed.slug) : undefined
}

/**
 * The one route table, shared by the server renderer and the browser. Loaders only fill the query
 * cache and return null (ssr-notes pitfall 4); pages read the cache. Only page components are lazy,
 * so a page's chunk and its data load in parallel (pitfall 5).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // Any of our `queryOptions(...)`; the data type does not matter to a loader that only warms the cache.
  type AnyQuery = { queryKey: QueryKey; queryFn?: unknown }
  const ensure = (options: AnyQuery) => queryClient.ensureQueryData(options as never)

  /** A missing or malformed id shows the not-found page with HTTP 404. */
  async function ensureFound(options: AnyQuery) {
    try {
      await ensure(options)
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        throw data(null, { status: 404 })
      }
      throw error
    }
  }

  const page = (load: () => Promise<{ default: React.ComponentType }>) => ({
    Component: async () => (await load()).default,
  })

  return [
    {
      id: 'root',
      Component: RootLayout,
      loader: async () => {
        await ensure(labelQuery())
        return null
      },
      children: [
        {
          id: 'pages',
          ErrorBoundary: PageErrorBoundary,
          children: [
            {
              index: true,
              loader: async () => {
                await Promise.all([ensure(artistsQuery()), ensure(postsQuery()), ensure(eventsQuery()), ensure(testimonialsQuery())])
                return null
              },
              lazy: page(() => import('./pages/home.tsx')),
              handle: {
                module: 'src/web/pages/home.tsx',
                meta: staticMeta('Gombiste Records — Label et académie de musique à Douala'),
              } satisfies RouteHandle,
            },
            {
              path: 'label',
              lazy: page(() => import('./pages/label.tsx')),
              handle: {
                module: 'src/web/pages/label.tsx',
                meta: staticMeta(
                  'Le label',
                  'Qui sommes-nous : l’histoire de Gombiste Records depuis 2010, nos services, nos actualités et notre dossier de presse.',
                ),
              } satisfies RouteHandle,
            },
            {
              path: 'portfolio',
              loader: async () => {
                await Promise.all([ensure(portfolioQuery()), ensure(artistsQuery())])
                return null
              },
              lazy: page(() => import('./pages/portfolio.tsx')),
              handle: {
                module: 'src/web/pages/portfolio.tsx',
                meta: staticMeta(
                  'Portfolio et artistes',
                  'Clips, albums et artistes de Gombiste Records : makossa, bikutsi, rumba, afrobeat, gospel et jazz.',
                ),
              } satisfies RouteHandle,
            },
            {
              path: 'artiste/:id',
              loader: async ({ params }) => {
                await ensureFound(artistQuery(params.id ?? ''))
                return null
              },
              lazy: page(() => import('./pages/artist.tsx')),
              handle: {
                module: 'src/web/pages/artist.tsx',
                meta: ({ params, queryClient: client }) => {
                  const artist = client.getQueryData(artistQuery(params.id ?? '').queryKey)
                  if (!artist) return { title: 'Artiste', description: SITE_DESCRIPTION }
                  return {
                    title: artist.name,
                    description: `${artist.name}, ${artist.headline.toLowerCase()} — ${artist.genres.join(', ')}. Écoutez sa discographie sur Gombiste Records.`,
                    image: ogImageFor(artist.photoUrl),
                    type: 'profile',
                  }
                },
              } satisfies RouteHandle,
            },
            {
              path: 'tutor',
              loader: async () => {
                await ensure(publicCreationsQuery())
                return null
              },
              lazy: page(() => import('./pages/tutor.tsx')),
              handle: {
                module: 'src/web/pages/tutor.tsx',
                meta: staticMeta(
                  'Tuteur IA',
                  'Votre professeur de musique virtuel : posez vos questions de théorie musicale et écoutez les créations de la communauté.',
                ),
              } satisfies RouteHandle,
            },
            {
              path: 'academie',
              loader: async () => {
                await Promise.all([ensure(disciplinesQuery()), ensure(formulasQuery())])
                return null
              },
              lazy: page(() => import('./pages/academy.tsx')),
              handle: {
                module: 'src/web/pages/academy.tsx',
                meta: staticMeta(
                  'Académie',
                  'Cours de piano, chant, MAO et musicologie à Douala et en ligne : niveaux, programmes et formules à partir de 120 € ou 80 000 FCFA par mois.',
                ),
              } satisfies RouteHandle,
            },
            {
              path: 'academie/:disciplineId/:courseId',
              loader: async ({ params }) => {
                await ensureFound(courseQuery(params.disciplineId ?? '', params.courseId ?? ''))
                return null
              },
              lazy: page(() => import('./pages/course.tsx')),
              handle: {
                module: 'src/web/pages/course.tsx',
                meta: ({ params, queryClient: client }) => {
                  const course = client.getQueryData(courseQuery(params.disciplineId ?? '', params.courseId ?? '').queryKey)
                  if (!course) return { title: 'Cours', description: SITE_DESCRIPTION }
                  return {
                    title: `${course.discipline.name} — ${course.levelName}`,
                    description: `${course.discipline.name}, niveau ${course.levelName.toLowerCase()} : ${course.durationWeeks} semaines à ${course.hoursPerWeek} h par semaine. ${course.learningObjectives[0] ?? ''}`,
                    image: ogImageFor(course.discipline.imageUrl),
                  }
                },
              } satisfies RouteHandle,
            },
            {
              path: 'blog',
              loader: async () => {
                await ensure(postsQuery())
                return null
              },
              lazy: page(() => import('./pages/blog.tsx')),
              handle: {
                module: 'src/web/pages/blog.tsx',
                meta: staticMeta(
                  'Blog',
                  'Actualités, coulisses et conseils de musique de Gombiste Records et de son académie.',
                ),
              } satisfies RouteHandle,
            },
            {
              path: 'blog/:id',
              loader: async ({ params }) => {
                await ensureFound(postQuery(params.id ?? ''))
                await ensure(commentsQuery(params.id ?? '')).catch(() => undefined)
                return null
              },
              lazy: page(() => import('./pages/article.tsx')),
              handle: {
                module: 'src/web/pages/article.tsx',
                meta: ({ params, queryClient: client }) => {
                  const post = client.getQueryData(postQuery(params.id ?? '').queryKey)
                  if (!post) return { title: 'Article', description: SITE_DESCRIPTION }
                  return { title: post.title, description: post.excerpt, image: ogImageFor(post.imageUrl), type: 'article' }
                },
              } satisfies RouteHandle,
            },
            {
              path: 'contact',
              loader: async () => {
                await ensure(eventsQuery())
                return null
              },
              lazy: page(() => import('./pages/contact.tsx')),
              handle: {
                module: 'src/web/pages/contact.tsx',
                meta: staticMeta(
                  'Contact et calendrier',
                  'Contactez Gombiste Records à Douala, réservez un artiste et consultez le calendrier des concerts, ateliers et masterclasses.',
                ),
              } satisfies RouteHandle,
            },
            {
              path: 'temoignages',
              loader: async () => {
                await ensure(testimonialsQuery())
                return null
              },
              lazy: page(() => import('./pages/testimonials.tsx')),
              handle: {
                module: 'src/web/pages/testimonials.tsx',
                meta: staticMeta('Témoignages', 'Ce que disent de nous les artistes, partenaires et élèves de Gombiste Records.'),
              } satisfies RouteHandle,
            },
            {
              path: 'connexion',
              lazy: page(() => import('./pages/login.tsx')),
              handle: {
                module: 'src/web/pages/login.tsx',
                meta: staticMeta('Connexion', 'Connectez-vous à votre espace Gombiste Records.', { noIndex: true }),
              } satisfies RouteHandle,
            },
            {
              path: 'inscription',
              lazy: page(() => import('./pages/signup.tsx')),
              handle: {
                module: 'src/web/pages/signup.tsx',
                meta: staticMeta('Inscription', 'Créez votre compte Gombiste Records.', { noIndex: true }),
              } satisfies RouteHandle,
            },
            {
              path: 'mot-de-passe-oublie',
              lazy: page(() => import('./pages/forgot-password.tsx')),
              handle: {
                module: 'src/web/pages/forgot-password.tsx',
                meta: staticMeta('Mot de passe oublié', 'Réinitialisez votre mot de passe.', { noIndex: true }),
              } satisfies RouteHandle,
            },
            {
              path: 'activation',
              lazy: page(() => import('./pages/activation.tsx')),
              handle: {
                module: 'src/web/pages/activation.tsx',
                meta: staticMeta('Activation du compte', 'Activez votre compte Gombiste Records.', { noIndex: true }),
              } satisfies RouteHandle,
            },
            {
              path: 'profil',
              lazy: page(() => import('./pages/profile.tsx')),
              handle: {
                module: 'src/web/pages/profile.tsx',
                meta: staticMeta('Mon profil', 'Votre espace personnel.', { noIndex: true }),
              } satisfies RouteHandle,
            },
            {
              path: 'paiement/:formulaId',
              lazy: page(() => import('./pages/checkout.tsx')),
              handle: {
                module: 'src/web/pages/checkout.tsx',
                meta: staticMeta('Paiement', 'Réglez votre formule.', { noIndex: true }),
              } satisfies RouteHandle,
            },
            {
              path: 'admin/login',
              lazy: page(() => import('./pages/admin-login.tsx')),
              handle: {
                module: 'src/web/pages/admin-login.tsx',
                meta: staticMeta('Administration — connexion', 'Accès réservé à l’équipe du label.', { noIndex: true }),
              } satisfies RouteHandle,
            },
            {
              path: 'admin/dashboard',
              lazy: page(() => import('./pages/admin-dashboard.tsx')),
              handle: {
                module: 'src/web/pages/admin-dashboard.tsx',
                meta: staticMeta('Administration — tableau de bord', 'Accès réservé à l’équipe du label.', { noIndex: true }),
              } satisfies RouteHandle,
            },
            {
              path: 'mentions-legales',
              lazy: page(() => import('./pages/legal-notice.tsx')),
              handle: {
                module: 'src/web/pages/legal-notice.tsx',
                meta: staticMeta('Mentions légales', 'Mentions légales du site de Gombiste Records.'),
              } satisfies RouteHandle,
            },
            {
              path: 'politique-de-confidentialite',
              lazy: page(() => import('./pages/privacy-policy.tsx')),
              handle: {
                module: 'src/web/pages/privacy-policy.tsx',
                meta: staticMeta(
                  'Politique de confidentialité',
                  'Quelles données Gombiste Records collecte, pourquoi, combien de temps, et comment exercer vos droits.',
                ),
              } satisfies RouteHandle,
            },
            {
              path: '*',
              lazy: page(() => import('./pages/not-found.tsx')),
              handle: {
                module: 'src/web/pages/not-found.tsx',
                notFound: true,
                meta: staticMeta('Page introuvable', 'Cette page n’existe pas ou a été déplacée.', { noIndex: true }),
              } satisfies RouteHandle,
            },
          ],
        },
      ],
    },
  ]
}

/** Title, description and image of the deepest route that has them. */
export function resolveMeta(
  matches: { params: Params; handle?: unknown }[],
  queryClient: QueryClient,
  hasError: boolean,
): RouteMeta {
  if (hasError) {
    return { title: 'Page introuvable', description: 'Cette page n’existe pas ou a été déplacée.', noIndex: true }
  }
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]
    const handle = match?.handle as RouteHandle | undefined
    if (match && handle?.meta) return handle.meta({ params: match.params, queryClient })
  }
  return { title: 'Gombiste Records', description: SITE_DESCRIPTION }
}

export const SITE_NAME = 'Gombiste Records'
