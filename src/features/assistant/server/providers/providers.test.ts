import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { clearHits } from '#core/http/request-limit.server.ts'
import { startProviderPeer, type ProviderPeer } from '#tests/peers/ai-provider-peer.ts'
import { createTestApp } from '#tests/setup/test-app.ts'
import { CHAT_TEXTS } from '../../chat.types.ts'
import { CHAT_ERRORS } from '../chat.routes.ts'
import { collect, postChat } from '../chat.routes.test-helpers.ts'
import type { CompositionParameters } from '../compose-music.ts'

let peer: ProviderPeer
let context: Awaited<ReturnType<typeof createTestApp>>
const composed: CompositionParameters[] = []

beforeAll(async () => {
  peer = await startProviderPeer()
  context = await createTestApp({
    seed: true,
    ai: {
      provider: 'openai-compatible',
      baseUrl: `${peer.url}/v1`,
      apiKey: 'test-key-123',
      model: 'loopback-model',
      geminiApiKey: undefined,
      timeoutMs: 1500,
      dailyBudget: 1000,
    },
    composeMusic: async parameters => {
      composed.push(parameters)
      return {
        url: '/media/generated/loopback.mp3',
        midiUrl: '/media/generated/loopback.mid',
        durationSeconds: parameters.duration,
      }
    },
  })
})
afterAll(async () => {
  await context.close()
  await peer.close()
})
beforeEach(async () => {
  peer.requests.length = 0
  await clearHits(context.limits, 'chat:ip:127.0.0.1')
})

describe('the OpenAI-compatible adapter against a loopback provider', () => {
  test('streams the answer, sends the key and the grounded system prompt', async () => {
    peer.script({ kind: 'text', chunks: ['La gamme', ' de do', ' majeur', ' : do, ré, mi.'] })
    const { events, text } = await collect(
      await postChat(context, [{ sender: 'user', text: 'La gamme de do majeur ?' }]),
    )
    // The model left the source out: the link of the passage it was given is kept at the end.
    expect(text).toBe(
      'La gamme de do majeur : do, ré, mi.\n\nPour aller plus loin : Cours Musicologie — Initiation (/academie/musicologie/debutant)',
    )
    expect(events.filter(event => event.type === 'text').length).toBeGreaterThanOrEqual(2)
    const [request] = peer.requests
    expect(request!.path).toBe('/v1/chat/completions')
    expect(request!.headers.authorization).toBe('Bearer test-key-123')
    expect(request!.body).toMatchObject({ model: 'loopback-model', stream: true })
    const messages = request!.body.messages as { role: string; content: string }[]
    expect(messages[0]!.role).toBe('system')
    expect(messages[0]!.content).toContain('Maestro Gombi')
    expect(messages[0]!.content).toContain('Pack Individuel : 120 € / 80000 FCFA par mois')
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'La gamme de do majeur ?' })
    expect((request!.body.tools as { function: { name: string } }[])[0]!.function.name).toBe('composeMusic')
  })

  test('the retrieved passages go into the prompt, and a model that cites its source keeps it', async () => {
    peer.script({
      kind: 'text',
      chunks: [
        'Respire par le ventre.',
        '\n\nPour aller plus loin : Cours Chant — Débutant (/academie/chant/debutant)',
      ],
    })
    const { text } = await collect(
      await postChat(context, [{ sender: 'user', text: 'Comment bien respirer quand je chante ?' }]),
    )
    const system = (peer.requests[0]!.body.messages as { role: string; content: string }[])[0]!.content
    expect(system).toContain('# Passages pertinents')
    expect(system).toContain(
      '[1] Comment bien respirer quand je chante ? — source : Cours Chant — Débutant (/academie/chant/debutant)',
    )
    expect(system).toContain('respire « par le ventre »')
    // Cited once, not twice.
    expect(text.match(/Pour aller plus loin/g)).toHaveLength(1)
    expect(text).toContain('(/academie/chant/debutant)')
  })

  test('an unrelated question sends no passage', async () => {
    peer.script({ kind: 'text', chunks: ['Je ne sais pas.'] })
    const { text } = await collect(await postChat(context, [{ sender: 'user', text: 'Comment cuisiner le ndolé ?' }]))
    const system = (peer.requests[0]!.body.messages as { role: string; content: string }[])[0]!.content
    expect(system).not.toContain('Passages pertinents')
    expect(text).toBe('Je ne sais pas.')
  })

  test('tool-call round trip: composeMusic runs on the server, its result goes back to the model and the browser', async () => {
    const args = {
      prompt: 'Morceau lent en ré mineur',
      style: 'Jazz',
      tempo: 'lent',
      instruments: ['Piano'],
      voice: 'Aucune',
      duration: 30,
    }
    peer.script({ kind: 'tool', name: 'composeMusic', args }, { kind: 'text', chunks: ['Voilà', ' ton morceau !'] })
    const { events, text } = await collect(
      await postChat(context, [{ sender: 'user', text: 'Compose un morceau lent au piano' }]),
    )
    expect(composed.at(-1)).toEqual(args)
    expect(events.map(event => event.type)).toContain('composing')
    expect(events).toContainEqual({
      type: 'composed',
      output: {
        ok: true,
        url: '/media/generated/loopback.mp3',
        midiUrl: '/media/generated/loopback.mid',
        durationSeconds: 30,
        claim: expect.stringMatching(/^[\w-]{32}$/),
      },
    })
    expect(text).toBe('Voilà ton morceau !')
    expect(peer.requests).toHaveLength(2)
    const second = peer.requests[1]!.body.messages as { role: string; content: string; tool_call_id?: string }[]
    const toolMessage = second.find(message => message.role === 'tool')
    expect(toolMessage?.tool_call_id).toBe('call_1')
    expect(toolMessage?.content).toContain('/media/generated/loopback.mp3')
  })

  test('a provider error becomes the French failure message', async () => {
    peer.script({ kind: 'error', status: 500, message: 'upstream exploded' })
    const { events } = await collect(await postChat(context, [{ sender: 'user', text: 'Bonjour' }]))
    expect(events).toContainEqual({ type: 'error', message: CHAT_TEXTS.sendFailure })
    expect(JSON.stringify(events)).not.toContain('exploded')
  })

  test('a provider that never answers times out with a French message, without hanging', async () => {
    peer.script({ kind: 'hang' })
    const started = Date.now()
    const { events } = await collect(await postChat(context, [{ sender: 'user', text: 'Bonjour' }]))
    expect(Date.now() - started).toBeLessThan(5000)
    expect(events).toContainEqual({ type: 'error', message: CHAT_ERRORS.timeout })
  })

  test('the daily budget of paid calls stops the assistant with a French message', async () => {
    const today = new Date().toISOString().slice(0, 10)
    await clearHits(context.limits, `chat:budget:${today}`)
    const saved = context.ai.dailyBudget
    context.ai.dailyBudget = 1
    try {
      expect((await postChat(context, [{ sender: 'user', text: 'Bonjour' }])).status).toBe(200)
      const refused = await postChat(context, [{ sender: 'user', text: 'Encore' }])
      expect(refused.status).toBe(503)
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(CHAT_ERRORS.budget)
    } finally {
      context.ai.dailyBudget = saved
      await clearHits(context.limits, `chat:budget:${today}`)
    }
  })
})

describe('the Gemini adapter against a loopback provider', () => {
  test('streams text from streamGenerateContent with the key in the header', async () => {
    const gemini = await createTestApp({
      seed: true,
      ai: {
        provider: 'gemini',
        baseUrl: `${peer.url}/v1beta`,
        apiKey: undefined,
        model: 'gemini-test',
        geminiApiKey: 'gemini-key-456',
        timeoutMs: 1500,
        dailyBudget: 1000,
      },
    })
    try {
      peer.script({ kind: 'text', chunks: ['Do, ', 'mi, ', 'sol.'] })
      const { text } = await collect(await postChat(gemini, [{ sender: 'user', text: 'Accord de do ?' }]))
      expect(text).toMatch(/^Do, mi, sol\.\n\nPour aller plus loin : .+ \(\/academie\/.+\)$/)
      const system = JSON.stringify(peer.requests.at(-1)!.body)
      expect(system).toContain('Passages pertinents')
      expect(system).toContain('Un accord est un ensemble d’au moins trois notes')
      const request = peer.requests.at(-1)!
      expect(request.path).toBe('/v1beta/models/gemini-test:streamGenerateContent')
      expect(request.headers['x-goog-api-key']).toBe('gemini-key-456')
    } finally {
      await gemini.close()
    }
  })
})
