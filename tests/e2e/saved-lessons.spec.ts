import { expect, test } from '@playwright/test'
import { rolldown } from 'rolldown'

/**
 * The saved-lessons store (src/features/courses/saved-lessons.ts) in Chromium's real Cache API, on a page
 * of its own: two saved lessons share an uploaded audio file, and taking one out must leave the other
 * playable offline. The lessons' answers, pages and audio are served by the test (`page.route`).
 */
const ORIGIN = 'http://localhost:4599'
const lessonApi = (lesson: number) => `/api/learning/levels/piano/debutant/lessons/${lesson}`
const lessonPage = (lesson: number) => `/academie/piano/debutant/lecon/${lesson}`
const SHARED = '/media/uploads/gamme-commune.mp3'
const ONLY_ONE = '/media/uploads/exemple-lecon-1.mp3'
const ONLY_TWO = '/media/uploads/exemple-lecon-2.mp3'
const audioOf: Record<number, string[]> = { 1: [SHARED, ONLY_ONE], 2: [SHARED, ONLY_TWO] }

test('taking a saved lesson out keeps the audio another saved lesson plays; the last one empties the store', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'browser storage, not layout: desktop project only')
  const build = await rolldown({
    input: `${import.meta.dirname}/../../src/features/courses/saved-lessons.ts`,
    platform: 'browser',
    logLevel: 'silent',
  })
  const { output } = await build.generate({ format: 'iife', name: 'SavedLessons' })
  await build.close()
  await page.route(`${ORIGIN}/**`, route => {
    const path = new URL(route.request().url()).pathname
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Store</title>' })
    const lesson = Number(/(\d+)$/.exec(path)?.[1])
    if (path.startsWith('/api/'))
      return route.fulfill({
        json: { lesson, blocks: audioOf[lesson]!.map(src => ({ type: 'audio', title: 'Écoute', src })) },
      })
    if (path.startsWith('/academie/'))
      return route.fulfill({ contentType: 'text/html', body: `<h1>Leçon ${lesson}</h1>` })
    if (path.startsWith('/media/')) return route.fulfill({ contentType: 'audio/mpeg', body: Buffer.from(path) })
    return route.fulfill({ status: 404 })
  })
  await page.goto(ORIGIN)
  await page.addScriptTag({ content: output[0].code })

  const kept = () =>
    page.evaluate(async () => {
      if (!(await caches.has('gombiste-saved-lessons'))) return null
      const cache = await caches.open('gombiste-saved-lessons')
      return (await cache.keys()).map(request => new URL(request.url).pathname).sort()
    })
  const lessonOf = (lesson: number) => ({ api: lessonApi(lesson), page: lessonPage(lesson), audio: audioOf[lesson]! })
  type Store = { saveLesson: (lesson: unknown) => Promise<void>; removeLesson: (lesson: unknown) => Promise<void> }
  const call = (name: keyof Store, lesson: number) =>
    page.evaluate(([name, lesson]) => (window as unknown as { SavedLessons: Store }).SavedLessons[name](lesson), [
      name,
      lessonOf(lesson),
    ] as const)

  await call('saveLesson', 1)
  await call('saveLesson', 2)
  expect(await kept()).toEqual(
    [lessonApi(1), lessonApi(2), lessonPage(1), lessonPage(2), SHARED, ONLY_ONE, ONLY_TWO].sort(),
  )
  // Lesson 1 out: its own audio goes, the file lesson 2 also plays stays.
  await call('removeLesson', 1)
  expect(await kept()).toEqual([lessonApi(2), lessonPage(2), SHARED, ONLY_TWO].sort())
  // The last lesson out: nothing is left.
  await call('removeLesson', 2)
  expect(await kept()).toBeNull()
})
