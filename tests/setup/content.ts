import type { Content } from '#content/content.ts'
import { readContent } from '#content/read-content.server.ts'

/**
 * The content/ folder as the seed reads it: what a freshly seeded test database holds. Under Vitest it
 * is read once per run in global setup (tests/setup/content-global.ts) and each file gets its own copy;
 * a script run outside Vitest (`npm run eval:tutor`) reads it itself.
 */
export const siteContent: Content = process.env.VITEST
  ? structuredClone((await import('vitest')).inject('siteContent'))
  : readContent()
