import type { RequestLimitStore } from '#core/http/request-limit.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { MediaStore } from '#core/storage/media-store.server.ts'
import {
  type CompositionParameters,
  compositionToGenerationRequest,
  describeRequest,
  unknownStyleNotice,
  unknownStyleOf,
  withSeed,
} from '../music.request.ts'
import { musicianRequestSchema } from '../music.schemas.ts'
import {
  checkCompositionLimits,
  type Composer,
  countComposition,
  maxDurationFor,
  visitorDurationNotice,
} from './composition-limits.server.ts'
import { generatePiece, type ExternalGeneratorSettings } from './music-generator.server.ts'
import type { RenderQueue } from './render-queue.server.ts'

/**
 * The composer behind the assistant's `composeMusic` tool: the tool's loose parameters become a
 * 'Musicien' request (spec §7: the chat uses that variant), checked like any request, then rendered
 * (or reused) exactly as `POST /api/music/compose` does: the same limits per address, account and day,
 * the same shorter pieces for visitors, the same line of pieces in flight. src/server/services.ts hands it
 * to the assistant, whose `ComposeMusic` type checks there that the two agree.
 */
export function createAssistantComposer(options: {
  store: MediaStore
  logger: Logger
  external: ExternalGeneratorSettings | undefined
  limits: RequestLimitStore
  queue?: RenderQueue
}) {
  return async (parameters: CompositionParameters, caller: Composer & { signal?: AbortSignal }) => {
    const { signal } = caller
    signal?.throwIfAborted()
    const who: Composer = { clientIp: caller.clientIp, userId: caller.userId }
    const asked = musicianRequestSchema.parse(compositionToGenerationRequest(parameters))
    const max = maxDurationFor(who)
    const request = withSeed({ ...asked, duration: Math.min(asked.duration, max) })
    const prompt = typeof parameters.prompt === 'string' ? parameters.prompt : ''
    const unknown = unknownStyleOf(prompt, parameters.style)
    const notices = [
      ...(unknown ? [unknownStyleNotice(unknown)] : []),
      ...(asked.duration > max ? [visitorDurationNotice(asked.duration)] : []),
    ]
    await checkCompositionLimits(options.limits, who)
    const piece = await generatePiece(
      {
        store: options.store,
        logger: options.logger,
        external: options.external,
        beforeRender: () => countComposition(options.limits, who),
        ...(signal ? { signal } : {}),
        ...(options.queue ? { queue: options.queue } : {}),
      },
      request,
    )
    return {
      url: piece.url,
      midiUrl: piece.midiUrl,
      durationSeconds: piece.durationSeconds,
      id: piece.id,
      summary: describeRequest(request),
      ...(notices.length ? { notice: notices.join(' ') } : {}),
    }
  }
}
