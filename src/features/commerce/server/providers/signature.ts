import { createHmac, timingSafeEqual } from 'node:crypto'
import { InvalidNotificationError } from './provider.ts'

export function hmacSha256Hex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex')
}

export function safeEqualHex(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(received, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Five minutes, as Stripe's libraries: an old signed notification replayed later is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/**
 * Stripe's scheme (also used by our test provider): header `t=<unix seconds>,v1=<hex>[,v1=...]`,
 * v1 = HMAC-SHA256(secret, `${t}.${payload}`), t within the tolerance of now.
 */
export function verifyTimestampedSignature(
  header: string | null,
  payload: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new InvalidNotificationError('missing signature')
  let timestamp: number | null = null
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map(item => item.trim())
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value)
    else if (key === 'v1' && value) signatures.push(value)
  }
  if (timestamp === null || signatures.length === 0) throw new InvalidNotificationError('malformed signature header')
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    throw new InvalidNotificationError('signature timestamp outside the tolerance')
  const expected = hmacSha256Hex(secret, `${timestamp}.${payload}`)
  if (!signatures.some(signature => safeEqualHex(expected, signature)))
    throw new InvalidNotificationError('signature mismatch')
}

/** Builds a header of that scheme (the test provider's notifications, and tests). */
export function timestampedSignature(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmacSha256Hex(secret, `${timestamp}.${payload}`)}`
}
