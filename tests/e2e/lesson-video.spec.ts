import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './support/admin.ts'
import { ORIGIN, waitForHydration } from './support/site.ts'
import { signUpAndActivate } from './support/student.ts'

/**
 * Lesson videos: an administrator uploads a short video made here with the npm
 * ffmpeg (the one the server converts with), follows its conversion on « Vidéos des leçons », adds it
 * to a lesson, and a student plays its 360p rendition on the lesson page.
 */

/** A 2-second 640 × 360 clip (test pattern and a 440 Hz tone), H.264/AAC, made with the npm ffmpeg. */
function makeClip(): string {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path
  const path = join(mkdtempSync(join(tmpdir(), 'gombiste-e2e-video-')), 'Démonstration gamme.mp4')
  execFileSync(ffmpeg, [
    ...['-hide_banner', '-nostdin', '-y', '-v', 'error'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=2:size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-threads', '1'],
    path,
  ])
  return path
}

/** Each project edits its own level's free lesson, so the two never overwrite each other's block. */
const LEVEL_OF_PROJECT: Record<string, { discipline: string; level: string }> = {
  desktop: { discipline: 'musicologie', level: 'debutant' },
  phone: { discipline: 'mao', level: 'debutant' },
}

test('un administrateur envoie une vidéo de leçon ; un élève la lit en 360p', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const { discipline: DISCIPLINE, level: LEVEL } = LEVEL_OF_PROJECT[testInfo.project.name] ?? LEVEL_OF_PROJECT.desktop!
  const clip = makeClip()

  await signInAsAdmin(page)
  await page.goto('/admin/dashboard')
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Vidéos des leçons' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Vidéos des leçons' })).toBeVisible()
  await waitForHydration(page)
  await page.getByLabel('Fichier vidéo').setInputFiles(clip)
  const item = page.locator('li[data-video]').filter({ hasText: 'Démonstration gamme.mp4' }).first()
  await expect(item).toBeVisible()
  // The conversion runs in the background; the list shows its progress and then « Prête ».
  await expect(item.getByText('Prête', { exact: true })).toBeVisible({ timeout: 60_000 })
  await expect(item).toContainText('Téléphone : 640 × 360')
  const videoId = await item.getAttribute('data-video')
  expect(videoId).toMatch(/^[0-9a-f-]{36}$/)

  // The video goes into the level's free lesson, as a video block after its text.
  const disciplines = (await (await page.request.get('/api/admin/academy/disciplines')).json()) as {
    id: string
    levels: { id: string; syllabus: { lesson: number; blocks?: unknown[] }[] }[]
  }[]
  const level = disciplines.find(item => item.id === DISCIPLINE)!.levels.find(item => item.id === LEVEL)!
  const syllabus = level.syllabus.map(lesson =>
    lesson.lesson === 1
      ? { ...lesson, blocks: [...(lesson.blocks ?? []), { type: 'video', title: 'La gamme en vidéo', videoId }] }
      : lesson,
  )
  const saved = await page.request.put(`/api/admin/academy/disciplines/${DISCIPLINE}/levels/${LEVEL}`, {
    headers: { origin: ORIGIN },
    data: { ...level, syllabus },
  })
  expect(saved.status(), await saved.text()).toBe(200)

  const context = await browser.newContext({
    // The student on the project's device (a phone in the phone project).
    ...(({ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent }) => ({
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent,
    }))(testInfo.project.use),
    baseURL: ORIGIN,
    locale: 'fr-FR',
    timezoneId: 'Africa/Douala',
  })
  const student = await context.newPage()
  await signUpAndActivate(student, request, 'Joël Ekambi')
  const media: string[] = []
  student.on('request', request => {
    if (request.url().includes('/media/uploads/videos/')) media.push(request.url())
  })
  await student.goto(`/academie/${DISCIPLINE}/${LEVEL}/lecon/1`)
  const figure = student.getByRole('figure').filter({ hasText: 'La gamme en vidéo' })
  const video = figure.locator('video')
  await expect(video).toBeVisible()
  await expect(video).toHaveAttribute('preload', 'none')
  await expect(video).toHaveAttribute('src', /-360\.mp4$/)
  await expect(video).toHaveAttribute('poster', /-poster\.jpg$/)
  await expect(figure.getByRole('button', { name: /Voir en HD 720p/ })).toHaveCount(0)
  // Nothing but the poster is fetched before the student presses play.
  expect(media.filter(url => url.endsWith('.mp4'))).toEqual([])

  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true
    await element.play()
  })
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.3)
  const played = await video.evaluate((element: HTMLVideoElement) => ({
    src: element.currentSrc,
    width: element.videoWidth,
    height: element.videoHeight,
    error: element.error?.code ?? null,
  }))
  expect(played).toMatchObject({ width: 640, height: 360, error: null })
  expect(played.src).toMatch(/\/media\/uploads\/videos\/[a-z0-9-]+-360\.mp4$/)
  expect(media.some(url => url.endsWith('-360.mp4'))).toBe(true)
  expect(media.some(url => url.endsWith('-720.mp4'))).toBe(false)
  await context.close()
})
