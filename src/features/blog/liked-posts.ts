/** Spec §3: the liked post ids are kept in the browser under a product-prefixed key ending in 'liked_posts'. */
export const LIKED_POSTS_KEY = 'gombiste_liked_posts'

export function readLikedPosts(): Set<string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(LIKED_POSTS_KEY) ?? '[]')
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [])
  } catch {
    return new Set()
  }
}

export function writeLikedPost(postId: string, liked: boolean) {
  const ids = readLikedPosts()
  if (liked) ids.add(postId)
  else ids.delete(postId)
  try {
    localStorage.setItem(LIKED_POSTS_KEY, JSON.stringify([...ids]))
  } catch {
    // Private browsing or full storage: the like still counted on the server.
  }
}

/** Spec §8: a like needs the network (and the demo has no server to count it). */
export const LIKE_OFFLINE_MESSAGE = "L'action 'J'aime' est indisponible en mode hors ligne."
