import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import type { MediaAssetView } from '#core/media/media-library.repo.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { HTML_BYTES, makeImage } from '#tests/setup/media-files.ts'
import { call, type Person, type TestContext } from '#tests/setup/teaching-kit.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'

/**
 * A teacher's photo is sent as a file from the teacher area (not typed as a path): checked and
 * re-encoded like the admin's uploads, in the teachers' portrait sizes, then saved with the profile.
 */
let context: TestContext
let teacher: Person

beforeAll(async () => {
  context = await createTestApp()
  teacher = await signedInUser(context, ROLES.teacher)
})
afterAll(() => context?.close())

function sendPhoto(bytes: Uint8Array, cookie: string, name = 'portrait.jpg', type = 'image/jpeg') {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(bytes)], name, { type }))
  return context.app.request('/api/teacher/photo', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie },
    body: form,
  })
}

describe('POST /api/teacher/photo', () => {
  test('a photo becomes a square portrait in the teachers’ sizes, which the profile then shows', async () => {
    const response = await sendPhoto(await makeImage('jpeg', 900, 1200), teacher.cookie, 'Moi au piano.jpg')
    expect(response.status).toBe(201)
    const asset = (await response.json()) as MediaAssetView
    expect(asset).toMatchObject({ kind: 'image', imageGroup: 'teachers', originalName: 'Moi au piano.jpg' })
    expect(asset.url).toMatch(/^\/media\/uploads\/images\/teachers\/moi-au-piano-[0-9a-f]{8}-160\.webp$/)
    for (const width of [160, 320])
      expect(
        await context.mediaStore.exists(asset.url.replace('/media/', '').replace('-160.webp', `-${width}.webp`)),
      ).toBe(true)

    const saved = await call(context, 'PUT', '/api/teacher/profile', teacher.cookie, {
      displayName: 'Prof Photo',
      photoUrl: asset.url,
      bio: 'Pianiste.',
      disciplines: ['piano'],
      languages: ['Français'],
      meetingUrl: null,
      published: true,
    })
    expect(saved.status).toBe(200)
    const { teachers } = (await (await context.app.request('/api/teaching/teachers')).json()) as {
      teachers: { name: string; photoUrl: string }[]
    }
    expect(teachers.find(item => item.name === 'Prof Photo')?.photoUrl).toBe(asset.url)
  })

  test('a file that is not an image is refused in French, and a student may not send one', async () => {
    const refused = await sendPhoto(HTML_BYTES, teacher.cookie, 'photo.jpg')
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/image|format/i)

    const student = await signedInUser(context, ROLES.student)
    expect((await sendPhoto(await makeImage('png', 400, 400), student.cookie)).status).toBe(403)
  })
})
