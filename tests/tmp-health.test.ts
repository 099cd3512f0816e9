import { expect, test } from 'vitest'
import { createLogger } from '#core/log/logger.server.ts'
import { ResponseCache } from '#core/http/response-cache.server.ts'
import { createApiApp } from '#server/app.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
test('health', async () => {
  const d = await createTestDatabase()
  const app = createApiApp({ db: d.db, logger: createLogger('silent'), contentCache: new ResponseCache() })
  const r = await app.request('/api/health'); expect(r.status).toBe(200)
  const r2 = await app.request('/api/artists/UPPER'); expect(r2.status).toBe(400); console.log(await r2.json())
  const r3 = await app.request('/api/artists/nobody'); expect(r3.status).toBe(404); console.log(await r3.json())
  const r4 = await app.request('/api/nothing'); expect(r4.status).toBe(404)
  await d.close()
})
