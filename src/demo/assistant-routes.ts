import { CHAT_LIMITS, CHAT_TEXTS, type ChatMessage, type ComposeToolOutput } from '#features/assistant/chat.types.ts'
import { sampleKnowledge } from '#features/assistant/tutor/sample-knowledge.ts'
import type { TutorKnowledge } from '#features/assistant/tutor/knowledge.ts'
import type { ComposedPiece } from '#features/composer/music.api.ts'
import { COMPOSE_FAILURE_MESSAGE, MUSIC_OPTIONS } from '#features/composer/music.options.ts'
import {
  canonicalRequestText,
  compositionToGenerationRequest,
  resolveAmateurRequest,
  withSeed,
  type GenerationRequest,
} from '#features/composer/music.request.ts'
import { composeRequestSchema, musicianRequestSchema } from '#features/composer/music.schemas.ts'
import { PLAYLIST_LIMITS, PLAYLIST_TEXTS, type PlaylistSong } from '#features/playlists/playlist.types.ts'
import { rankSongs } from '#features/playlists/ranking.ts'
import { siteContent } from './site-content.ts'
import { z } from 'zod'
import { currentUser, requireDemoUser } from './account-routes.ts'
import { announceBankProgress } from '#core/ui/bank-progress.ts'
import type { ComposerJob, ComposerProgress, ComposerResult } from './composer.worker.ts'
import { events } from './content-routes.ts'
import { DemoError, delay, del, get, parseWith, post, type DemoRoute } from './demo-backend.ts'
import type { DemoStore } from './demo-store.ts'

/**
 * The assistant, the composer and the playlists of the demo, all in the browser: the built-in tutor
 * answers from the same sample data (spec §8 greeting and texts), the composer renders real pieces
 * in a Web Worker, and the playlist uses the server's built-in ranking.
 */

/** Where composed pieces are kept; the service worker serves `/media/generated/*` from it. */
export const GENERATED_CACHE = 'gombiste-generated'

let worker: Worker | null = null
let nextJob = 0
const jobs = new Map<number, { resolve: (result: ComposerResult) => void }>()

function composerWorker(): Worker {
  if (worker) return worker
  worker = new Worker(new URL('./composer.worker.ts', import.meta.url), { type: 'module' })
  worker.onmessage = (event: MessageEvent<ComposerResult | ComposerProgress>) => {
    if ('progress' in event.data) {
      announceBankProgress(event.data.progress)
      return
    }
    jobs.get(event.data.id)?.resolve(event.data)
    jobs.delete(event.data.id)
  }
  worker.onerror = () => {
    for (const job of jobs.values()) job.resolve({ id: -1, error: 'composer worker failed' })
    jobs.clear()
    worker = null
  }
  return worker
}

function render(request: GenerationRequest): Promise<ComposerResult> {
  const id = nextJob++
  return new Promise(resolve => {
    jobs.set(id, { resolve })
    composerWorker().postMessage({ id, request } satisfies ComposerJob)
  })
}

/** The piece's id, a hash of the request as on the server (music-generator.server.ts). */
async function pieceId(request: GenerationRequest): Promise<string> {
  const text = `builtin\n${canonicalRequestText(request)}`
  if (crypto.subtle) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
    return [...digest.slice(0, 16)].map(byte => byte.toString(16).padStart(2, '0')).join('')
  }
  // Plain-HTTP hosts have no SubtleCrypto: a 64-bit FNV-1a of the same text.
  let high = 0x811c9dc5
  let low = 0x01000193
  for (let index = 0; index < text.length; index++) {
    high = Math.imul(high ^ text.charCodeAt(index), 0x01000193) >>> 0
    low = Math.imul(low ^ text.charCodeAt(index), 0x811c9dc5) >>> 0
  }
  return `${high.toString(16).padStart(8, '0')}${low.toString(16).padStart(8, '0')}`
}

/**
 * Composes (or finds again) a piece. Once the service worker controls the page, the files go to
 * Cache Storage under the server's URLs, so they play, can be saved to the profile and survive a
 * reload; before that, the page gets blob: URLs that play until it is closed.
 */
export async function composeInBrowser(request: GenerationRequest): Promise<ComposedPiece> {
  const id = await pieceId(request)
  const url = `/media/generated/${id}.mp3`
  const midiUrl = `/media/generated/${id}.mid`
  const cache = 'caches' in window && navigator.serviceWorker?.controller ? await caches.open(GENERATED_CACHE) : null
  const stored = await cache?.match(url)
  if (stored) {
    return {
      id,
      url,
      midiUrl,
      durationSeconds: Number(stored.headers.get('x-duration-seconds')) || request.duration,
      request,
    }
  }
  const result = await render(request)
  if ('error' in result) throw new Error(result.error)
  const mp3 = new Blob([result.mp3], { type: 'audio/mpeg' })
  const midi = new Blob([new Uint8Array(result.midi)], { type: 'audio/midi' })
  if (!cache)
    return {
      id,
      url: URL.createObjectURL(mp3),
      midiUrl: URL.createObjectURL(midi),
      durationSeconds: result.durationSeconds,
      request,
    }
  const headers = { 'x-duration-seconds': String(result.durationSeconds) }
  await Promise.all([
    cache.put(url, new Response(mp3, { headers: { ...headers, 'content-type': 'audio/mpeg' } })),
    cache.put(midiUrl, new Response(midi, { headers: { ...headers, 'content-type': 'audio/midi' } })),
  ])
  return { id, url, midiUrl, durationSeconds: result.durationSeconds, request }
}

function knowledge(): TutorKnowledge {
  const today = new Date().toISOString().slice(0, 10)
  return {
    ...sampleKnowledge(siteContent, today),
    events: events()
      .filter(event => event.date >= today)
      .map(({ title, date, time, type, location, intervenant }) => ({
        title,
        date,
        time,
        type,
        location,
        intervenant,
      })),
  }
}

const chatBodySchema = z.object({
  messages: z
    .array(
      z.object({
        sender: z.enum(['user', 'ai']),
        text: z.string().max(20_000),
        audioUrl: z.string().max(2000).optional(),
      }),
    )
    .min(1),
})

/** The AI SDK UI message stream the chat panel reads (ui-stream.ts), as server-sent events. */
function uiStream(produce: (send: (chunk: Record<string, unknown>) => void) => Promise<void>): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (chunk: Record<string, unknown>) =>
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`))
      send({ type: 'start' })
      try {
        await produce(send)
      } catch {
        send({ type: 'error', errorText: CHAT_TEXTS.sendFailure })
      }
      send({ type: 'finish' })
      controller.enqueue(encoder.encode('data: [DONE]\n\n'))
      controller.close()
    },
  })
  return new Response(body, { headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' } })
}

function rememberForUser(store: DemoStore, messages: ChatMessage[]) {
  if (!currentUser(store)) return
  store.write(state => void (state.chat = [...state.chat, ...messages].slice(-CHAT_LIMITS.conversationLength)))
}

export function assistantRoutes(store: DemoStore): DemoRoute[] {
  return [
    get('/api/chat/status', () => ({ available: true, name: siteContent.label.assistantName })),
    get('/api/chat/history', () => {
      requireDemoUser(store)
      return { messages: store.read().chat }
    }),
    del('/api/chat/history', () => {
      requireDemoUser(store)
      store.write(state => void (state.chat = []))
      return { messages: [] as ChatMessage[] }
    }),
    post('/api/chat', request => {
      const { messages } = parseWith(chatBodySchema, request.body)
      const last = messages.at(-1)!
      if (last.sender !== 'user' || last.text.trim() === '')
        throw new DemoError('INVALID_INPUT', 'Votre message est vide.')
      if (last.text.length > CHAT_LIMITS.messageLength) {
        throw new DemoError('PAYLOAD_TOO_LARGE', `Votre message dépasse ${CHAT_LIMITS.messageLength} caractères.`)
      }
      const question: ChatMessage = { sender: 'user', text: last.text }
      return uiStream(async send => {
        await delay(300)
        const { demoReply } = await import('./demo-tutor.ts')
        const reply = demoReply(messages, knowledge())
        if (reply.kind === 'text') {
          // Word by word, as the server streams the built-in tutor.
          send({ type: 'text-start', id: 'text' })
          for (const word of reply.text.match(/\S+\s*/g) ?? []) {
            send({ type: 'text-delta', id: 'text', delta: word })
            await delay(8)
          }
          send({ type: 'text-end', id: 'text' })
          rememberForUser(store, [question, { sender: 'ai', text: reply.text }])
          return
        }
        const toolCallId = `demo-${Date.now()}`
        send({ type: 'tool-input-available', toolCallId, toolName: 'composeMusic', input: reply.parameters })
        let output: ComposeToolOutput
        try {
          const generation = withSeed(musicianRequestSchema.parse(compositionToGenerationRequest(reply.parameters)))
          const piece = await composeInBrowser(generation)
          output = { ok: true, url: piece.url, midiUrl: piece.midiUrl, durationSeconds: piece.durationSeconds }
        } catch (error) {
          console.error('demo composer:', error)
          output = { ok: false, error: CHAT_TEXTS.compositionFailure }
        }
        send({ type: 'tool-output-available', toolCallId, output })
        rememberForUser(store, [
          question,
          output.ok
            ? { sender: 'ai', text: CHAT_TEXTS.compositionSuccess, audioUrl: output.url }
            : { sender: 'ai', text: CHAT_TEXTS.compositionFailure },
        ])
      })
    }),
    get('/api/music/options', () => MUSIC_OPTIONS),
    post('/api/music/compose', async request => {
      const input = parseWith(composeRequestSchema, request.body)
      const generation = withSeed(input.variant === 'amateur' ? resolveAmateurRequest(input) : input)
      try {
        return await composeInBrowser(generation)
      } catch (error) {
        console.error('demo composer:', error)
        throw new DemoError('UNAVAILABLE', COMPOSE_FAILURE_MESSAGE)
      }
    }),
    post('/api/generate-playlist', async request => {
      const { userInput, allSongs } = parseWith(
        z.object({
          userInput: z.string().trim().min(1, 'Décrivez l’ambiance souhaitée.').max(PLAYLIST_LIMITS.inputLength),
          allSongs: z
            .array(z.looseObject({ id: z.union([z.string(), z.number()]).optional(), title: z.string() }))
            .min(1)
            .max(PLAYLIST_LIMITS.songs),
        }),
        request.body,
      )
      await delay(200, request.signal)
      const playlist = rankSongs(userInput, allSongs as PlaylistSong[], PLAYLIST_LIMITS.playlistLength)
      return playlist.length > 0 ? { playlist } : { playlist, message: PLAYLIST_TEXTS.noMatch }
    }),
  ]
}
