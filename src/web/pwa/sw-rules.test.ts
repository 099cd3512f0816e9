import { describe, expect, test } from 'vitest'
import { isStorablePage, isWholeFileRange, parseRange, strategyFor } from './sw-rules.ts'

const ORIGIN = 'https://www.gombiste-records.cm'
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode })

describe('what the service worker does with each request', () => {
  test('pages are network first; build files, public content, audio and images have their own rules', () => {
    expect(strategyFor(get('/blog/un-article', 'navigate'), ORIGIN)).toBe('page')
    expect(strategyFor(get('/assets/index-abc123.js'), ORIGIN)).toBe('asset')
    expect(strategyFor(get('/api/blog/posts'), ORIGIN)).toBe('public-data')
    expect(strategyFor(get('/api/blog/posts/un-article/comments'), ORIGIN)).toBe('public-data')
    expect(strategyFor(get('/api/academy/courses/piano/debutant'), ORIGIN)).toBe('public-data')
    expect(strategyFor(get('/media/audio/mama-douala.mp3'), ORIGIN)).toBe('audio')
    expect(strategyFor(get('/media/generated/0123456789abcdef.mp3'), ORIGIN)).toBe('audio')
    expect(strategyFor(get('/media/images/artists/dibom-320.webp'), ORIGIN)).toBe('media')
    // Lesson videos stream by range from the network, on demand; their posters are kept like images.
    expect(strategyFor(get('/media/uploads/videos/gamme-0a1b2c3d-360.mp4'), ORIGIN)).toBe('network-only')
    expect(strategyFor(get('/media/uploads/videos/gamme-0a1b2c3d-poster.jpg'), ORIGIN)).toBe('media')
  })

  test('a lesson answer is the saved-lesson rule; the rest of the learning API stays network only', () => {
    expect(strategyFor(get('/api/learning/levels/piano/debutant/lessons/3'), ORIGIN)).toBe('saved-lesson')
    for (const path of [
      '/api/learning/levels/piano/debutant',
      '/api/learning/levels/piano/debutant/quiz',
      '/api/learning/levels/piano/debutant/lessons/3/practice/gamme',
      '/api/learning/recordings/00000000-0000-4000-8000-000000000001',
    ])
      expect(strategyFor(get(path), ORIGIN), path).toBe('network-only')
    expect(
      strategyFor(
        { method: 'POST', url: `${ORIGIN}/api/learning/levels/piano/debutant/lessons/3`, mode: 'cors' },
        ORIGIN,
      ),
    ).toBe('network-only')
  })

  test('videos are left to the browser and never stored (streamed by range, too big to keep)', () => {
    expect(strategyFor(get('/media/video/ndolo-na-wa-clip.mp4'), ORIGIN)).toBe('network-only')
    expect(strategyFor(get('/media/uploads/video/concert.webm'), ORIGIN)).toBe('network-only')
    expect(strategyFor(get('/media/autre/clip.MP4'), ORIGIN)).toBe('network-only')
    // Their posters are ordinary images.
    expect(strategyFor(get('/media/images/posters/ndolo-na-wa-clip-640.webp'), ORIGIN)).toBe('media')
  })

  test('nothing personal, no write and no other site is ever stored', () => {
    for (const path of [
      '/api/account/profile',
      '/api/auth/get-session',
      '/api/notifications',
      '/api/like-post',
      '/api/payments/orders',
      '/api/chat/history',
      '/api/admin/accounts/stats',
      '/api/account/export',
      '/api/events/calendar.ics',
      // A prefix that only looks like a public one.
      '/api/labelx',
      '/api/artists-secret',
    ]) {
      expect(strategyFor(get(path), ORIGIN), path).toBe('network-only')
    }
    expect(strategyFor({ method: 'POST', url: `${ORIGIN}/api/like-post`, mode: 'cors' }, ORIGIN)).toBe('network-only')
    expect(strategyFor({ method: 'POST', url: `${ORIGIN}/blog`, mode: 'navigate' }, ORIGIN)).toBe('network-only')
    expect(
      strategyFor({ method: 'GET', url: 'https://www.youtube-nocookie.com/embed/x', mode: 'navigate' }, ORIGIN),
    ).toBe('network-only')
  })

  test('pages with a query (emailed tokens), payment steps and admin screens are not kept', () => {
    expect(isStorablePage(`${ORIGIN}/blog`)).toBe(true)
    expect(isStorablePage(`${ORIGIN}/`)).toBe(true)
    expect(isStorablePage(`${ORIGIN}/activation?token=secret`)).toBe(false)
    expect(isStorablePage(`${ORIGIN}/paiement/pack-individuel`)).toBe(false)
    expect(isStorablePage(`${ORIGIN}/paiement/recu/1`)).toBe(false)
    expect(isStorablePage(`${ORIGIN}/admin/dashboard`)).toBe(false)
    expect(isStorablePage(`${ORIGIN}/administration-du-label`)).toBe(true)
  })
})

describe('ranges of a stored audio file', () => {
  test('the forms a media element sends', () => {
    expect(parseRange(null, 1000)).toBeUndefined()
    expect(parseRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 })
    expect(parseRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 })
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
  })

  test('unsatisfiable or malformed ranges', () => {
    expect(parseRange('bytes=1000-', 1000)).toBeNull()
    expect(parseRange('bytes=500-100', 1000)).toBeNull()
    expect(parseRange('bytes=-', 1000)).toBeNull()
    expect(parseRange('items=0-10', 1000)).toBeNull()
    expect(parseRange('bytes=0-10,20-30', 1000)).toBeNull()
  })

  test('a partial answer is kept only when it carries the whole file', () => {
    expect(isWholeFileRange('bytes 0-999/1000')).toBe(true)
    expect(isWholeFileRange('bytes 0-499/1000')).toBe(false)
    expect(isWholeFileRange('bytes 500-999/1000')).toBe(false)
    expect(isWholeFileRange('bytes 0-999/*')).toBe(false)
    expect(isWholeFileRange(null)).toBe(false)
  })
})
