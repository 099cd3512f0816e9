import { AppError } from '#core/http/app-error.ts'
import { countHit, type LimitRule, type RequestLimitStore } from '#core/http/request-limit.server.ts'
import { MUSIC_LIMITS } from '../music.options.ts'

/**
 * What one asker may compose, whichever way they ask: the composer form (`POST /api/music/compose`)
 * and the chat's composeMusic tool count on the same counters. A new piece costs seconds of both
 * cores; replaying a stored piece costs nothing and is not counted, but is refused too once a limit
 * is reached.
 */
export const COMPOSITIONS_PER_IP: LimitRule = { max: 20, windowSeconds: 10 * 60 }
/** Mobile carriers share addresses: a day's figure that a classroom behind one address does not reach. */
export const COMPOSITIONS_PER_IP_PER_DAY: LimitRule = { max: 100, windowSeconds: 86_400 }
export const COMPOSITIONS_PER_ACCOUNT_PER_DAY: LimitRule = { max: 60, windowSeconds: 86_400 }

export const RATE_LIMITED_MESSAGE = 'Vous avez composé beaucoup de morceaux : réessayez dans quelques minutes.'
export const DAILY_LIMIT_MESSAGE = 'Vous avez composé beaucoup de morceaux aujourd’hui : revenez demain.'

/** Who asks: their address and, when signed in, their account. */
export type Composer = { clientIp: string; userId?: string | undefined }

/** Past a limit: 429 with how long to wait. */
export class CompositionLimitError extends AppError {
  readonly retryAfterSeconds: number
  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

type Counter = { key: string; rule: LimitRule; message: string }

function countersOf(who: Composer): Counter[] {
  return [
    { key: `compose:ip:${who.clientIp}`, rule: COMPOSITIONS_PER_IP, message: RATE_LIMITED_MESSAGE },
    { key: `compose:ip-day:${who.clientIp}`, rule: COMPOSITIONS_PER_IP_PER_DAY, message: DAILY_LIMIT_MESSAGE },
    ...(who.userId
      ? [
          {
            key: `compose:user-day:${who.userId}`,
            rule: COMPOSITIONS_PER_ACCOUNT_PER_DAY,
            message: DAILY_LIMIT_MESSAGE,
          },
        ]
      : []),
  ]
}

/** Refuses when a limit is already reached (before anything is looked up or rendered). */
export async function checkCompositionLimits(limits: RequestLimitStore, who: Composer): Promise<void> {
  for (const counter of countersOf(who))
    if ((await limits.count(counter.key)) >= counter.rule.max)
      throw new CompositionLimitError(counter.message, counter.rule.windowSeconds)
}

/** Counts a new piece about to be rendered; refuses when that goes past a limit. */
export async function countComposition(limits: RequestLimitStore, who: Composer): Promise<void> {
  for (const counter of countersOf(who))
    if ((await countHit(limits, counter.key, counter.rule)) > counter.rule.max)
      throw new CompositionLimitError(counter.message, counter.rule.windowSeconds)
}

/** The longest piece an asker may have: visitors without an account get a shorter one. */
export const maxDurationFor = (who: Composer): number =>
  who.userId ? MUSIC_LIMITS.durationSeconds.max : MUSIC_LIMITS.visitorDurationSeconds

export const visitorDurationNotice = (asked: number) =>
  `Sans compte, un morceau dure au plus ${MUSIC_LIMITS.visitorDurationSeconds} secondes : le vôtre en fait ${MUSIC_LIMITS.visitorDurationSeconds} au lieu de ${asked}. Connectez-vous pour aller jusqu’à ${MUSIC_LIMITS.durationSeconds.max} secondes.`
