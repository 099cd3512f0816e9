import { useEffect, useRef, useState } from 'react'
import { ApiError } from '#core/http/app-error.ts'
import { sendLike } from '../blog-actions.api.ts'
import { LIKE_OFFLINE_MESSAGE, readLikedPosts, writeLikedPost } from '../liked-posts.ts'

export const LIKE_FAILED_ALERT = "Une erreur est survenue. Votre 'J'aime' n'a pas pu être enregistré."

/** How long a page whose like lost its answer waits to be sure it is not being left. */
const LOST_ANSWER_WAIT_MS = 1500

/**
 * Spec §4 like toggle: optimistic (liked set and count change at once), then the server's count
 * replaces the local one; on failure the previous state comes back and the visitor is told.
 */
export function LikeButton({ postId, initialLikes }: { postId: string; initialLikes: number }) {
  const [liked, setLiked] = useState(false)
  const [likes, setLikes] = useState(initialLikes)
  const [pending, setPending] = useState(false)

  // The liked set lives in this browser only: read it after hydration.
  useEffect(() => setLiked(readLikedPosts().has(postId)), [postId])

  // Leaving the page (a reload, a link) aborts the like's answer, not the like: the request is kept
  // alive and reaches the server. The page may learn that it is leaving (pagehide) only after the
  // answer is lost, so a lost answer is taken back only if the page is still here a moment later.
  const leaving = useRef(false)
  useEffect(() => {
    const leave = () => {
      leaving.current = true
    }
    // Back from the back-forward cache: the page is in use again.
    const come = () => {
      leaving.current = false
    }
    window.addEventListener('pagehide', leave)
    window.addEventListener('pageshow', come)
    return () => {
      window.removeEventListener('pagehide', leave)
      window.removeEventListener('pageshow', come)
    }
  }, [])

  async function toggle() {
    if (pending) return
    // Spec §8: without a connection the like cannot be counted; say so instead of pretending.
    if (!navigator.onLine) {
      window.alert(LIKE_OFFLINE_MESSAGE)
      return
    }
    const previous = { liked, likes }
    const next = !liked
    setLiked(next)
    setLikes(likes + (next ? 1 : -1))
    writeLikedPost(postId, next)
    setPending(true)
    try {
      const answer = await sendLike(postId, next ? 'like' : 'unlike')
      setLikes(answer.likes)
    } catch (error) {
      const lost = error instanceof ApiError && error.code === 'NETWORK'
      if (lost) await new Promise(resolve => setTimeout(resolve, LOST_ANSWER_WAIT_MS))
      if (leaving.current) return
      setLiked(previous.liked)
      setLikes(previous.likes)
      writeLikedPost(postId, previous.liked)
      // No network, or no server to count it (the static demo): the offline text; any other failure: the page's alert.
      const offline = error instanceof ApiError && (error.code === 'NETWORK' || error.message === LIKE_OFFLINE_MESSAGE)
      window.alert(offline ? LIKE_OFFLINE_MESSAGE : LIKE_FAILED_ALERT)
    } finally {
      setPending(false)
    }
  }

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={liked}
      aria-label={liked ? `Je n'aime plus (${likes} J'aime)` : `J'aime (${likes} J'aime)`}
      className={`inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold ring-1 transition-colors ${liked ? 'bg-terracotta text-white ring-terracotta' : 'bg-white text-terracotta ring-terracotta/40 hover:bg-terracotta/10'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill={liked ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          d="M12 21l-1.5-1.3C5.4 15.2 2 12.1 2 8.3 2 5.2 4.4 3 7.4 3c1.7 0 3.4.8 4.6 2.1C13.2 3.8 14.9 3 16.6 3 19.6 3 22 5.2 22 8.3c0 3.8-3.4 6.9-8.5 11.4L12 21z"
          strokeLinejoin="round"
        />
      </svg>
      <span data-testid="like-count">{likes}</span>
    </button>
  )
}
