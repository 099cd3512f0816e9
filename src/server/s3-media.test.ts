import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { createS3MediaStore, type S3MediaStore } from '#core/storage/s3-media-store.server.ts'
import { startS3Peer } from '#tests/peers/s3-peer.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { makeImage } from '#tests/setup/media-files.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { createWebServer } from './web-server.ts'
import { builtPages } from './built-pages.ts'

/**
 * Media in an S3-compatible bucket (s3rver on loopback, a real S3 protocol server): the store's
 * contract, then two instances sharing the bucket and no disk. A piece composed and an image uploaded
 * through one are served by the other, whole and by byte range; with S3_PUBLIC_URL, browsers are
 * sent to the bucket or CDN.
 */
const clientDir = mkdtempSync(join(tmpdir(), 'client-stub-'))
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
)
const mediaDir = join(import.meta.dirname, '..', '..', 'media')

let peer: Awaited<ReturnType<typeof startS3Peer>>
let store: S3MediaStore
beforeAll(async () => {
  peer = await startS3Peer()
  store = createS3MediaStore(peer.settings)
})
afterAll(async () => {
  store?.close()
  await peer?.stop()
  rmSync(clientDir, { recursive: true, force: true })
})

const text = (value: string) => new TextEncoder().encode(value)

describe('the S3 media store', () => {
  test('put, exists, read (whole and by range), remove', async () => {
    const key = 'generated/0123456789abcdef.json'
    expect(await store.exists(key)).toBe(false)
    expect(await store.read!(key)).toBeNull()
    await store.put(key, text('{"notes":[60,62,64,65,67]}'), 'application/json')
    expect(await store.exists(key)).toBe(true)
    expect(store.url(key)).toBe('/media/generated/0123456789abcdef.json')

    const whole = await store.read!(key)
    expect(whole?.status).toBe(200)
    expect(whole?.headers['content-type']).toBe('application/json')
    expect(whole?.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await new Response(whole!.body).text()).toBe('{"notes":[60,62,64,65,67]}')

    const part = await store.read!(key, { range: 'bytes=1-7' })
    expect(part?.status).toBe(206)
    expect(part?.headers['content-range']).toBe('bytes 1-7/26')
    expect(await new Response(part!.body).text()).toBe('"notes"')

    await store.remove([key, 'generated/never-there.json'])
    expect(await store.exists(key)).toBe(false)
  })

  test('putAll is all or nothing: when a later file fails, the ones already uploaded are removed', async () => {
    const good = 'uploads/images/all-or-nothing-640.webp'
    await expect(
      store.putAll([
        { key: good, bytes: text('image'), contentType: 'image/webp' },
        { key: 'uploads/images/../escape.webp', bytes: text('x'), contentType: 'image/webp' },
      ]),
    ).rejects.toThrow(/invalid media key/)
    expect(await store.exists(good)).toBe(false)
    const keys: string[] = []
    for await (const key of store.list()) keys.push(key)
    expect(keys).not.toContain(good)
  })

  test('putFiles stores files from disk (lesson videos), all or nothing; download copies one back to disk', async () => {
    const directory = mkdtempSync(join(tmpdir(), 's3-files-'))
    try {
      const mobile = join(directory, 'mobile.mp4')
      const poster = join(directory, 'poster.jpg')
      writeFileSync(mobile, 'mp4 bytes')
      writeFileSync(poster, 'jpeg bytes')
      const keys = { mobile: 'uploads/videos/essai-360.mp4', poster: 'uploads/videos/essai-poster.jpg' }
      await store.putFiles([
        { key: keys.mobile, path: mobile, contentType: 'video/mp4' },
        { key: keys.poster, path: poster, contentType: 'image/jpeg' },
      ])
      const read = await store.read!(keys.mobile, { range: 'bytes=0-2' })
      expect(read?.status).toBe(206)
      expect(read?.headers['content-type']).toBe('video/mp4')
      expect(await new Response(read!.body).text()).toBe('mp4')
      const copy = join(directory, 'copy.jpg')
      expect(await store.download(keys.poster, copy)).toBe(true)
      expect(readFileSync(copy, 'utf8')).toBe('jpeg bytes')
      expect(await store.download('video-sources/absente.mp4', join(directory, 'none'))).toBe(false)

      const good = 'uploads/videos/moitie-360.mp4'
      await expect(
        store.putFiles([
          { key: good, path: mobile, contentType: 'video/mp4' },
          { key: 'uploads/videos/manquant.mp4', path: join(directory, 'absent.mp4'), contentType: 'video/mp4' },
        ]),
      ).rejects.toThrow()
      expect(await store.exists(good)).toBe(false)
      await store.remove(Object.values(keys))
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
  })

  test('keys that could leave the bucket prefix are refused before any request', async () => {
    await expect(store.put('/etc/passwd', text('x'), 'text/plain')).rejects.toThrow(/invalid media key/)
    await expect(store.exists('generated/../../x')).rejects.toThrow(/invalid media key/)
  })
})

describe('two instances sharing one bucket', { timeout: 120_000 }, () => {
  let first: Awaited<ReturnType<typeof createTestApp>>
  let second: Awaited<ReturnType<typeof createTestApp>>
  let firstWeb: ReturnType<typeof createWebServer>
  let secondWeb: ReturnType<typeof createWebServer>
  beforeAll(async () => {
    first = await createTestApp({ s3: peer.settings })
    second = await createTestApp({ s3: peer.settings })
    firstWeb = createWebServer(first, { pages: builtPages(clientDir), mediaDir, publicUrl: undefined })
    secondWeb = createWebServer(second, { pages: builtPages(clientDir), mediaDir, publicUrl: undefined })
  })
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()])
  })

  test('neither keeps media on its disk', () => {
    expect(first.mediaStore.localDirectory).toBeUndefined()
    expect(second.mediaStore.localDirectory).toBeUndefined()
  })

  test('a piece composed through one plays through the other, with byte ranges', async () => {
    const composed = await firstWeb.request('/api/music/compose', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        variant: 'musicien',
        prompt: 'Un makossa lumineux',
        rhythm: 'Makossa',
        tempo: 110,
        duration: 15,
        instruments: ['Guitare', 'Basse'],
      }),
    })
    expect(composed.status).toBe(200)
    const { url, midiUrl } = (await composed.json()) as { url: string; midiUrl: string }
    expect(url).toMatch(/^\/media\/generated\/[0-9a-f]+\.mp3$/)

    const mp3 = await secondWeb.request(url)
    expect(mp3.status).toBe(200)
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg')
    expect(mp3.headers.get('accept-ranges')).toBe('bytes')
    expect(mp3.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = new Uint8Array(await mp3.arrayBuffer())
    expect(bytes.length).toBeGreaterThan(50_000)
    expect(mp3.headers.get('content-length')).toBe(String(bytes.length))
    // The object in the bucket is the whole file the first instance made.
    expect(await store.readAll(url.replace('/media/', ''))).toEqual(bytes)

    const partial = await secondWeb.request(url, { headers: { range: 'bytes=100-199' } })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`)
    expect(new Uint8Array(await partial.arrayBuffer())).toEqual(bytes.subarray(100, 200))

    const etag = mp3.headers.get('etag')
    expect(etag).toBeTruthy()
    const revalidated = await secondWeb.request(url, { headers: { 'if-none-match': etag! } })
    expect(revalidated.status).toBe(304)

    const midi = await secondWeb.request(midiUrl)
    expect(midi.status).toBe(200)
    expect(midi.headers.get('content-type')).toMatch(/^audio\/(midi|x-midi)/)
  })

  test('an image uploaded through one is served by the other, and the security headers stay', async () => {
    const admin = await signedInUser(first, ROLES.admin)
    const form = new FormData()
    form.set(
      'file',
      new File([new Uint8Array(await makeImage('jpeg', 1200, 800))], 'scene.jpg', { type: 'image/jpeg' }),
    )
    form.set('group', 'blog')
    const uploaded = await first.app.request('/api/admin/uploads/image', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const asset = (await uploaded.json()) as { url: string; storageKeys?: string[] }
    const served = await secondWeb.request(asset.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000)
  })

  test('unknown objects and disallowed names are 404, never a bucket error', async () => {
    expect((await secondWeb.request('/media/generated/ffffffffffffffffffffffffffffffff.mp3')).status).toBe(404)
    expect((await secondWeb.request('/media/generated/x.mp3.1.abcdef.tmp')).status).toBe(404)
    expect((await secondWeb.request('/media/uploads/images/UPPER.webp')).status).toBe(404)
    // Media shipped with the release are still read from MEDIA_DIR.
    expect((await secondWeb.request('/media/og/site-default.jpg')).status).toBe(200)
  })
})

describe('with S3_PUBLIC_URL', () => {
  test('browsers are sent to the bucket or CDN, which the Content-Security-Policy allows', async () => {
    const context = await createTestApp({ s3: { ...peer.settings, publicUrl: `${peer.endpoint}/${peer.bucket}` } })
    try {
      const web = createWebServer(context, { pages: builtPages(clientDir), mediaDir, publicUrl: undefined })
      await store.put('generated/abcdef0123456789.json', text('{"a":1}'), 'application/json')
      const answer = await web.request('/media/generated/abcdef0123456789.json')
      expect(answer.status).toBe(302)
      const location = answer.headers.get('location')!
      expect(location).toBe(`${peer.endpoint}/${peer.bucket}/generated/abcdef0123456789.json`)
      expect(answer.headers.get('content-security-policy')).toContain(`media-src 'self' blob: ${peer.endpoint}`)
      expect(answer.headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${peer.endpoint}`)
      // The bucket itself answers (s3rver serves objects anonymously, as a public bucket does).
      const direct = await fetch(location, { headers: { range: 'bytes=1-3' } })
      expect(direct.status).toBe(206)
      expect(await direct.text()).toBe('"a"')
    } finally {
      await context.close()
    }
  })
})
