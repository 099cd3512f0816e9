import type { Context } from 'hono'
import { Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { countHit, type LimitRule } from '#core/http/request-limit.server.ts'
import { validate } from '#core/http/validate.server.ts'
import { likeInputSchema } from '../blog.schemas.ts'
import { listLikeCounts, listLikedPostIds, setLike } from './blog.repo.ts'

const DEVICE_COOKIE = 'gombiste_device'

/**
 * Likes without an account from one address, per post and day. The device cookie makes a like count
 * once per browser, but a client that drops its cookies would count again on every request (500
 * likes sent without a cookie gave +500). A school or a mobile carrier puts hundreds of real people
 * behind one address, so the address alone cannot stand for one person: it may add up to 20 likes to
 * a post a day, enough for a classroom, and no more. Signed-in users count once per account.
 */
export const ANONYMOUS_LIKES_PER_ADDRESS: LimitRule = { max: 20, windowSeconds: 24 * 60 * 60 }
export const TOO_MANY_LIKES_MESSAGE =
  'Trop de « J’aime » envoyés depuis votre connexion pour cet article aujourd’hui. Connectez-vous pour aimer cet article, ou réessayez demain.'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/**
 * Who is liking: the signed-in user, or this browser through an anonymous random id kept in an
 * HttpOnly cookie (set on first like). Likes need no account (spec §6), but still count once.
 */
function likerKey(c: Context<AppEnv>, create: boolean): string | null {
  if (c.var.user) return `user:${c.var.user.id}`
  let device = getCookie(c, DEVICE_COOKIE)
  if (!device || !UUID.test(device)) {
    if (!create) return null
    device = crypto.randomUUID()
    setCookie(c, DEVICE_COOKIE, device, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: c.var.publicUrl.startsWith('https://'),
      path: '/',
      maxAge: 60 * 60 * 24 * 365,
    })
  }
  return `device:${device}`
}

/** Pages and data that show like counts: dropped from the response cache after each change. */
const showsLikes = (path: string) => path === '/' || path.startsWith('/blog') || path.startsWith('/api/blog')

export const likesRoutes = new Hono<AppEnv>()
  /** Every post's like count, and which ones this person liked (spec §7's helper). */
  .get('/', async c => {
    const key = likerKey(c, false)
    const [posts, liked] = await Promise.all([listLikeCounts(c.var.db), key ? listLikedPostIds(c.var.db, key) : []])
    c.header('cache-control', 'no-store')
    return c.json({ posts, liked }, 200)
  })
  .post('/', validate('json', likeInputSchema), async c => {
    const { postId, action } = c.req.valid('json')
    const key = likerKey(c, true)!
    // A like that may add one (not a repeat of this browser's own) is counted before it is written,
    // in one atomic step, so concurrent requests cannot all slip under the cap.
    if (
      action === 'like' &&
      !c.var.user &&
      !(await listLikedPostIds(c.var.db, key)).includes(postId) &&
      (await countHit(c.var.limits, `like:${c.var.clientIp}:${postId}`, ANONYMOUS_LIKES_PER_ADDRESS)) >
        ANONYMOUS_LIKES_PER_ADDRESS.max
    ) {
      throw new AppError('RATE_LIMITED', TOO_MANY_LIKES_MESSAGE)
    }
    const likes = await setLike(c.var.db, postId, key, action)
    c.var.contentCache.invalidatePathsCoalesced('likes', showsLikes, 1000)
    return c.json({ likes }, 200)
  })

export type LikesRoutes = typeof likesRoutes
