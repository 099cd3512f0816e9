import { describe, expect, test } from 'vitest'
import { portfolioInputSchema } from './portfolio.schemas.ts'

const item = (videoUrl: string | null) => ({
  title: 'Ndolo na wa',
  year: 2025,
  coverImage: '/media/images/portfolio/clip-ndolo-na-wa-640.webp',
  type: 'clip',
  artists: ['nadia-mbende'],
  description: 'Le clip tourné au bord du Wouri.',
  credits: [],
  media: { videoUrl, audioUrl: null },
  duration: '3 min 42 s',
  tags: [],
  license: 'Tous droits réservés',
  downloadableAssets: [],
  caseStudy: { challenge: 'Un petit budget.', approach: 'Une seule journée.', result: 'Un clip sincère.' },
})

const MESSAGE =
  'Indiquez une vidéo de la médiathèque (/media/video/….mp4) ou une adresse YouTube (https://www.youtube.com/watch?v=…).'

describe('portfolio video: one of our files or a YouTube address', () => {
  test('both kinds, and none, are accepted', () => {
    for (const url of [
      '/media/video/ndolo-na-wa-clip.mp4',
      '/media/uploads/video/concert.webm',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      null,
    ]) {
      const result = portfolioInputSchema.safeParse(item(url))
      expect(result.success, String(url)).toBe(true)
      expect(result.data?.media.videoUrl).toBe(url)
    }
  })

  test('other addresses get a French message', () => {
    for (const url of [
      'https://evil.example/clip.mp4',
      '/media/video/../../etc/passwd.mp4',
      '/media/audio/ndolo-na-wa.mp3',
      'javascript:alert(1)',
    ]) {
      const result = portfolioInputSchema.safeParse(item(url))
      expect(result.success, url).toBe(false)
      expect(
        result.error?.issues.map(issue => [issue.path.join('.'), issue.message]),
        url,
      ).toEqual([['media.videoUrl', MESSAGE]])
    }
  })
})
