import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { LIKE_OFFLINE_MESSAGE, LIKED_POSTS_KEY, readLikedPosts } from '../liked-posts.ts'
import { LIKE_FAILED_ALERT, LikeButton } from './like-button.tsx'

/** The network, faked: each like request waits until the test answers it with a real Response. */
function fakeLikeServer() {
  const requests: { url: string; body: unknown; answer: (response: Response | Error) => void }[] = []
  vi.stubGlobal(
    'fetch',
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) =>
        requests.push({
          url: String(input),
          body: JSON.parse(String(init?.body)),
          answer: response => (response instanceof Error ? reject(response) : resolve(response)),
        }),
      ),
  )
  return requests
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function recordAlerts() {
  const alerts: string[] = []
  vi.stubGlobal('alert', (message: unknown) => void alerts.push(String(message)))
  return alerts
}

test('a like shows at once, then the count the server gives', async () => {
  const requests = fakeLikeServer()
  render(<LikeButton postId="post-1" initialLikes={7} />)

  await userEvent.click(screen.getByRole('button', { name: "J'aime (7 J'aime)" }))

  // Before any answer: liked, one more, and remembered in this browser.
  const button = screen.getByRole('button', { name: "Je n'aime plus (8 J'aime)", pressed: true })
  expect(readLikedPosts().has('post-1')).toBe(true)
  expect(requests).toMatchObject([{ url: '/api/like-post', body: { postId: 'post-1', action: 'like' } }])

  // Others liked it meanwhile: the server's count wins.
  requests[0]!.answer(json(200, { likes: 12 }))
  expect(await screen.findByRole('button', { name: "Je n'aime plus (12 J'aime)" })).toBe(button)
})

test('a like the server refuses is taken back, and the visitor is told', async () => {
  const requests = fakeLikeServer()
  const alerts = recordAlerts()
  render(<LikeButton postId="post-1" initialLikes={7} />)

  await userEvent.click(screen.getByRole('button', { name: "J'aime (7 J'aime)" }))
  screen.getByRole('button', { name: "Je n'aime plus (8 J'aime)" })
  requests[0]!.answer(json(503, { error: { code: 'UNAVAILABLE', message: 'Service momentanément indisponible.' } }))

  await screen.findByRole('button', { name: "J'aime (7 J'aime)", pressed: false })
  expect(readLikedPosts().has('post-1')).toBe(false)
  expect(alerts).toEqual([LIKE_FAILED_ALERT])
})

test('an unlike whose answer is lost comes back liked, with the offline message', async () => {
  localStorage.setItem(LIKED_POSTS_KEY, JSON.stringify(['post-1']))
  const requests = fakeLikeServer()
  const alerts = recordAlerts()
  render(<LikeButton postId="post-1" initialLikes={8} />)

  // The liked set is read after the first render.
  await userEvent.click(await screen.findByRole('button', { name: "Je n'aime plus (8 J'aime)" }))
  screen.getByRole('button', { name: "J'aime (7 J'aime)" })
  expect(requests[0]!.body).toEqual({ postId: 'post-1', action: 'unlike' })
  requests[0]!.answer(new TypeError('Failed to fetch'))

  // A lost answer is taken back only once the page is sure it is not being left (1.5 s).
  await screen.findByRole('button', { name: "Je n'aime plus (8 J'aime)", pressed: true }, { timeout: 3000 })
  expect(readLikedPosts().has('post-1')).toBe(true)
  expect(alerts).toEqual([LIKE_OFFLINE_MESSAGE])
})
