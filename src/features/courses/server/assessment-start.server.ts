import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { appSecrets } from '#core/auth/auth-secret.table.ts'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { parseAbc } from '#lib/music/abc.ts'
import type { AssessmentPart } from '#lib/music/lesson-blocks.ts'
import { LEARNING_MESSAGES } from '../learning.access.ts'
import { targetsOf } from '../practice/scoring.ts'

/**
 * When a student opened the assessment, signed by the server: the page gets it with the questions and
 * sends it back with the answers. Performed parts cannot be played faster than their pieces last at
 * their tempo, so an answer that comes sooner after the opening than the parts it reports is no take
 * (issue 34). Nothing is stored: the signature (HMAC with a secret kept in the database, shared by
 * every instance) says the time is the server's own.
 */

/** An opening older than this is stale: the page is loaded again (and the questions with it). */
const START_VALID_HOURS = 24
/** A little less than the pieces' lengths, for clocks and the first notes played early. */
const REAL_TIME_SHARE = 0.9

const secrets = new WeakMap<Database, Promise<string>>()

function startSecret(db: Database): Promise<string> {
  let secret = secrets.get(db)
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appSecrets)
        .values({ name: 'assessment-start', value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing()
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.name, 'assessment-start'))
      if (!row) throw new Error('the assessment start secret could not be stored')
      return row.value
    })()
    secrets.set(db, secret)
    secret.catch(() => secrets.delete(db))
  }
  return secret
}

const signature = (secret: string, userId: string, level: string, openedAt: number) =>
  createHmac('sha256', secret).update(`${userId}\n${level}\n${openedAt}`).digest('base64url')

/** The token of an assessment opened at `openedAt` by this student: `<ms>.<signature>`. */
export async function assessmentStartToken(
  db: Database,
  userId: string,
  level: { disciplineId: string; levelId: string },
  openedAt = new Date(),
): Promise<string> {
  const at = openedAt.getTime()
  return `${at}.${signature(await startSecret(db), userId, `${level.disciplineId}/${level.levelId}`, at)}`
}

/** Seconds the performed parts last at their tempo, first note to last note's end. */
export function performedSeconds(parts: readonly Pick<AssessmentPart, 'practice'>[]): number {
  return parts.reduce((sum, part) => {
    const targets = targetsOf(parseAbc(part.practice.abc))
    return sum + Math.max(0, ...targets.map(target => target.start + target.length))
  }, 0)
}

/**
 * Refuses (400, in French) performed parts reported sooner after the assessment was opened than they
 * can be played, or without a genuine opening of this student's assessment.
 */
export async function requireRealTime(
  db: Database,
  input: {
    userId: string
    level: { disciplineId: string; levelId: string }
    token: string | undefined
    performed: readonly Pick<AssessmentPart, 'practice'>[]
    now?: Date
  },
) {
  if (input.performed.length === 0) return
  const now = input.now ?? new Date()
  const [atText = '', given = ''] = (input.token ?? '').split('.')
  const at = Number(atText)
  const expected = Number.isSafeInteger(at)
    ? signature(await startSecret(db), input.userId, `${input.level.disciplineId}/${input.level.levelId}`, at)
    : ''
  const genuine =
    expected.length > 0 &&
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  if (!genuine || at > now.getTime() || now.getTime() - at > START_VALID_HOURS * 3_600_000)
    throw new AppError('INVALID_INPUT', LEARNING_MESSAGES.reloadAssessment, {
      startToken: LEARNING_MESSAGES.reloadAssessment,
    })
  if (now.getTime() - at < performedSeconds(input.performed) * REAL_TIME_SHARE * 1000)
    throw new AppError('INVALID_INPUT', LEARNING_MESSAGES.fasterThanPlayed)
}
