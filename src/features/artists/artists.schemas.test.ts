import { describe, expect, test } from 'vitest'
import { artistInputSchema } from './artists.schemas.ts'

const base = {
  name: 'Nadia Mbende',
  headline: 'Chanteuse, autrice-compositrice',
  bio: ['Une voix de Douala, entre makossa et soul.'],
  city: 'Douala',
  photoUrl: '/media/images/artists/nadia-mbende-640.webp',
  genres: ['Makossa'],
  tags: [],
}
const poster = '/media/images/posters/ndolo-na-wa-clip-640.webp'

function videoErrors(video: Record<string, unknown>): string[] {
  const result = artistInputSchema.safeParse({ ...base, videos: [{ title: 'Le clip', posterUrl: poster, ...video }] })
  return result.success ? [] : result.error.issues.map(issue => `${issue.path.join('.')}: ${issue.message}`)
}

describe('artist videos: one of our files or a YouTube video', () => {
  test('a media-library clip is accepted as it is', () => {
    const parsed = artistInputSchema.parse({
      ...base,
      videos: [{ title: 'Le clip', src: '/media/video/ndolo-na-wa-clip.mp4', youtubeId: '', posterUrl: poster }],
    })
    expect(parsed.videos[0]).toEqual({ title: 'Le clip', src: '/media/video/ndolo-na-wa-clip.mp4', posterUrl: poster })
    expect(videoErrors({ src: '/media/uploads/video/concert-2026.webm' })).toEqual([])
  })

  test('a YouTube id, or an address it is taken from', () => {
    for (const given of [
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      ' https://www.youtube.com/embed/dQw4w9WgXcQ ',
    ]) {
      const parsed = artistInputSchema.parse({
        ...base,
        videos: [{ title: 'Le clip', youtubeId: given, posterUrl: poster }],
      })
      expect(parsed.videos[0]?.youtubeId, given).toBe('dQw4w9WgXcQ')
      expect(parsed.videos[0]?.src, given).toBeUndefined()
    }
  })

  test('anything else is refused with a French message', () => {
    const FILE = 'videos.0.src: Choisissez une vidéo de la médiathèque (adresse /media/video/….mp4).'
    expect(videoErrors({ src: 'https://ailleurs.example/clip.mp4' })).toEqual([FILE])
    expect(videoErrors({ src: '/media/video/../secrets.mp4' })).toEqual([FILE])
    expect(videoErrors({ src: '/media/images/posters/x-640.webp' })).toEqual([FILE])
    expect(videoErrors({ youtubeId: 'https://evil.example/watch?v=dQw4w9WgXcQ' })).toEqual([
      'videos.0.youtubeId: L’identifiant YouTube compte 11 caractères (la fin de l’adresse après « v= »), ou collez l’adresse de la vidéo.',
    ])
    expect(videoErrors({})).toEqual([
      'videos.0.youtubeId: Indiquez la vidéo : un fichier de la médiathèque (/media/video/….mp4) ou une vidéo YouTube (identifiant ou adresse).',
    ])
    expect(videoErrors({ src: '/media/video/a.mp4', youtubeId: 'dQw4w9WgXcQ' })).toEqual([
      'videos.0.youtubeId: Choisissez soit un fichier de la médiathèque, soit une vidéo YouTube, pas les deux.',
    ])
  })
})
