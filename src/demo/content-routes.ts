import { courseOutline } from '#features/catalog/course-outline.ts'
import { slugSchema } from '#core/http/params.ts'
import type { fetchCourse, fetchDisciplines, fetchFormulas } from '#features/catalog/academy.api.ts'
import type { fetchArtist, fetchArtists } from '#features/artists/artists.api.ts'
import type { fetchComments, fetchPost, fetchPosts } from '#features/blog/blog.api.ts'
import { commentInputSchema } from '#features/blog/blog.schemas.ts'
import { LIKE_OFFLINE_MESSAGE } from '#features/blog/liked-posts.ts'
import type { fetchPublicCreations } from '#features/account/creations.api.ts'
import { resolveEventDate } from '#features/events/events.dates.ts'
import type { fetchEvents } from '#features/events/events.api.ts'
import type { LabelOverview } from '#features/label/server/label.repo.ts'
import type { fetchPortfolio } from '#features/portfolio/portfolio.api.ts'
import type { fetchTestimonials } from '#features/testimonials/testimonials.api.ts'
import { siteContent } from './site-content.ts'
import type { Level } from '#features/catalog/catalog.content.ts'
import { DemoError, delay, get, parseWith, post, type DemoRequest, type DemoRoute } from './demo-backend.ts'
import { newId, type DemoStore } from './demo-store.ts'

/**
 * The public content of the site, answered from the same built-in sample data the server seeds its
 * database from, in the same shapes and order as the server's repos. Spec §1: content comes "with
 * artificial delays", so loading states look as they do on a phone.
 */
type Result<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>

export const CONTENT_DELAY_MS = 150

const byDateDesc = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date)

/** Ids are slugs: anything else is refused like the server does (the page then shows not found). */
function slugParam(request: DemoRequest, name: string): string {
  const result = slugSchema.safeParse(request.params[name])
  if (!result.success)
    throw new DemoError('INVALID_INPUT', result.error.issues[0]?.message ?? 'Identifiant invalide.', {
      [name]: result.error.issues[0]?.message ?? 'Identifiant invalide.',
    })
  return result.data
}

function labelOverview(): LabelOverview {
  const { label, services, news, pressKit, booking } = siteContent
  return { info: label, services, news: [...news].sort(byDateDesc), pressKit, booking }
}

function artists(): Result<typeof fetchArtists> {
  return [...siteContent.artists]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(({ id, name, headline, city, photoUrl, genres, tags }) => ({
      id,
      name,
      headline,
      city,
      photoUrl,
      genres,
      tags,
    }))
}

function artist(id: string): Result<typeof fetchArtist> {
  const found = siteContent.artists.find(candidate => candidate.id === id)
  if (!found) throw new DemoError('NOT_FOUND', 'Artiste introuvable.')
  const { discography, ...rest } = found
  return {
    ...rest,
    discography: discography.map(({ sound: _sound, ...track }) => ({
      ...track,
      artistId: found.id,
      artistName: found.name,
    })),
  }
}

function portfolio(type: string | null): Result<typeof fetchPortfolio> {
  return siteContent.portfolio
    .map((item, position) => ({ item, position }))
    .filter(({ item }) => !type || item.type === type)
    .sort((a, b) => b.item.year - a.item.year || a.position - b.position)
    .map(({ item }) => item)
}

const levelSummary = ({ id, levelName, durationWeeks, hoursPerWeek, assessment }: Level) => ({
  id,
  levelName,
  durationWeeks,
  hoursPerWeek,
  passingScore: assessment.passingScore,
})

function disciplines(): Result<typeof fetchDisciplines> {
  return siteContent.disciplines.map(({ levels, ...discipline }) => ({
    ...discipline,
    levels: levels.map(levelSummary),
  }))
}

function course(disciplineId: string, courseId: string): Result<typeof fetchCourse> {
  const discipline = siteContent.disciplines.find(candidate => candidate.id === disciplineId)
  const level = discipline?.levels.find(candidate => candidate.id === courseId)
  if (!discipline || !level) throw new DemoError('NOT_FOUND', 'Cours introuvable.')
  return {
    ...courseOutline(level),
    discipline: { id: discipline.id, name: discipline.name, imageUrl: discipline.imageUrl },
    otherLevels: discipline.levels.filter(other => other.id !== courseId).map(levelSummary),
  }
}

export function formulas(): Result<typeof fetchFormulas> {
  return siteContent.formulas
}

export function formula(id: string) {
  const found = siteContent.formulas.find(candidate => candidate.id === id)
  if (!found) throw new DemoError('NOT_FOUND', 'Formule introuvable.')
  return found
}

export function events(today = new Date()): Result<typeof fetchEvents> {
  return siteContent.events
    .map(({ schedule, ...event }) => ({ ...event, date: resolveEventDate({ date: null, ...schedule }, today) }))
    .map(({ id, title, date, type, description, time, location, intervenant }) => ({
      id,
      title,
      date,
      type,
      description,
      time,
      location,
      intervenant,
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time))
}

function testimonials(type: string | null): Result<typeof fetchTestimonials> {
  return siteContent.testimonials.filter(testimonial => !type || testimonial.type === type)
}

function posts(category: string | null): Result<typeof fetchPosts> {
  return siteContent.blogPosts
    .filter(candidate => !category || candidate.category === category)
    .sort((a, b) => byDateDesc(a, b) || b.id.localeCompare(a.id))
    .map(({ content: _content, ...summary }) => summary)
}

function findPost(id: string): Result<typeof fetchPost> {
  const found = siteContent.blogPosts.find(candidate => candidate.id === id)
  if (!found) throw new DemoError('NOT_FOUND', 'Article introuvable.')
  return found
}

/** The built-in gallery plus the demo user's published creations, newest first. */
function publicCreations(store: DemoStore): Result<typeof fetchPublicCreations> {
  const state = store.read()
  const own = state.creations
    .filter(creation => creation.published)
    .map(({ id, prompt, url, date }) => ({ id, prompt, url, date: date.slice(0, 10), userName: state.name, likes: 0 }))
  const builtIn = siteContent.publicCreations.map(({ sound: _sound, ...creation }) => creation)
  return [...own, ...builtIn].sort(byDateDesc)
}

/** Content reads, with the network-like wait. */
const content = (path: string, answer: (request: DemoRequest) => unknown): DemoRoute =>
  get(path, async request => {
    await delay(CONTENT_DELAY_MS, request.signal)
    return answer(request)
  })

export function contentRoutes(store: DemoStore): DemoRoute[] {
  return [
    content('/api/label', labelOverview),
    content('/api/artists', artists),
    content('/api/artists/:id', request => artist(slugParam(request, 'id'))),
    content('/api/portfolio', request => portfolio(request.url.searchParams.get('type'))),
    content('/api/portfolio/:id', request => {
      const id = slugParam(request, 'id')
      const item = siteContent.portfolio.find(candidate => candidate.id === id)
      if (!item) throw new DemoError('NOT_FOUND', 'Réalisation introuvable.')
      return item
    }),
    content('/api/academy/disciplines', disciplines),
    content('/api/academy/courses/:disciplineId/:courseId', request =>
      course(slugParam(request, 'disciplineId'), slugParam(request, 'courseId')),
    ),
    content('/api/academy/formulas', formulas),
    content('/api/academy/formulas/:id', request => formula(slugParam(request, 'id'))),
    content('/api/events', () => events()),
    content('/api/testimonials', request => testimonials(request.url.searchParams.get('type'))),
    content('/api/blog/posts', request => posts(request.url.searchParams.get('category'))),
    content('/api/blog/posts/:id', request => findPost(slugParam(request, 'id'))),
    content('/api/blog/posts/:id/comments', (request): Result<typeof fetchComments> => {
      const id = slugParam(request, 'id')
      findPost(id)
      return store.read().comments[id] ?? []
    }),
    // Comments are kept in this browser: the visitor sees theirs, as they would on the real site.
    post(
      '/api/blog/posts/:id/comments',
      async request => {
        const postId = slugParam(request, 'id')
        findPost(postId)
        const input = parseWith(commentInputSchema, request.body)
        await delay(CONTENT_DELAY_MS, request.signal)
        const comment = {
          id: newId(),
          postId,
          authorName: input.authorName,
          content: input.content,
          createdAt: new Date().toISOString(),
        }
        store.write(state => {
          state.comments[postId] = [comment, ...(state.comments[postId] ?? [])]
        })
        return comment
      },
      201,
    ),
    content('/api/like-post', () => ({
      posts: posts(null).map(({ id, likes }) => ({ id, likes })),
      liked: [] as string[],
    })),
    // Spec §8: with no server to count it, a like is refused with the offline text.
    post('/api/like-post', () => {
      throw new DemoError('UNAVAILABLE', LIKE_OFFLINE_MESSAGE)
    }),
    content('/api/creations/public', () => publicCreations(store)),
    // The player's play beacon: with no server there is no dashboard to count plays for.
    post('/api/tracks/:id/plays', request => {
      const id = slugParam(request, 'id')
      if (!siteContent.artists.some(candidate => candidate.discography.some(track => track.id === id))) {
        throw new DemoError('NOT_FOUND', 'Morceau introuvable.')
      }
      return { counted: false }
    }),
  ]
}
