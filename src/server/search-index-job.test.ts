import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { clearHits } from '#core/http/request-limit.server.ts'
import { collect, postChat } from '#features/assistant/server/chat.routes.test-helpers.ts'
import { searchIndexSnapshots } from '#features/assistant/server/search-index.table.ts'
import { tutorIndexStats } from '#features/assistant/server/tutor-index.server.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp, jsonRequest } from '#tests/setup/test-app.ts'
import { defineSearchIndexJob } from './jobs.ts'
import { lessonSections } from './tutor-sources.ts'

// Two instances of the site on one database: `first` runs the job queue (with the search.index job),
// `second` only answers. Without Redis in tests, the message that tells an instance another one
// changed content is given by hand (`dropAll`, what src/core/http/cache-bus.server.ts does).
let first: Awaited<ReturnType<typeof createTestApp>>
let second: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  first = await createTestApp({
    seed: true,
    jobs: { define: (queue, services) => defineSearchIndexJob(queue, services) },
  })
  second = await createTestApp({ database: first.database })
  admin = await signedInUser(first, ROLES.admin)
}, 240_000)
afterAll(async () => {
  await second?.close()
  await first?.close()
})

// Asked by an admin, who may read every paid lesson: the lessons' text is what these tests index.
async function ask(context: typeof first, question: string) {
  await clearHits(context.limits, 'chat:ip:127.0.0.1')
  return (await collect(await postChat(context, [{ sender: 'user', text: question }], { cookie: admin.cookie }))).text
}

async function storedFingerprint() {
  const [row] = await first.db.select({ fingerprint: searchIndexSnapshots.fingerprint }).from(searchIndexSnapshots)
  return row?.fingerprint
}

async function waitForSnapshot(other?: string) {
  const deadline = Date.now() + 30_000
  for (;;) {
    const fingerprint = await storedFingerprint()
    if (fingerprint && fingerprint !== other) return fingerprint
    if (Date.now() > deadline) throw new Error('the search.index job stored no snapshot')
    await new Promise(resolve => setTimeout(resolve, 200))
  }
}

describe('search index updates (the search.index job)', { timeout: 120_000 }, () => {
  test('without a snapshot an instance builds its index itself, and asks the job for one', async () => {
    expect(await storedFingerprint()).toBeUndefined()
    // `second` has no queue: it builds and answers at once.
    expect(await ask(second, 'Quel est l’ordre des bémols ?')).toContain('si, mi, la, ré, sol, do, fa')
    expect(tutorIndexStats(second.contentCache)).toEqual({ built: 1, restored: 0, reused: 0 })
    // `first` builds too, and enqueues the job, which stores the snapshot for everyone.
    await ask(first, 'Bonjour')
    expect(tutorIndexStats(first.contentCache).built).toBe(1)
    await waitForSnapshot()
  })

  test('after an admin write the job stores the new index and the other instance loads it without building', async () => {
    const before = await storedFingerprint()
    const question = 'Qu’est-ce que le ngoni de Foumban ?'
    const response = await jsonRequest(
      first,
      'POST',
      '/api/admin/blog/posts',
      {
        title: 'Le ngoni de Foumban',
        excerpt: 'Une harpe-luth des artisans de Foumban.',
        category: 'Culture',
        author: 'Awa Ngo',
        content:
          '## Une harpe-luth\n\nLe ngoni de Foumban est une harpe-luth à six cordes tendues sur une calebasse couverte de peau de chèvre.',
        imageUrl: '/media/uploads/images/blog/ngoni-0a1b2c3d-800.webp',
        status: 'published',
      },
      admin.cookie,
    )
    expect(response.status).toBe(201)
    // The write enqueued the job (onContentWrite); it stores the index of the new content.
    await waitForSnapshot(before)
    const built = tutorIndexStats(second.contentCache).built
    second.contentCache.dropAll() // the Redis message "content changed"
    const answer = await ask(second, question)
    expect(answer).toContain('D’après « Le ngoni de Foumban »')
    expect(answer).toContain('six cordes tendues sur une calebasse')
    const stats = tutorIndexStats(second.contentCache)
    expect(stats.built).toBe(built)
    expect(stats.restored).toBe(1)

    // The same content read again (a cache drop with nothing new): the index in memory is kept.
    second.contentCache.dropAll()
    expect(await ask(second, question)).toContain('six cordes')
    expect(tutorIndexStats(second.contentCache)).toMatchObject({ built, restored: 1, reused: 1 })
  })

  test('a lesson’s block text is indexed in short passages, one per heading, linked to the lesson', async () => {
    const sections = lessonSections('Découvrir le clavier', [
      {
        type: 'text',
        markdown:
          '## Un paysage qui se répète\n\nUn piano compte **88 touches**.\n\nLe do se trouve à gauche de deux touches noires.\n\n## Le do central\n\n- Cherchez tous les do.\n- Nommez-les.',
      },
      { type: 'score', title: 'Gamme', abc: 'CDEF', demo: null },
    ])
    expect(sections).toEqual([
      {
        title: 'Un paysage qui se répète',
        text: 'Un piano compte 88 touches. Le do se trouve à gauche de deux touches noires.',
      },
      { title: 'Le do central', text: 'Cherchez tous les do. Nommez-les.' },
    ])
    // In the seeded course, the answer quotes the part of the lesson under its heading, and links to the lesson.
    const answer = await ask(second, 'Quel est l’ordre des bémols ?')
    expect(answer).toContain('D’après « L’ordre des bémols »')
    expect(answer).toContain('si, mi, la, ré, sol, do, fa')
    expect(answer).toContain('Leçon 2 du cours Piano — Intermédiaire (/academie/piano/intermediaire/lecon/2)')
  })
  test('content the job has not indexed yet is answered from at once (built in-process, never stale)', async () => {
    await first.jobs?.stop(2000) // no worker any more: the snapshot stays behind the content
    const before = await storedFingerprint()
    const response = await jsonRequest(
      first,
      'POST',
      '/api/admin/blog/posts',
      {
        title: 'Le nyamatsi des conteurs',
        excerpt: 'Une harpe des épopées.',
        category: 'Culture',
        author: 'Awa Ngo',
        content: 'Le nyamatsi des conteurs accompagne des épopées qui durent une nuit entière.',
        imageUrl: '/media/uploads/images/blog/nyamatsi-0a1b2c3d-800.webp',
        status: 'published',
      },
      admin.cookie,
    )
    expect(response.status).toBe(201)
    second.contentCache.dropAll()
    const { built } = tutorIndexStats(second.contentCache)
    expect(await ask(second, 'Qu’est-ce que le nyamatsi ?')).toContain('une nuit entière')
    expect(tutorIndexStats(second.contentCache).built).toBe(built + 1)
    expect(await storedFingerprint()).toBe(before)
  })
})
