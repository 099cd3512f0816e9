import type { Logger } from '#core/log/logger.server.ts'
import type { MediaStore } from '#core/storage/media-store.server.ts'
import type { ComposeMusic } from '#features/chat/server/compose-music.ts'
import { compositionToGenerationRequest, describeRequest, withSeed } from '../music.request.ts'
import { musicianRequestSchema } from '../music.schemas.ts'
import { generatePiece, type ExternalGeneratorSettings } from './music-generator.server.ts'

/**
 * The composer behind the assistant's `composeMusic` tool: the tool's loose parameters become a
 * 'Musicien' request (spec §7: the chat uses that variant), checked like any request, then rendered
 * (or reused) exactly as `POST /api/music/compose` does.
 */
export function createAssistantComposer(options: {
  store: MediaStore
  logger: Logger
  external: ExternalGeneratorSettings | undefined
}): ComposeMusic {
  return async (parameters, signal) => {
    signal?.throwIfAborted()
    const request = withSeed(musicianRequestSchema.parse(compositionToGenerationRequest(parameters)))
    const piece = await generatePiece(
      { store: options.store, logger: options.logger, external: options.external },
      request,
    )
    return {
      url: piece.url,
      midiUrl: piece.midiUrl,
      durationSeconds: piece.durationSeconds,
      id: piece.id,
      summary: describeRequest(request),
    }
  }
}
