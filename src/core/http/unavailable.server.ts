/**
 * A dependency that does not answer (PostgreSQL restarting or unreachable, Redis down) is not a bug
 * in the request: it is answered 503 with this message, and the next request tries again (the
 * database driver reconnects by itself).
 */
export const UNAVAILABLE_MESSAGE =
  'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.'

/** Network failures of the database driver (postgres.js) and of Node's sockets. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // Node's own, when a query is written on a pool socket that has just closed ("Socket is closed").
  'ERR_SOCKET_CLOSED',
  'ERR_SOCKET_CLOSED_BEFORE_CONNECTION',
  'ERR_STREAM_DESTROYED',
])

/**
 * PostgreSQL SQLSTATEs meaning "the server cannot serve you right now": class 08 (connection
 * exception), 57P01–57P03 (shutting down, crashed, starting up), 53300 (too many connections), and
 * its own time-outs on a live server: 55P03 (a lock not granted within `lock_timeout`) and 57014 (a
 * statement cancelled by `statement_timeout`), which a later try may well pass.
 */
const UNAVAILABLE_SQL_STATES = new Set(['57P01', '57P02', '57P03', '53300', '55P03', '57014'])
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQL_STATES.has(code)
}

/** Whether `error` (or anything in its cause chain, as ORMs wrap driver errors) is such a failure. */
export function isUnavailableDependency(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || isUnavailableSqlState(code))) return true
    if (current instanceof AggregateError && current.errors.some(inner => isUnavailableDependency(inner))) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
