import { stat } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import type { MiddlewareHandler } from 'hono'

/** One byte range, the only form served: `bytes=0-99`, `bytes=100-`, `bytes=-500`. */
const SINGLE_RANGE = /^bytes=(?:\d+-\d*|-\d+)$/

/**
 * Range requests as RFC 9110 says, in front of the static file handler (which reads any malformed
 * `Range` as "from byte 0" and answers 206 with the whole file, and ignores `If-Range`):
 * - a `Range` that is not one valid byte range is ignored: 200 with the whole file (§14.2);
 * - with `If-Range`, the range is served only when the validator matches the file's current
 *   `Last-Modified` (we send no ETag, so an entity-tag never matches); otherwise 200 with the whole
 *   file (§13.1.5);
 * - a valid range beyond the end stays 416 with `Content-Range: bytes *\/size` (the handler's own).
 * `fileOf` maps the request path to the file on disk (undefined when it is not one of ours).
 */
export function guardRanges(fileOf: (path: string) => string | undefined): MiddlewareHandler {
  return async (c, next) => {
    const range = c.req.header('range')
    if (range === undefined || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    let keep = SINGLE_RANGE.test(range.trim())
    const ifRange = c.req.header('if-range')
    if (keep && ifRange !== undefined) {
      const file = fileOf(c.req.path)
      const modified = file
        ? await stat(file).then(
            stats => stats.mtime.toUTCString(),
            () => undefined,
          )
        : undefined
      keep = modified !== undefined && ifRange.trim() === modified
    }
    if (!keep) c.req.raw.headers.delete('range')
    return next()
  }
}

/** The file under `root` for a URL path below `prefix`, never outside `root`. */
export function fileUnder(root: string, prefix: string, path: string): string | undefined {
  let relative: string
  try {
    relative = decodeURIComponent(path.slice(prefix.length))
  } catch {
    return undefined
  }
  const file = resolve(root, `.${sep}${relative}`)
  return file.startsWith(root + sep) ? file : undefined
}
