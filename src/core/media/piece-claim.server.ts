import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Proof that a composed piece was composed by whoever holds it. The composer's answer carries the
 * claim of its piece (an HMAC of the piece's URL with the server's secret); saving a piece to a
 * profile ("Mes créations") needs it. A piece composed by someone else, or a URL nobody composed,
 * has no claim its saver could know, so it cannot be saved and published under another name.
 * (Pieces are named by a hash of their request: someone who composes the same request gets the
 * same piece and its claim, and has indeed composed it.)
 */
export function pieceClaim(secret: string, url: string): string {
  return createHmac('sha256', secret).update(`piece:${url}`).digest('base64url').slice(0, 32)
}

export function isPieceClaim(secret: string, url: string, claim: string): boolean {
  const expected = Buffer.from(pieceClaim(secret, url))
  const given = Buffer.from(claim)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
