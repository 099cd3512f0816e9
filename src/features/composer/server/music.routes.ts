import { Hono } from 'hono'
import { sessionMiddleware } from '#core/auth/guards.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError, type ErrorBody } from '#core/http/app-error.ts'
import { validate } from '#core/http/validate.server.ts'
import { pieceClaim } from '#core/media/piece-claim.server.ts'
import { COMPOSE_FAILURE_MESSAGE, MUSIC_OPTIONS } from '../music.options.ts'
import { resolveAmateurRequest, unknownStyleNotice, unknownStyleOf, withSeed } from '../music.request.ts'
import { composeRequestSchema, type ComposeRequest } from '../music.schemas.ts'
import {
  checkCompositionLimits,
  type Composer,
  CompositionLimitError,
  countComposition,
  maxDurationFor,
  visitorDurationNotice,
} from './composition-limits.server.ts'
import { generatePiece } from './music-generator.server.ts'
import { ComposerBusyError } from './render-queue.server.ts'

export { COMPOSITIONS_PER_IP } from './composition-limits.server.ts'

/**
 * The request to render, its duration capped for the asker; `notice` says what was changed and why (a
 * shorter piece, a style played instead of one the composer does not know).
 */
function toGenerationRequest(input: ComposeRequest, maxDuration: number) {
  const resolved = input.variant === 'amateur' ? resolveAmateurRequest(input) : input
  const unknown = input.variant === 'amateur' && !input.style ? unknownStyleOf(input.prompt) : undefined
  const notices = [
    ...(unknown ? [unknownStyleNotice(unknown)] : []),
    ...(resolved.duration > maxDuration ? [visitorDurationNotice(resolved.duration)] : []),
  ]
  return {
    request: withSeed({ ...resolved, duration: Math.min(resolved.duration, maxDuration) }),
    ...(notices.length ? { notice: notices.join(' ') } : {}),
  }
}

/** A refusal that says when to come back: past a limit (429) or with the composer's line full (503). */
export function refusalWithRetry(error: unknown): Response | undefined {
  if (!(error instanceof CompositionLimitError) && !(error instanceof ComposerBusyError)) return undefined
  const body: ErrorBody = { error: { code: error.code, message: error.message } }
  return Response.json(body, {
    status: error.status,
    headers: { 'retry-after': String(error.retryAfterSeconds), 'cache-control': 'no-store' },
  })
}

/** Answered when the asker has gone: nobody reads it (nginx's "client closed request"). */
const clientGone = () => new Response(null, { status: 499 })

export const musicRoutes = new Hono<AppEnv>()
  .get('/options', c => c.json(MUSIC_OPTIONS, 200))
  .post('/compose', sessionMiddleware, validate('json', composeRequestSchema), async c => {
    const who: Composer = { clientIp: c.var.clientIp, userId: c.var.user?.id }
    const { request, notice } = toGenerationRequest(c.req.valid('json'), maxDurationFor(who))
    const signal = c.req.raw.signal
    try {
      await checkCompositionLimits(c.var.limits, who)
      const piece = await generatePiece(
        {
          store: c.var.mediaStore,
          logger: c.var.logger,
          external: c.var.musicGenerator,
          beforeRender: () => countComposition(c.var.limits, who),
          signal,
        },
        request,
      )
      const { id, url, midiUrl, durationSeconds } = piece
      // Saving the piece to a profile needs this claim (see piece-claim.server.ts).
      const claim = pieceClaim((await c.var.auth.$context).secret, url)
      return c.json(
        { id, url, midiUrl, durationSeconds, request: piece.request, claim, ...(notice ? { notice } : {}) },
        200,
      )
    } catch (error) {
      if (signal.aborted) return clientGone()
      const refusal = refusalWithRetry(error)
      if (refusal) return refusal
      if (error instanceof AppError) throw error
      c.var.logger.error({ err: error, requestId: c.var.requestId, request }, 'music composition failed')
      // The UI shows this exact text (spec §8).
      return c.json<ErrorBody>({ error: { code: 'INTERNAL', message: COMPOSE_FAILURE_MESSAGE } }, 500)
    }
  })

export type MusicRoutes = typeof musicRoutes
