import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { decodeAudio } from '#core/media/audio-decode.server.ts'
import { recordingTypeOf, sniffFile } from '#core/media/sniff.server.ts'
import { readMediaBytes } from '#core/storage/media-store.server.ts'
import { LEARNING_MESSAGES } from '../learning.access.ts'
import { REGRADE, regradeSung } from '../recording-grade.ts'
import { checkRecordingUpload, findRecording, getLevel, insertRecording } from './learning.repo.ts'

/**
 * Assessment recordings: with the student's consent, the browser records the microphone
 * while they play or sing a part of the assessment and sends the file once the attempt is graded.
 * It is kept in the media store under an unguessable name and only ever served through the API,
 * after checking who asks: the student, their teachers (teaching feature), the admins.
 */

/** 8 MB: a few minutes of Opus at the browser's default bitrate. */
export const MAX_RECORDING_BYTES = 8 * 1024 * 1024
export const RECORDING_BODY_LIMITS: Record<string, number> = {
  '/api/learning/recordings': MAX_RECORDING_BYTES + 64 * 1024,
}

/** Checks and stores one recording of the signed-in student's attempt; returns its id. */
export async function storeRecording(
  c: Context<AppEnv>,
  input: { attemptId: string; part: string; file: File | null },
): Promise<string> {
  const userId = c.var.user!.id
  const attempt = await checkRecordingUpload(c.var.db, userId, input.attemptId, input.part)
  const file = input.file
  if (!file || file.size === 0)
    throw new AppError('INVALID_INPUT', LEARNING_MESSAGES.recordingMissing, {
      file: LEARNING_MESSAGES.recordingMissing,
    })
  if (file.size > MAX_RECORDING_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', LEARNING_MESSAGES.recordingTooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const sniffed = recordingTypeOf(await sniffFile(bytes))
  if (!sniffed)
    throw new AppError('INVALID_INPUT', LEARNING_MESSAGES.recordingType, { file: LEARNING_MESSAGES.recordingType })
  const serverScore = await regradeRecording(c, attempt, input.part, bytes)
  // Under `private/`, a prefix the media routes never serve: read only through sendRecording.
  const key = `private/recordings/${randomBytes(18).toString('hex')}.${sniffed.ext}`
  await c.var.mediaStore.put(key, bytes, sniffed.type)
  const id = await insertRecording(c.var.db, {
    userId,
    attemptId: input.attemptId,
    disciplineId: attempt.disciplineId,
    levelId: attempt.levelId,
    part: input.part,
    mediaKey: key,
    contentType: sniffed.type,
    bytes: bytes.length,
    serverScore,
  })
  if (!id) {
    await c.var.mediaStore.remove([key])
    throw new AppError('CONFLICT', LEARNING_MESSAGES.recordingExists)
  }
  return id
}

/**
 * A sung part graded again from its recording (the teacher sees it beside the browser's mark); null
 * for the other parts, or when the audio cannot be decoded (the teacher still listens).
 */
async function regradeRecording(
  c: Context<AppEnv>,
  attempt: { disciplineId: string; levelId: string },
  partId: string,
  bytes: Uint8Array,
): Promise<number | null> {
  const level = await getLevel(c.var.db, attempt.disciplineId, attempt.levelId)
  const part = level.content.performance?.find(item => item.id === partId)
  if (part?.practice.kind !== 'sing') return null
  const samples = await decodeAudio(bytes, REGRADE.sampleRate)
  if (!samples) {
    c.var.logger.warn({ part: partId }, 'an assessment recording could not be decoded for grading')
    return null
  }
  return regradeSung(part, samples)?.score ?? null
}

/**
 * Sends a recording to a reader the caller has allowed (`mayRead` gets the student's id and the
 * recording's discipline). Private: never cached by a shared cache.
 */
export async function sendRecording(
  c: Context<AppEnv>,
  id: string,
  mayRead: (studentId: string, disciplineId: string) => boolean | Promise<boolean>,
): Promise<Response> {
  const row = await findRecording(c.var.db, id)
  if (!row) throw new AppError('NOT_FOUND', LEARNING_MESSAGES.unknownRecording)
  if (!(await mayRead(row.userId, row.disciplineId)))
    throw new AppError('FORBIDDEN', LEARNING_MESSAGES.recordingForbidden)
  const bytes = await readMediaBytes(c.var.mediaStore, row.mediaKey)
  if (!bytes) throw new AppError('NOT_FOUND', LEARNING_MESSAGES.unknownRecording)
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': row.contentType,
    'cache-control': 'private, no-store',
    'content-disposition': `inline; filename="evaluation-${row.part}.${row.mediaKey.split('.').pop()}"`,
  })
}
