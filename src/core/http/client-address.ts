/**
 * The caller's address: the socket's, or, when the socket is one of the trusted reverse proxies
 * (TRUSTED_PROXIES), the right-most address of X-Forwarded-For that is not itself a trusted proxy.
 * Anything a client writes to the left of that is ignored, so the header cannot be forged past the
 * proxy. Shared by the API (`clientIp` in app.ts) and the currency of the cached pages.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  const address = normalizeIp(socketAddress ?? '127.0.0.1')
  if (!trustedProxies.includes(address) || !forwardedFor) return address
  const hops = forwardedFor
    .split(',')
    .map(hop => normalizeIp(hop.trim()))
    .filter(Boolean)
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!
    if (!trustedProxies.includes(hop)) return /^[0-9a-f.:]{2,45}$/i.test(hop) ? hop : address
  }
  return address
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4. */
export function normalizeIp(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}
