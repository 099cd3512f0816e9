import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '#tests/setup/test-app.ts'
import { createWebServer } from './web-server.ts'
import { builtPages } from './built-pages.ts'

/**
 * Composed pieces through the whole web server (not only the API): the URLs the compose route answers
 * serve the files with range support. A stub page template stands in for the client build.
 */
const clientDir = mkdtempSync(join(tmpdir(), 'client-stub-'))
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
)
let context: Awaited<ReturnType<typeof createTestApp>>
let web: ReturnType<typeof createWebServer>

beforeAll(async () => {
  context = await createTestApp()
  web = createWebServer(context, {
    pages: builtPages(clientDir),
    mediaDir: join(import.meta.dirname, '..', '..', 'media'),
    publicUrl: undefined,
  })
})
afterAll(async () => {
  await context.close()
  rmSync(clientDir, { recursive: true, force: true })
})

describe('/media/generated/*', { timeout: 60_000 }, () => {
  test('the compose answer points at files served as audio/mpeg and audio/midi, with byte ranges', async () => {
    const composed = await web.request('/api/music/compose', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        variant: 'musicien',
        prompt: 'Un gospel',
        rhythm: 'Gospel',
        tempo: 72,
        duration: 15,
        instruments: ['Piano', 'Orgue', 'Basse'],
      }),
    })
    expect(composed.status).toBe(200)
    const { url, midiUrl } = (await composed.json()) as { url: string; midiUrl: string }

    const mp3 = await web.request(url)
    expect(mp3.status).toBe(200)
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg')
    expect(mp3.headers.get('accept-ranges')).toBe('bytes')
    const bytes = new Uint8Array(await mp3.arrayBuffer())
    expect(bytes.length).toBeGreaterThan(100_000)

    const partial = await web.request(url, { headers: { range: 'bytes=100-199' } })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`)
    expect(new Uint8Array(await partial.arrayBuffer())).toEqual(bytes.subarray(100, 200))

    const midi = await web.request(midiUrl)
    expect(midi.status).toBe(200)
    expect(midi.headers.get('content-type')).toMatch(/^audio\/(midi|x-midi)/)
  })

  test('unknown or unfinished files are 404; the committed media is still served', async () => {
    expect((await web.request('/media/generated/0123456789abcdef0123456789abcdef.mp3')).status).toBe(404)
    expect((await web.request('/media/generated/x.mp3.1.abcdef.tmp')).status).toBe(404)
    expect((await web.request('/media/og/site-default.jpg')).status).toBe(200)
  })
})

describe("students' files", () => {
  test('are never served as media, whatever their name: only the API hands them out, to those allowed', async () => {
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0, 0, 0])
    const keys = [
      'private/recordings/0123456789abcdef0123456789abcdef0123.webm',
      'private/corrections/0123456789abcdef0123456789abcdef0123.pdf',
      // Where earlier versions kept them.
      'uploads/recordings/0123456789abcdef0123456789abcdef0123.webm',
      'uploads/corrections/0123456789abcdef0123456789abcdef0123.mp3',
    ]
    for (const key of keys) await context.mediaStore.put(key, webm, 'audio/webm')
    for (const key of keys) {
      const response = await web.request(`/media/${key}`)
      expect(response.status, key).toBe(404)
      expect(new Uint8Array(await response.arrayBuffer())).not.toEqual(webm)
    }
    // An image uploaded from the admin area is still served.
    await context.mediaStore.put(
      'uploads/images/blog/essai-480.webp',
      new Uint8Array([0x52, 0x49, 0x46, 0x46]),
      'image/webp',
    )
    expect((await web.request('/media/uploads/images/blog/essai-480.webp')).status).toBe(200)
  })
})
