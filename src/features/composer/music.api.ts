import { getJson, sendJson } from '#core/http/api-client.ts'
import type { MusicOptions } from './music.options.ts'
import type { GenerationRequest } from './music.request.ts'
import type { ComposeRequestInput } from './music.schemas.ts'

/** The answer of `POST /api/music/compose`: where the piece and its score are, and the request as understood. */
export type ComposedPiece = {
  id: string
  /** `/media/generated/<id>.mp3` */
  url: string
  /** `/media/generated/<id>.mid` */
  midiUrl: string
  durationSeconds: number
  request: GenerationRequest
  /** Proof that this visitor composed it: saving it to the profile needs it (absent in the demo). */
  claim?: string
  /** What was changed from the request and why (a visitor's shorter piece, a style chosen instead), in French. */
  notice?: string
}

/** What the composer form offers (keys, rhythms, instruments, voices, versions, limits, defaults). */
export const getMusicOptions = () => getJson<MusicOptions>('/api/music/options')

/** Composes a piece ('amateur' or 'musicien' variant); rejects with an ApiError naming invalid fields. */
export const composeMusic = (input: ComposeRequestInput) => sendJson<ComposedPiece>('POST', '/api/music/compose', input)
