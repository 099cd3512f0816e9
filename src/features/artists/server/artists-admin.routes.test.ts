import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { makeImage, makeMp3 } from '#tests/setup/media-files.ts'
import { createTestApp, jsonRequest, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import type { ArtistDetail } from './artists.repo.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
  admin = await signedInUser(context, ROLES.admin)
})
afterAll(() => context.close())

const send = (method: string, path: string, body?: unknown, cookie = admin.cookie) =>
  jsonRequest(context, method, path, body, cookie)
const get = (path: string, cookie = admin.cookie) => context.app.request(path, { headers: { cookie } })

async function upload(
  kind: 'image' | 'audio',
  bytes: Uint8Array,
  group?: string,
): Promise<{ url: string; durationSeconds: number | null }> {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(bytes)], kind === 'image' ? 'photo.jpg' : 'titre.mp3'))
  if (group) form.set('group', group)
  const response = await context.app.request(`/api/admin/uploads/${kind}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    body: form,
  })
  expect(response.status).toBe(201)
  return response.json() as Promise<{ url: string; durationSeconds: number | null }>
}

const lastAudit = async () =>
  ((await (await get('/api/admin/audit-log')).json()) as { entries: { action: string; summary: string }[] }).entries[0]

const validArtist = (photoUrl: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Mireille Ékoué',
  headline: 'Chanteuse de bikutsi',
  bio: ['Née à Yaoundé, elle chante depuis l’enfance.', 'Son premier album sort chez Gombiste Records.'],
  city: 'Yaoundé',
  photoUrl,
  genres: ['Bikutsi', 'Afropop'],
  tags: ['scène'],
  videos: [
    { title: 'En concert', youtubeId: 'dQw4w9WgXcQ', posterUrl: '/media/images/posters/nadia-mbende-live-640.webp' },
    // A clip of our own, from the media library (the admin form sends the unused field empty).
    {
      title: 'Le clip',
      src: '/media/video/ndolo-na-wa-clip.mp4',
      youtubeId: '',
      posterUrl: '/media/images/posters/ndolo-na-wa-clip-640.webp',
    },
  ],
  ...overrides,
})

describe('artists and tracks in the admin area', () => {
  test('an artist with an uploaded photo, tracks with uploaded MP3s and covers, ordered, shown publicly at once', async () => {
    const photo = await upload('image', await makeImage('jpeg', 800, 800), 'artists')
    const cover = await upload('image', await makeImage('png', 700, 700), 'covers')
    const audio = await upload('audio', await makeMp3(3))
    expect((await get('/api/artists', '')).status).toBe(200) // fills the public cache

    const created = await send('POST', '/api/admin/artists', validArtist(photo.url))
    expect(created.status).toBe(201)
    const artist = (await created.json()) as ArtistDetail
    expect(artist).toMatchObject({ id: 'mireille-ekoue', photoUrl: photo.url, discography: [] })
    expect(artist.videos).toEqual([
      {
        id: 'video-dqw4w9wgxcq',
        title: 'En concert',
        youtubeId: 'dQw4w9WgXcQ',
        posterUrl: '/media/images/posters/nadia-mbende-live-640.webp',
      },
      {
        id: 'video-ndolonawaclip',
        title: 'Le clip',
        src: '/media/video/ndolo-na-wa-clip.mp4',
        posterUrl: '/media/images/posters/ndolo-na-wa-clip-640.webp',
      },
    ])
    expect(await lastAudit()).toMatchObject({ action: 'artist.create', summary: 'Artiste « Mireille Ékoué » ajouté' })
    const publicList = (await (await get('/api/artists', '')).json()) as { id: string }[]
    expect(publicList.map(item => item.id)).toContain('mireille-ekoue')

    // The form says 999 s; the MP3 measured at upload says 3 s: the measure wins.
    const first = await send('POST', '/api/admin/artists/mireille-ekoue/tracks', {
      title: 'Mvet',
      audioSrc: audio.url,
      coverUrl: cover.url,
      durationSeconds: 999,
    })
    expect(first.status).toBe(201)
    expect(((await first.json()) as ArtistDetail).discography[0]).toMatchObject({
      id: 'mvet',
      durationSeconds: 3,
      audioSrc: audio.url,
      coverUrl: cover.url,
    })
    await send('POST', '/api/admin/artists/mireille-ekoue/tracks', {
      title: 'Soleil',
      audioSrc: audio.url,
      coverUrl: cover.url,
      durationSeconds: 3,
    })
    expect(await lastAudit()).toMatchObject({
      action: 'track.create',
      summary: 'Morceau « Soleil » ajouté à la discographie de Mireille Ékoué',
    })

    const ordered = await send('PUT', '/api/admin/artists/mireille-ekoue/track-order', { ids: ['soleil', 'mvet'] })
    expect(ordered.status).toBe(200)
    const publicArtist = (await (await get('/api/artists/mireille-ekoue', '')).json()) as ArtistDetail
    expect(publicArtist.discography.map(track => track.id)).toEqual(['soleil', 'mvet'])
    expect((await send('PUT', '/api/admin/artists/mireille-ekoue/track-order', { ids: ['soleil'] })).status).toBe(409)

    const renamed = await send('PUT', '/api/admin/artists/mireille-ekoue/tracks/mvet', {
      title: 'Mvet (version longue)',
      audioSrc: audio.url,
      coverUrl: cover.url,
      durationSeconds: 3,
    })
    expect(renamed.status).toBe(200)
    expect(await lastAudit()).toMatchObject({
      action: 'track.update',
      summary: 'Morceau « Mvet (version longue) » modifié',
    })
    expect((await send('DELETE', '/api/admin/artists/mireille-ekoue/tracks/soleil')).status).toBe(200)
    expect((await send('DELETE', '/api/admin/artists/mireille-ekoue/tracks/soleil')).status).toBe(404)
    expect(
      ((await (await get('/api/artists/mireille-ekoue', '')).json()) as ArtistDetail).discography.map(
        track => track.title,
      ),
    ).toEqual(['Mvet (version longue)'])

    expect(
      (await send('PUT', '/api/admin/artists/mireille-ekoue', validArtist(photo.url, { city: 'Douala' }))).status,
    ).toBe(200)
    expect(((await (await get('/api/artists/mireille-ekoue', '')).json()) as ArtistDetail).city).toBe('Douala')

    expect((await send('DELETE', '/api/admin/artists/mireille-ekoue')).status).toBe(200)
    expect((await get('/api/artists/mireille-ekoue', '')).status).toBe(404)
    expect(await lastAudit()).toMatchObject({
      action: 'artist.delete',
      summary: 'Artiste « Mireille Ékoué » supprimé, avec ses morceaux',
    })
  })

  test('each invalid field gets its own French message', async () => {
    const photo = '/media/images/artists/nadia-mbende-320.webp'
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Indiquez le nom de l’artiste.'],
      [{ bio: [] }, 'bio', 'Écrivez la biographie.'],
      [{ bio: ['court'] }, 'bio.0', 'Chaque paragraphe doit compter au moins 10 caractères.'],
      [
        { photoUrl: '/media/images/covers/x-320.webp' },
        'photoUrl',
        'Choisissez une photo d’artiste : envoyez-la ou prenez-la dans la médiathèque.',
      ],
      [{ genres: [] }, 'genres', 'Indiquez au moins un genre.'],
      [
        { videos: [{ title: 'Clip', youtubeId: 'trop-court', posterUrl: '/media/images/posters/x-640.webp' }] },
        'videos.0.youtubeId',
        'L’identifiant YouTube compte 11 caractères (la fin de l’adresse après « v= »), ou collez l’adresse de la vidéo.',
      ],
      [
        {
          videos: [
            { title: 'Clip', src: 'https://ailleurs.example/x.mp4', posterUrl: '/media/images/posters/x-640.webp' },
          ],
        },
        'videos.0.src',
        'Choisissez une vidéo de la médiathèque (adresse /media/video/….mp4).',
      ],
    ]
    for (const [override, field, message] of cases) {
      const response = await send('POST', '/api/admin/artists', validArtist(photo, override))
      expect(response.status, field).toBe(400)
      expect(
        ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields[field],
        field,
      ).toBe(message)
    }
    const badTrack = await send('POST', '/api/admin/artists/nadia-mbende/tracks', {
      title: 'X',
      audioSrc: '/media/uploads/audio/x.wav',
      coverUrl: '/media/images/covers/x-320.webp',
      durationSeconds: 0,
    })
    expect(((await badTrack.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      audioSrc: 'Choisissez le fichier MP3 du morceau : envoyez-le ou prenez-le dans la médiathèque.',
      durationSeconds: 'Durée invalide.',
    })
    expect(
      (
        await send('POST', '/api/admin/artists/artiste-fantome/tracks', {
          title: 'X',
          audioSrc: '/media/audio/x.mp3',
          coverUrl: '/media/images/covers/x-320.webp',
          durationSeconds: 30,
        })
      ).status,
    ).toBe(404)
  })

  test('refused to non-admins', async () => {
    const student = await signedInUser(context, ROLES.student)
    expect((await get('/api/admin/artists', student.cookie)).status).toBe(403)
    expect((await send('DELETE', '/api/admin/artists/nadia-mbende', {}, student.cookie)).status).toBe(403)
  })
})
