/**
 * The one error type of the API. Repos and guards throw it; `onError` maps it to
 * `{ error: { code, message } }` with the status below. Messages are French when a user sees them.
 */
export const ERROR_STATUS = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export type ErrorBody = { error: { code: ErrorCode | 'INTERNAL'; message: string; fields?: Record<string, string> } }

/**
 * The message of a 400 that names fields: the one field's own message, or the first and how many more.
 * A page that cannot show a field beside its input (a field it does not have) still says what is wrong.
 */
export function invalidInputMessage(fields: Record<string, string> = {}): string {
  const messages = Object.values(fields)
  if (messages.length === 0) return 'Requête invalide.'
  const more = messages.length - 1
  return more === 0
    ? messages[0]!
    : `${messages[0]} (et ${more} autre${more > 1 ? 's' : ''} champ${more > 1 ? 's' : ''} à corriger)`
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields: Record<string, string> | undefined
  constructor(code: ErrorCode, message: string, fields?: Record<string, string>, options?: ErrorOptions) {
    super(message, options)
    this.name = 'AppError'
    this.code = code
    this.fields = fields
  }
  get status() {
    return ERROR_STATUS[this.code]
  }
}

/** Thrown by the browser API client when the server answered with an error body. */
export class ApiError extends Error {
  readonly code: string
  readonly status: number
  /** The server's message for each invalid field, when it named them. */
  readonly fields: Record<string, string> | undefined
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
  }
}
