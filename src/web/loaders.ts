import { data, type LoaderFunctionArgs } from 'react-router'
import { ApiError } from '#core/http/app-error.ts'
import type { Providers } from '#features/account/account.api.ts'
import { getJson } from '#core/http/api-client.ts'
import { fetchCourse, fetchDisciplines, fetchFormula, fetchFormulas } from '#features/catalog/academy.api.ts'
import { fetchPaymentOptions } from '#features/commerce/payment-options.api.ts'
import { fetchArtist, fetchArtists } from '#features/artists/artists.api.ts'
import { fetchComments, fetchPost, fetchPosts } from '#features/blog/blog.api.ts'
import { CURRENCY_REQUEST_HEADER, currencyFromCookie, isCurrency } from '#features/commerce/currency.ts'
import { fetchPublicCreations } from '#features/account/creations.api.ts'
import { fetchEvents } from '#features/events/events.api.ts'
import { fetchLabel } from '#features/label/label.api.ts'
import { fetchCertificate } from '#features/courses/certificate.api.ts'
import { fetchLesson } from '#features/courses/lesson.api.ts'
import { fetchPortfolio } from '#features/portfolio/portfolio.api.ts'
import { fetchTestimonials } from '#features/testimonials/testimonials.api.ts'

/**
 * Route loaders: the data each page needs, fetched before it renders (on the server for the first
 * page, in the browser after). They live apart from the lazy page modules so a page's code and its
 * data load in parallel (ssr-notes pitfall 5); pages read them with `useLoaderData<typeof x>()`.
 */

/** A missing or malformed id shows the not-found page with HTTP 404. */
async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 })
    }
    throw error
  }
}

/**
 * The label's own data is on every page (footer, assistant name), with the visitor's currency: on the
 * server the web server resolved it (choice cookie, else CDN country header); in the browser the
 * remembered choice, else EUR.
 */
export const rootLoader = async ({ request }: LoaderFunctionArgs) => {
  const resolved = request.headers.get(CURRENCY_REQUEST_HEADER)
  const currency = isCurrency(resolved)
    ? resolved
    : ((typeof document === 'undefined' ? undefined : currencyFromCookie(document.cookie)) ?? 'EUR')
  // In the browser, a page must still open when the label cannot be fetched (offline, from the
  // service worker's app shell): header and footer then do without it. The server never hides a failure.
  const label = typeof document === 'undefined' ? await fetchLabel() : await fetchLabel().catch(() => undefined)
  return { label, currency }
}

/**
 * The social sign-in buttons are part of the server-rendered login page, so nothing moves when it
 * hydrates. Without an answer, the page simply offers the password form.
 */
export const loginLoader = async () => ({
  providers: await getJson<Providers>('/api/account/providers').catch(() => null),
})

export const homeLoader = async () => {
  const [artists, posts, events, testimonials] = await Promise.all([
    fetchArtists(),
    fetchPosts(),
    fetchEvents(),
    fetchTestimonials(),
  ])
  return { artists, posts, events, testimonials }
}

export const portfolioLoader = async () => {
  const [items, artists] = await Promise.all([fetchPortfolio(), fetchArtists()])
  return { items, artists }
}

export const artistLoader = async ({ params }: LoaderFunctionArgs) => ({
  artist: await orNotFound(fetchArtist(params.id ?? '')),
})

export const tutorLoader = async () => ({ creations: await fetchPublicCreations() })

export const academyLoader = async () => {
  const [disciplines, formulas] = await Promise.all([fetchDisciplines(), fetchFormulas()])
  return { disciplines, formulas }
}

/** The terms of sale state each formula's current price. */
export const termsOfSaleLoader = async () => ({ formulas: await fetchFormulas() })

export const courseLoader = async ({ params }: LoaderFunctionArgs) => {
  const [course, formulas] = await Promise.all([
    orNotFound(fetchCourse(params.disciplineId ?? '', params.courseId ?? '')),
    fetchFormulas(),
  ])
  // The names only: which formulas open the level (learning.access.ts) is said on the page.
  return { course, formulas: formulas.map(({ id, name }) => ({ id, name })) }
}

/**
 * A lesson as any visitor sees it, rendered on the server: the level's free lesson (« Leçon d'essai »)
 * arrives as HTML, readable before any script runs, and search engines may find it. The other lessons
 * are for the level's students (401 here: the server renders for an anonymous visitor, the same for
 * all, and caches it), so the page fetches them in the browser, with the student's session. In the
 * browser the loader fetches nothing: the page asks with the session it knows.
 */
export const lessonLoader = async ({ params }: LoaderFunctionArgs) => {
  if (typeof document !== 'undefined') return { lesson: null }
  try {
    return {
      lesson: await orNotFound(fetchLesson(params.disciplineId ?? '', params.courseId ?? '', Number(params.lesson))),
    }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return { lesson: null }
    throw error
  }
}

export const blogLoader = async () => ({ posts: await fetchPosts() })

export const articleLoader = async ({ params }: LoaderFunctionArgs) => {
  const id = params.id ?? ''
  const [post, comments] = await Promise.all([
    orNotFound(fetchPost(id)),
    // Spec §8: a comment-fetch failure shows an empty list.
    fetchComments(id).catch(() => []),
  ])
  return { post, comments }
}

export const contactLoader = async () => {
  const [events, artists] = await Promise.all([fetchEvents(), fetchArtists()])
  return { events, artists: artists.map(artist => ({ id: artist.id, name: artist.name })) }
}

export const testimonialsLoader = async () => ({ testimonials: await fetchTestimonials() })

/** Checkout: the formula (unknown → the not-found page) and the payment methods this server offers. */
export const checkoutLoader = async ({ params }: LoaderFunctionArgs) => {
  const [formula, options] = await Promise.all([
    orNotFound(fetchFormula(params.formulaId ?? '')),
    fetchPaymentOptions(),
  ])
  return { formula, options }
}

/**
 * Certificate verification (public, server-rendered): an unknown code is not a broken link but an
 * answer ('no certificate has this code'), shown by the page itself with HTTP 404.
 */
export const certificateLoader = async ({ params }: LoaderFunctionArgs) => {
  try {
    return { certificate: await fetchCertificate(params.code ?? ''), code: params.code ?? '' }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return data({ certificate: null, code: params.code ?? '' }, { status: 404 })
    }
    throw error
  }
}
