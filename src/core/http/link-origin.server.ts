import { AsyncLocalStorage } from 'node:async_hooks'
import { hostname, networkInterfaces } from 'node:os'

/**
 * Which origin the site's absolute links (canonical and Open Graph tags, sitemap, calendar feeds,
 * links in emails) point to.
 *
 * With `PUBLIC_URL` set, always that one. Without it, the request's own origin, which comes from
 * the `Host` header, i.e. from the client. That is right for the answer to that request (whoever
 * sends `Host: evil.example` gets links to evil.example, to themselves), and wrong for anything
 * kept or sent to someone else:
 * - a cached page is keyed by its host, and only the hosts this server knows are its own are cached
 *   (`isOwnHost`), so one host's links never reach another host's visitors and a stream of invented
 *   hosts cannot fill the cache;
 * - an email goes to a third person (a password-reset link for someone else's address), so its links
 *   use the request's origin only when the host is one of ours, and the fallback otherwise.
 *
 * Our hosts: `localhost` (and `*.localhost`), loopback addresses, this machine's own addresses and
 * name, and the names listed in `ALLOWED_HOSTS`.
 */
export type LinkOrigins = {
  /** `PUBLIC_URL`, when set. */
  readonly configured: string | undefined
  /** Where links point when the request's host is not known to be ours (`http://localhost:PORT`). */
  readonly fallback: string
  /** The origin of links in the answer to a request at `url` (the configured one, or the request's). */
  forResponse(url: string): string
  /** The origin of links sent to someone else (emails): the request's only when its host is ours. */
  forMail(url: string): string
  /** Whether an answer made for this request may be cached and served to other visitors. */
  cacheable(url: string): boolean
  /** What distinguishes cached pages of different hosts ('' when PUBLIC_URL fixes every link). */
  cacheScope(host: string | undefined): string
  isOwnHost(host: string): boolean
}

export function createLinkOrigins(options: {
  publicUrl: string | undefined
  fallback: string
  allowedHosts?: readonly string[]
}): LinkOrigins {
  const allowed = new Set((options.allowedHosts ?? []).map(host => host.toLowerCase()))
  let machine: Set<string> | undefined
  const machineNames = () => {
    if (!machine) {
      machine = new Set([hostname().toLowerCase()])
      for (const addresses of Object.values(networkInterfaces()))
        for (const address of addresses ?? []) machine.add(address.address.toLowerCase())
    }
    return machine
  }
  const isOwnHost = (host: string) => {
    // `host` is a URL's hostname: lower case, IPv6 in brackets.
    const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1')
    if (name === 'localhost' || name.endsWith('.localhost')) return true
    if (/^127\.\d+\.\d+\.\d+$/.test(name) || name === '::1') return true
    return allowed.has(name) || machineNames().has(name)
  }
  const originOf = (url: string) => {
    try {
      return new URL(url)
    } catch {
      return undefined
    }
  }
  return {
    configured: options.publicUrl,
    fallback: options.fallback,
    forResponse: url => options.publicUrl ?? originOf(url)?.origin ?? options.fallback,
    forMail: url => {
      if (options.publicUrl) return options.publicUrl
      const parsed = originOf(url)
      return parsed && isOwnHost(parsed.hostname) ? parsed.origin : options.fallback
    },
    cacheable: url => {
      if (options.publicUrl) return true
      const parsed = originOf(url)
      return parsed !== undefined && isOwnHost(parsed.hostname)
    },
    cacheScope: host => (options.publicUrl ? '' : (host ?? '').toLowerCase()),
    isOwnHost,
  }
}

/**
 * The email link origin of the request being handled, for code that runs deep inside a library
 * (better-auth's email callbacks get no request of ours): set by the API around each request.
 */
export const mailOriginStorage = new AsyncLocalStorage<string>()
