import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { IMAGE_GROUPS } from '#core/media/image-sizes.ts'
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES } from '#core/media/upload-limits.ts'
import { createApiApp } from '#server/app.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import {
  concatBytes,
  HTML_BYTES,
  id3Tag,
  makeImage,
  makeMp3,
  makePdfBytes,
  makePixelBomb,
  makeRotatedJpeg,
  makeWav,
  randomBytesSeeded,
} from '#tests/setup/media-files.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import type { MediaAssetView } from '#core/media/media-library.repo.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>
let storeDir: string

beforeAll(async () => {
  context = await createTestApp()
  admin = await signedInUser(context, ROLES.admin)
  storeDir = context.mediaStore.localDirectory!
})
afterAll(() => context.close())

type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } }

function upload(
  kind: 'image' | 'audio',
  bytes: Uint8Array,
  options: { name?: string; group?: string; type?: string; cookie?: string; app?: typeof context.app } = {},
) {
  const form = new FormData()
  form.set(
    'file',
    new File([new Uint8Array(bytes)], options.name ?? (kind === 'image' ? 'photo.jpg' : 'morceau.mp3'), {
      type: options.type ?? (kind === 'image' ? 'image/jpeg' : 'audio/mpeg'),
    }),
  )
  if (options.group !== undefined || kind === 'image') form.set('group', options.group ?? 'blog')
  return (options.app ?? context.app).request(`/api/admin/uploads/${kind}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: options.cookie ?? admin.cookie },
    body: form,
  })
}

/** Every file under the store's uploads/ directory (relative paths), temporary ones included. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(join(storeDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter(entry => entry.isFile())
    .map(entry => relative(storeDir, join(entry.parentPath, entry.name)))
    .sort()
}

async function expectRefused(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status)
  const json = (await response.json()) as ErrorJson
  expect(json.error.message).toMatch(message)
  return json
}

describe('POST /api/admin/uploads/image', () => {
  test('a JPEG becomes the blog group’s WebP widths and its Open Graph JPEG, listed in the library and audited', async () => {
    const response = await upload('image', await makeImage('jpeg'), { name: 'Concert à Akwa (2).JPG' })
    expect(response.status).toBe(201)
    const asset = (await response.json()) as MediaAssetView
    expect(asset).toMatchObject({
      kind: 'image',
      imageGroup: 'blog',
      sourceType: 'jpeg',
      width: 1600,
      height: 900,
      originalName: 'Concert à Akwa (2).JPG',
    })
    expect(asset.url).toMatch(/^\/media\/uploads\/images\/blog\/concert-a-akwa-2-[0-9a-f]{8}-800\.webp$/)

    const slug = /blog\/(.+)-800\.webp$/.exec(asset.url)![1]!
    const files = await storedFiles()
    for (const width of IMAGE_GROUPS.blog.widths) {
      expect(files).toContain(`uploads/images/blog/${slug}-${width}.webp`)
      const meta = await sharp(join(storeDir, `uploads/images/blog/${slug}-${width}.webp`)).metadata()
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round(width / IMAGE_GROUPS.blog.aspect) })
    }
    const og = await sharp(join(storeDir, `uploads/og/blog-${slug}.jpg`)).metadata()
    expect(og).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
    expect(files.some(file => file.endsWith('.tmp'))).toBe(false)

    const library = (await (
      await context.app.request('/api/admin/media?kind=image', { headers: { cookie: admin.cookie } })
    ).json()) as { assets: MediaAssetView[] }
    expect(library.assets[0]).toMatchObject({ id: asset.id, url: asset.url })
    const audit = (await (
      await context.app.request('/api/admin/audit-log', { headers: { cookie: admin.cookie } })
    ).json()) as { entries: { action: string; targetId: string; summary: string }[] }
    expect(audit.entries[0]).toMatchObject({
      action: 'media.upload',
      targetId: asset.id,
      summary: 'Image « Concert à Akwa (2).JPG » ajoutée à la médiathèque (image d’article)',
    })
  })

  test.each(['png', 'webp', 'avif', 'gif'] as const)('a %s image is accepted and re-encoded to WebP', async format => {
    const response = await upload('image', await makeImage(format, 700, 700), {
      name: `pochette.${format}`,
      group: 'covers',
      type: 'application/octet-stream',
    })
    expect(response.status).toBe(201)
    const asset = (await response.json()) as MediaAssetView
    expect(asset).toMatchObject({ sourceType: format, imageGroup: 'covers' })
    expect(asset.url).toMatch(/^\/media\/uploads\/images\/covers\/pochette-[0-9a-f]{8}-320\.webp$/)
    const slug = /covers\/(.+)-320\.webp$/.exec(asset.url)![1]!
    // Covers have no Open Graph image.
    expect((await storedFiles()).filter(file => file.includes(slug))).toEqual(
      IMAGE_GROUPS.covers.widths.map(width => `uploads/images/covers/${slug}-${width}.webp`).sort(),
    )
  })

  test('the EXIF orientation is applied before cropping', async () => {
    const response = await upload('image', await makeRotatedJpeg(), { name: 'portrait.jpg' })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ width: 1600, height: 900 })
  })

  test('disguised and broken files are refused in French, and nothing is written', async () => {
    const before = await storedFiles()
    const jpeg = await makeImage('jpeg')
    await expectRefused(
      await upload('image', await makePdfBytes(), { name: 'affiche.jpg' }),
      400,
      /^Ce fichier est un document PDF, pas une image acceptée/,
    )
    await expectRefused(
      await upload('image', HTML_BYTES, { name: 'photo.jpg' }),
      400,
      /^Ce fichier est une page HTML, pas une image acceptée/,
    )
    await expectRefused(
      await upload('image', randomBytesSeeded(50_000), { name: 'photo.png' }),
      400,
      /^Ce fichier n’est pas une image reconnue : choisissez une image JPEG, PNG, WebP, AVIF ou GIF\.$/,
    )
    await expectRefused(
      await upload('image', jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), { name: 'coupee.jpg' }),
      400,
      /^Cette image est illisible ou incomplète/,
    )
    await expectRefused(
      await upload('image', concatBytes(jpeg.subarray(0, 3), randomBytesSeeded(20_000)), { name: 'faux.jpg' }),
      400,
      /^Cette image est illisible ou incomplète/,
    )
    await expectRefused(await upload('image', new Uint8Array(0), { name: 'vide.jpg' }), 400, /^Le fichier est vide\.$/)
    expect(await storedFiles()).toEqual(before)
  })

  test('a decompression bomb is refused from its header, before decoding', async () => {
    const bomb = await makePixelBomb()
    expect(bomb.length).toBeLessThan(200)
    await expectRefused(
      await upload('image', bomb, { name: 'bombe.png' }),
      413,
      /^L’image est trop grande : 50000 × 50000 pixels\. 40 millions de pixels au plus/,
    )
  })

  test('too small for its group: a French message with the minimum size', async () => {
    await expectRefused(
      await upload('image', await makeImage('jpeg', 600, 400), { name: 'petite.jpg' }),
      400,
      /^L’image est trop petite \(600 × 400 pixels\) : une image d’article doit mesurer au moins 800 × 450 pixels\.$/,
    )
  })

  test('over 8 MiB: 413 in French, from the route or, far above, from the body limit', async () => {
    const jpeg = await makeImage('jpeg')
    const justOver = concatBytes(jpeg, randomBytesSeeded(MAX_IMAGE_BYTES + 1 - jpeg.length))
    await expectRefused(await upload('image', justOver, { name: 'lourde.jpg' }), 413, /^L’image dépasse 8 Mo/)
    await expectRefused(
      await upload('image', randomBytesSeeded(MAX_IMAGE_BYTES + 200_000), { name: 'enorme.jpg' }),
      413,
      /^La requête est trop volumineuse\.$/,
    )
  })

  test('missing file, unknown group, not multipart: French 400s', async () => {
    const form = new FormData()
    form.set('group', 'blog')
    const noFile = await context.app.request('/api/admin/uploads/image', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      body: form,
    })
    expect((await expectRefused(noFile, 400, /^Choisissez un fichier à envoyer\.$/)).error.fields).toEqual({
      file: 'Choisissez un fichier à envoyer.',
    })
    const badGroup = await upload('image', await makeImage('jpeg'), { group: 'fonds-ecran' })
    // The message names what is wrong, not a generic « Requête invalide. ».
    expect((await expectRefused(badGroup, 400, /^Type d’image inconnu\.$/)).error.fields).toEqual({
      group: 'Type d’image inconnu.',
    })
    const json = await context.app.request('/api/admin/uploads/image', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie, 'content-type': 'application/json' },
      body: '{"file":"x"}',
    })
    await expectRefused(json, 400, /^Envoyez le fichier avec un formulaire/)
  })

  test('when the database refuses the entry, the stored files are removed again', async () => {
    const before = await storedFiles()
    const failingDb = new Proxy(context.db, {
      get(target, property, receiver) {
        if (property === 'transaction') return async () => Promise.reject(new Error('database unavailable'))
        return Reflect.get(target, property, receiver) as unknown
      },
    })
    const app = createApiApp({ ...context, db: failingDb })
    const response = await upload('image', await makeImage('jpeg'), { app })
    expect(response.status).toBe(500)
    expect(await storedFiles()).toEqual(before)
  })

  test('refused to students and anonymous visitors', async () => {
    const student = await signedInUser(context, ROLES.student)
    expect((await upload('image', await makeImage('jpeg'), { cookie: student.cookie })).status).toBe(403)
    expect((await upload('image', await makeImage('jpeg'), { cookie: '' })).status).toBe(401)
  })
})

describe('POST /api/admin/uploads/audio', () => {
  test('an MP3 (with its ID3 tag) is stored, measured and listed', async () => {
    const mp3 = concatBytes(id3Tag('Ndolo na wa'), await makeMp3(3))
    const response = await upload('audio', mp3, { name: 'Ndolo na wa.mp3' })
    expect(response.status).toBe(201)
    const asset = (await response.json()) as MediaAssetView
    expect(asset).toMatchObject({ kind: 'audio', sourceType: 'mp3', imageGroup: null, sourceBytes: mp3.length })
    expect(asset.durationSeconds).toBeCloseTo(3, 0)
    expect(asset.url).toMatch(/^\/media\/uploads\/audio\/ndolo-na-wa-[0-9a-f]{8}\.mp3$/)
    expect(await storedFiles()).toContain(asset.url.replace('/media/', ''))

    const library = (await (
      await context.app.request('/api/admin/media?kind=audio', { headers: { cookie: admin.cookie } })
    ).json()) as { assets: MediaAssetView[] }
    expect(library.assets.map(item => item.id)).toEqual([asset.id])
  })

  test('WAV, PDF, an image or noise renamed .mp3 are refused in French; nothing is written', async () => {
    const before = await storedFiles()
    await expectRefused(
      await upload('audio', makeWav()),
      400,
      /^Ce fichier est un fichier audio WAV, pas un MP3 : exportez le morceau au format MP3\.$/,
    )
    await expectRefused(await upload('audio', await makePdfBytes()), 400, /^Ce fichier est un document PDF, pas un MP3/)
    await expectRefused(
      await upload('audio', await makeImage('png', 100, 100)),
      400,
      /^Ce fichier est une image, pas un MP3/,
    )
    await expectRefused(
      await upload('audio', randomBytesSeeded(100_000)),
      400,
      /^Ce fichier n’est pas un MP3 complet et lisible/,
    )
    const mp3 = await makeMp3(3)
    await expectRefused(
      await upload('audio', concatBytes(mp3, randomBytesSeeded(50_000))),
      400,
      /^Ce fichier n’est pas un MP3 complet et lisible/,
    )
    expect(await storedFiles()).toEqual(before)
  })

  test('over 25 MiB: 413 in French', async () => {
    const mp3 = await makeMp3(2)
    await expectRefused(
      await upload('audio', concatBytes(mp3, new Uint8Array(MAX_AUDIO_BYTES + 1 - mp3.length))),
      413,
      /^Le fichier audio dépasse 25 Mo/,
    )
  })
})

describe('GET /api/admin/media', () => {
  test('filters by kind and group; bad filters get French 400s', async () => {
    const covers = (await (
      await context.app.request('/api/admin/media?group=covers', { headers: { cookie: admin.cookie } })
    ).json()) as { assets: MediaAssetView[]; hasMore: boolean }
    expect(covers.assets.length).toBeGreaterThan(0)
    expect(covers.assets.every(asset => asset.imageGroup === 'covers')).toBe(true)
    const newestFirst = covers.assets.map(asset => asset.createdAt)
    expect([...newestFirst].sort().reverse()).toEqual(newestFirst)
    const bad = await context.app.request('/api/admin/media?kind=video', { headers: { cookie: admin.cookie } })
    expect((await expectRefused(bad, 400, /^Type de média inconnu\.$/)).error.fields).toEqual({
      kind: 'Type de média inconnu.',
    })
  })
})
