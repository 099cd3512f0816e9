import { afterEach, describe, expect, test } from 'vitest'
import { setApiFetch } from '#core/http/api-client.ts'
import { LIKE_FAILED_MESSAGE, sendLike } from './blog-actions.api.ts'

const answer = (status: number, body: string) => {
  setApiFetch(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }))
}

afterEach(() => setApiFetch((input, init) => fetch(input, init)))

describe('the like data layer (spec §8)', () => {
  test("a failure without a server text reads 'L'action 'J'aime' a échoué.'", async () => {
    expect(LIKE_FAILED_MESSAGE).toBe("L'action 'J'aime' a échoué.")
    answer(500, 'not json')
    await expect(sendLike('post-1', 'like')).rejects.toThrow("L'action 'J'aime' a échoué.")
    answer(502, '{}')
    await expect(sendLike('post-1', 'unlike')).rejects.toThrow("L'action 'J'aime' a échoué.")
  })

  test("the server's own text wins when it gave one", async () => {
    answer(404, JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Article introuvable.' } }))
    await expect(sendLike('post-1', 'like')).rejects.toThrow('Article introuvable.')
  })

  test('a success answers the authoritative count', async () => {
    answer(200, JSON.stringify({ likes: 7 }))
    await expect(sendLike('post-1', 'like')).resolves.toEqual({ likes: 7 })
  })
})
