import { pieceClaim } from '#core/media/piece-claim.server.ts'
import type { ModelMessage } from 'ai'
import { stepCountIs, streamText, tool } from 'ai'
import { Hono } from 'hono'
import { z } from 'zod'
import { requireUser } from '#core/auth/guards.server.ts'
import type { ChatEnv } from './chat-env.ts'
import type { Database } from '#core/db/client.server.ts'
import type { SessionUser } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { countHit } from '#core/http/request-limit.server.ts'
import { getLabelOverview } from '#features/label/server/label.repo.ts'
import { CHAT_LIMITS, CHAT_TEXTS, type ChatMessage, type ComposeToolOutput } from '../chat.types.ts'
import { appendHistory, clearHistory, listHistory } from './chat.repo.ts'
import { systemPrompt } from './load-knowledge.server.ts'
import { isPaidProvider } from '#core/ai/model.server.ts'
import { resolveModel } from './providers/resolve-model.ts'
import { withSourceLink } from './providers/with-source-link.ts'
import { isProviderTimeout, withTimeout } from './providers/with-timeout.ts'
import { type CanRead, groundingPrompt, retrieve } from '../tutor/respond.ts'
import { isRelevant } from '../tutor/retrieval/search-index.ts'
import { answerComputed } from '../tutor/tutor.ts'
import { loadTutor, type LoadDocuments, SEARCH_INDEX_JOB } from './tutor-index.server.ts'

export const CHAT_ERRORS = {
  tooLong: `Votre message dépasse ${CHAT_LIMITS.messageLength.toLocaleString('fr-FR').replace(/\s/g, ' ')} caractères : raccourcissez-le.`,
  conversationTooLong: 'Cette conversation est trop longue : effacez-la pour en commencer une nouvelle.',
  empty: 'Écrivez une question avant d’envoyer.',
  rateLimited: 'Vous envoyez beaucoup de messages : patientez quelques minutes avant de réessayer.',
  budget: 'Le professeur a atteint sa limite de réponses pour aujourd’hui. Revenez demain !',
  unavailable: 'L’assistant est indisponible pour le moment.',
  timeout: 'Le professeur met trop de temps à répondre. Réessayez dans un instant.',
} as const

/** Per address and per account; mobile carriers share addresses, hence the higher per-IP figure. */
export const CHAT_RATE_LIMITS = {
  perIp: { max: 60, windowSeconds: 10 * 60 },
  perUser: { max: 30, windowSeconds: 10 * 60 },
}

const messageSchema = z.object({
  sender: z.enum(['user', 'ai']),
  text: z.string().max(8000),
  /** Only a piece of our composer (`/media/generated/<id>.mp3`): the history replays what it stores. */
  audioUrl: z
    .string()
    .max(500)
    .regex(
      /^\/media\/generated\/[a-z0-9-]{6,80}\.mp3$/,
      'Adresse de morceau invalide : seuls les morceaux composés ici sont acceptés.',
    )
    .optional(),
})
const bodySchema = z.object({ messages: z.array(messageSchema).min(1).max(200) })

const compositionSchema = z.object({
  prompt: z.string().min(1).max(500).describe('La demande de l’utilisateur, reformulée (tonalité, ambiance, style).'),
  style: z.string().max(60).describe('Style musical, par exemple Makossa, Afrobeat, Jazz, Pop.'),
  tempo: z.enum(['lent', 'moyen', 'rapide']).describe('lent (80 BPM), moyen (120 BPM) ou rapide (160 BPM).'),
  instruments: z.array(z.string().max(40)).max(8).describe('Instruments, par exemple ["Piano", "Basse", "Batterie"].'),
  voice: z.string().max(40).describe('Voix : « Aucune » pour un instrumental.'),
  duration: z.number().int().min(10).max(300).describe('Durée en secondes (60 par défaut).'),
})

function toModelMessages(messages: ChatMessage[]): ModelMessage[] {
  return messages.map(message =>
    message.sender === 'user'
      ? { role: 'user', content: message.text }
      : {
          role: 'assistant',
          content: message.audioUrl ? `${message.text} [morceau : ${message.audioUrl}]` : message.text,
        },
  )
}

const todayKey = () => new Date().toISOString().slice(0, 10)

/** Which paid lessons' text a user may be quoted (the courses feature knows; the server wires it in). */
export type ReadableLevels = (db: Database, user: SessionUser) => Promise<CanRead>

/**
 * The chat API. `loadDocuments` reads the lessons and blog articles the tutor answers from, and
 * `readableLevels` says whose paid lessons a signed-in user follows (they belong to other features,
 * so the server composes them in). Without it, and for anonymous visitors, no paid lesson is quoted.
 */
export const createChatRoutes = ({
  loadDocuments,
  readableLevels,
}: {
  loadDocuments: LoadDocuments
  readableLevels?: ReadableLevels
}) =>
  new Hono<ChatEnv>()
    .get('/status', async c => {
      const { info } = await getLabelOverview(c.var.db)
      return c.json({ available: c.var.ai.provider !== 'none', name: info.assistantName }, 200)
    })
    .get('/history', requireUser, async c => c.json({ messages: await listHistory(c.var.db, c.var.user!.id) }, 200))
    .delete('/history', requireUser, async c => {
      await clearHistory(c.var.db, c.var.user!.id)
      return c.json({ messages: [] as ChatMessage[] }, 200)
    })
    .post('/', async c => {
      const raw = await c.req.json().catch(() => null)
      const parsed = bodySchema.safeParse(raw)
      if (!parsed.success) throw new AppError('INVALID_INPUT', 'Requête invalide.')
      const messages = parsed.data.messages.map(m => ({
        sender: m.sender,
        text: m.text,
        ...(m.audioUrl ? { audioUrl: m.audioUrl } : {}),
      }))
      const last = messages.at(-1)!
      if (last.sender !== 'user' || last.text.trim() === '') throw new AppError('INVALID_INPUT', CHAT_ERRORS.empty)
      if (last.text.length > CHAT_LIMITS.messageLength) throw new AppError('PAYLOAD_TOO_LARGE', CHAT_ERRORS.tooLong)
      if (messages.length > CHAT_LIMITS.conversationLength)
        throw new AppError('INVALID_INPUT', CHAT_ERRORS.conversationTooLong)
      const { ai, db, logger } = c.var
      if (ai.provider === 'none') throw new AppError('UNAVAILABLE', CHAT_ERRORS.unavailable)

      const user = c.var.user
      const ipHits = await countHit(c.var.limits, `chat:ip:${c.var.clientIp}`, CHAT_RATE_LIMITS.perIp)
      const userHits = user ? await countHit(c.var.limits, `chat:user:${user.id}`, CHAT_RATE_LIMITS.perUser) : 0
      if (ipHits > CHAT_RATE_LIMITS.perIp.max || userHits > CHAT_RATE_LIMITS.perUser.max)
        throw new AppError('RATE_LIMITED', CHAT_ERRORS.rateLimited)
      if (isPaidProvider(ai)) {
        const spent = await countHit(c.var.limits, `chat:budget:${todayKey()}`, {
          max: ai.dailyBudget,
          windowSeconds: 86_400,
        })
        if (spent > ai.dailyBudget) throw new AppError('UNAVAILABLE', CHAT_ERRORS.budget)
      }

      // The index of the current content: kept, loaded from the `search.index` job's snapshot, or
      // built here (then the job is asked for a snapshot, for the other instances).
      const { jobs } = c.var
      const tutor = await loadTutor({
        db,
        instance: c.var.contentCache,
        generation: c.var.contentCache.currentGeneration(),
        loadDocuments,
        ...(jobs?.names.includes(SEARCH_INDEX_JOB)
          ? {
              onMissing: () =>
                void jobs
                  .enqueue(SEARCH_INDEX_JOB, {})
                  .catch((error: unknown) => logger.warn({ err: error }, 'search index job not enqueued')),
            }
          : {}),
      })
      const { knowledge } = tutor
      const canRead: CanRead = user && readableLevels ? await readableLevels(db, user) : () => false
      const resolved = resolveModel(ai, () => tutor, canRead)
      if (!resolved) throw new AppError('UNAVAILABLE', CHAT_ERRORS.unavailable)
      // A configured model is grounded in the same passages the built-in teacher answers from, and keeps their link.
      // A composition request is a tool call, not a question: nothing to ground.
      const grounding =
        isPaidProvider(ai) && answerComputed(last.text, knowledge)?.kind !== 'compose'
          ? retrieve(messages, tutor.index, canRead).hits.filter(isRelevant).slice(0, 4)
          : []
      const model = withSourceLink(resolved, grounding[0]?.passage.link)
      let composed: ComposeToolOutput | undefined

      const result = streamText({
        model: withTimeout(model, ai.timeoutMs),
        system: [systemPrompt(knowledge), groundingPrompt(grounding)].filter(Boolean).join('\n\n'),
        messages: toModelMessages(messages),
        maxRetries: 0,
        abortSignal: c.req.raw.signal,
        stopWhen: stepCountIs(3),
        tools: {
          composeMusic: tool({
            description:
              'Compose un morceau de musique original selon la demande de l’utilisateur et renvoie l’URL du fichier audio.',
            inputSchema: compositionSchema,
            execute: async (parameters): Promise<ComposeToolOutput> => {
              try {
                const piece = await c.var.composeMusic(parameters, {
                  clientIp: c.var.clientIp,
                  userId: user?.id,
                  signal: c.req.raw.signal,
                })
                composed = {
                  ok: true,
                  url: piece.url,
                  midiUrl: piece.midiUrl,
                  durationSeconds: piece.durationSeconds,
                  ...(piece.id ? { id: piece.id } : {}),
                  ...(piece.summary ? { summary: piece.summary } : {}),
                  ...(piece.notice ? { notice: piece.notice } : {}),
                  // Saving the piece to "Mes créations" needs it (see piece-claim.server.ts).
                  claim: pieceClaim((await c.var.auth.$context).secret, piece.url),
                }
              } catch (error) {
                // A refusal (past a limit, composer busy) says why in French; anything else is a failure.
                if (error instanceof AppError) composed = { ok: false, error: error.message }
                else {
                  logger.warn({ err: error }, 'composition failed')
                  composed = { ok: false, error: CHAT_TEXTS.compositionFailure }
                }
              }
              return composed
            },
          }),
        },
        onFinish: async ({ steps }) => {
          if (!user) return
          const text = steps
            .map(step => step.text)
            .join('')
            .trim()
          const saved: ChatMessage[] = [last]
          if (composed)
            saved.push(
              composed.ok
                ? { sender: 'ai', text: CHAT_TEXTS.compositionSuccess, audioUrl: composed.url }
                : { sender: 'ai', text: composed.error },
            )
          if (composed?.ok && composed.notice) saved.push({ sender: 'ai', text: composed.notice })
          if (text) saved.push({ sender: 'ai', text })
          await appendHistory(db, user.id, saved).catch((error: unknown) =>
            logger.warn({ err: error }, 'chat history not saved'),
          )
        },
        onError: ({ error }) => {
          logger.warn({ err: error, timedOut: isProviderTimeout(error) }, 'chat provider failed')
        },
      })
      return result.toUIMessageStreamResponse({
        onError: error => (isProviderTimeout(error) ? CHAT_ERRORS.timeout : CHAT_TEXTS.sendFailure),
      })
    })

export type ChatRoutes = ReturnType<typeof createChatRoutes>
