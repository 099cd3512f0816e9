import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ComposeMusic } from './compose-music.ts'
import { clearHits } from '#core/http/request-limit.server.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { DEFAULT_AI_SETTINGS } from '#core/ai/model.server.ts'
import { CHAT_TEXTS, type ChatMessage } from '../chat.types.ts'
import { collect, postChat } from './chat.routes.test-helpers.ts'
import { CHAT_ERRORS } from './chat.routes.ts'

type App = Awaited<ReturnType<typeof createTestApp>>

let context: App
let composer: ComposeMusic | undefined
beforeAll(async () => {
  context = await createTestApp({
    seed: true,
    composeMusic: (parameters, caller) =>
      composer ? composer(parameters, caller) : Promise.reject(new Error('composer not wired')),
  })
})
afterAll(() => context.close())

describe('the chat with the built-in tutor', () => {
  test('status: available, with the persona name', async () => {
    const response = await context.app.request('/api/chat/status')
    expect(await response.json()).toEqual({ available: true, name: 'Maestro Gombi' })
  })

  test('streams a correct theory answer', async () => {
    const response = await postChat(context, [
      { sender: 'user', text: "Quelles sont les notes de l'accord de sol majeur ?" },
    ])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const { events, text } = await collect(response)
    expect(text).toContain('sol, si et ré')
    expect(events.filter(event => event.type === 'text').length).toBeGreaterThanOrEqual(2)
  })

  test('a composition request calls the injected composer and streams its result', async () => {
    const calls: unknown[] = []
    composer = async parameters => {
      calls.push(parameters)
      return { url: '/media/generated/piece.mp3', midiUrl: '/media/generated/piece.mid', durationSeconds: 30 }
    }
    const { events } = await collect(
      await postChat(context, [
        { sender: 'user', text: 'compose-moi un morceau lent au piano en ré mineur de 30 secondes' },
      ]),
    )
    expect(calls).toEqual([
      expect.objectContaining({
        tempo: 'lent',
        instruments: ['Piano'],
        duration: 30,
        prompt: expect.stringContaining('ré mineur'),
      }),
    ])
    expect(events.map(event => event.type)).toContain('composing')
    expect(events).toContainEqual({
      type: 'composed',
      output: {
        ok: true,
        url: '/media/generated/piece.mp3',
        midiUrl: '/media/generated/piece.mid',
        durationSeconds: 30,
        // What "Enregistrer dans Mes créations" sends back to prove the piece was composed here.
        claim: expect.stringMatching(/^[\w-]{32}$/),
      },
    })
  })

  test('with no composer wired, the composition fails cleanly', async () => {
    composer = undefined
    const { events } = await collect(await postChat(context, [{ sender: 'user', text: 'Compose une musique makossa' }]))
    expect(events).toContainEqual({ type: 'composed', output: { ok: false, error: CHAT_TEXTS.compositionFailure } })
  })

  test('bad input: blank, too long, conversation too long, not JSON, last message from the AI', async () => {
    const cases: [unknown, number, string][] = [
      [{ messages: [{ sender: 'user', text: '   ' }] }, 400, CHAT_ERRORS.empty],
      [{ messages: [{ sender: 'user', text: 'a'.repeat(2001) }] }, 413, CHAT_ERRORS.tooLong],
      [
        { messages: Array.from({ length: 41 }, () => ({ sender: 'user', text: 'Bonjour' })) },
        400,
        CHAT_ERRORS.conversationTooLong,
      ],
      [{ messages: [{ sender: 'ai', text: 'Bonjour' }] }, 400, CHAT_ERRORS.empty],
      [{ messages: 'nope' }, 400, 'Requête invalide.'],
      // Only our composer's pieces are stored with a message (the history replays them).
      [
        {
          messages: [
            { sender: 'ai', text: 'Voici', audioUrl: 'javascript:alert(1)' },
            { sender: 'user', text: 'Bonjour' },
          ],
        },
        400,
        'Requête invalide.',
      ],
      [
        {
          messages: [
            { sender: 'ai', text: 'Voici', audioUrl: 'https://ailleurs.example/piste.mp3' },
            { sender: 'user', text: 'Bonjour' },
          ],
        },
        400,
        'Requête invalide.',
      ],
      [{}, 400, 'Requête invalide.'],
    ]
    for (const [body, status, message] of cases) {
      const response = await context.app.request('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify(body),
      })
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message)
    }
    expect(CHAT_ERRORS.tooLong).toBe('Votre message dépasse 2 000 caractères : raccourcissez-le.')
  })

  test('AI_PROVIDER=none: unavailable status and 503', async () => {
    const off = await createTestApp({ seed: true, ai: { ...DEFAULT_AI_SETTINGS, provider: 'none' } })
    expect(await (await off.app.request('/api/chat/status')).json()).toEqual({
      available: false,
      name: 'Maestro Gombi',
    })
    const response = await postChat(off, [{ sender: 'user', text: 'Bonjour' }])
    expect(response.status).toBe(503)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(CHAT_ERRORS.unavailable)
    await off.close()
  })

  test('signed-in users keep their conversation on the server, and can clear it', async () => {
    const { cookie } = await signedInUser(context, 'Élève')
    await collect(await postChat(context, [{ sender: 'user', text: 'Quelle est la gamme de ré majeur ?' }], { cookie }))
    const history = (await (await context.app.request('/api/chat/history', { headers: { cookie } })).json()) as {
      messages: ChatMessage[]
    }
    expect(history.messages).toHaveLength(2)
    expect(history.messages[0]).toEqual({ sender: 'user', text: 'Quelle est la gamme de ré majeur ?' })
    expect(history.messages[1]!.text).toContain('fa dièse')
    expect((await context.app.request('/api/chat/history')).status).toBe(401)
    await context.app.request('/api/chat/history', { method: 'DELETE', headers: { cookie, origin: TEST_ORIGIN } })
    expect(
      (
        (await (await context.app.request('/api/chat/history', { headers: { cookie } })).json()) as {
          messages: unknown[]
        }
      ).messages,
    ).toEqual([])
  })
  test('per-IP rate limit answers 429 in French', async () => {
    await clearHits(context.limits, 'chat:ip:127.0.0.1')
    let last: Response | undefined
    for (let index = 0; index < 61; index++) last = await postChat(context, [{ sender: 'user', text: 'Bonjour' }])
    expect(last!.status).toBe(429)
    expect(((await last!.json()) as { error: { message: string } }).error.message).toBe(CHAT_ERRORS.rateLimited)
  })
})
