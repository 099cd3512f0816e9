import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError, type ErrorBody } from '#core/http/app-error.ts'
import { countHit, isLimited, type LimitRule } from '#core/http/request-limit.server.ts'
import { validate } from '#core/http/validate.server.ts'
import { pieceClaim } from '#core/media/piece-claim.server.ts'
import { COMPOSE_FAILURE_MESSAGE, MUSIC_OPTIONS } from '../music.options.ts'
import { resolveAmateurRequest, withSeed, type GenerationRequest } from '../music.request.ts'
import { composeRequestSchema, type ComposeRequest } from '../music.schemas.ts'
import { generatePiece } from './music-generator.server.ts'

/**
 * Per address: a new piece costs about a second of CPU. Replaying a stored piece costs nothing and is
 * not counted, but is refused too once the limit is reached.
 */
export const COMPOSITIONS_PER_IP: LimitRule = { max: 20, windowSeconds: 10 * 60 }

const RATE_LIMITED_MESSAGE = 'Vous avez composé beaucoup de morceaux : réessayez dans quelques minutes.'

function toGenerationRequest(input: ComposeRequest): GenerationRequest {
  if (input.variant === 'amateur') return withSeed(resolveAmateurRequest(input))
  return withSeed(input)
}

export const musicRoutes = new Hono<AppEnv>()
  .get('/options', c => c.json(MUSIC_OPTIONS, 200))
  .post('/compose', validate('json', composeRequestSchema), async c => {
    const request = toGenerationRequest(c.req.valid('json'))
    const limitKey = `compose:ip:${c.var.clientIp}`
    if (await isLimited(c.var.limits, limitKey, COMPOSITIONS_PER_IP))
      throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE)
    try {
      const piece = await generatePiece(
        {
          store: c.var.mediaStore,
          logger: c.var.logger,
          external: c.var.musicGenerator,
          beforeRender: async () => {
            if ((await countHit(c.var.limits, limitKey, COMPOSITIONS_PER_IP)) > COMPOSITIONS_PER_IP.max) {
              throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE)
            }
          },
        },
        request,
      )
      const { id, url, midiUrl, durationSeconds } = piece
      // Saving the piece to a profile needs this claim (see piece-claim.server.ts).
      const claim = pieceClaim((await c.var.auth.$context).secret, url)
      return c.json({ id, url, midiUrl, durationSeconds, request: piece.request, claim }, 200)
    } catch (error) {
      if (error instanceof AppError) throw error
      c.var.logger.error({ err: error, requestId: c.var.requestId, request }, 'music composition failed')
      // The UI shows this exact text (spec §8).
      return c.json<ErrorBody>({ error: { code: 'INTERNAL', message: COMPOSE_FAILURE_MESSAGE } }, 500)
    }
  })

export type MusicRoutes = typeof musicRoutes
