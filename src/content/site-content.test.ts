import { existsSync, openSync, readSync, closeSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { IMAGE_GROUPS, parseImageUrl } from '#core/media/image-sizes.ts'
import { readContent } from './read-content.server.ts'

const siteContent = readContent()

/** Every '/media/...' string anywhere in the content. */
function mediaUrls(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('/media/')) found.push(value)
  else if (Array.isArray(value)) value.forEach(item => mediaUrls(item, found))
  else if (value && typeof value === 'object') Object.values(value).forEach(item => mediaUrls(item, found))
  return found
}

describe('the content folder', () => {
  test('has the business constants of spec §9', () => {
    const prices = siteContent.formulas.map(formula => [
      formula.name,
      formula.price,
      formula.billingCycle,
      formula.customPriceText,
    ])
    expect(prices).toEqual([
      ['Pack Individuel', { eur: 120, xaf: 80000 }, 'mois', null],
      ['Pack Duo', { eur: 200, xaf: 130000 }, 'mois', null],
      ['Formation Hybride', { eur: 180, xaf: 120000 }, 'mois', null],
      ['MOOC Complet', { eur: 250, xaf: 165000 }, 'unique', null],
      ['Masterclass', null, null, expect.stringMatching(/variable/i)],
      ['Parcours Certifiant', null, null, expect.stringMatching(/devis/i)],
    ])
    const levels = Object.fromEntries(
      siteContent.disciplines.map(discipline => [
        discipline.id,
        discipline.levels.map(level => [level.durationWeeks, level.hoursPerWeek]),
      ]),
    )
    expect(levels).toEqual({
      piano: [
        [12, 2],
        [16, 3],
        [20, 4],
      ],
      chant: [
        [12, 2],
        [16, 3],
      ],
      mao: [[12, 3]],
      musicologie: [[10, 2]],
    })
    const beginner = (id: string) => siteContent.disciplines.find(discipline => discipline.id === id)?.levels[0]
    expect(beginner('piano')?.assessment.passingScore).toBe(75)
    expect(beginner('chant')?.assessment.passingScore).toBe(70)
    expect(siteContent.label.foundingYear).toBe(2010)
  })

  test('has the minimum amounts of content the site needs', () => {
    expect(siteContent.services.length).toBeGreaterThanOrEqual(4)
    expect(siteContent.artists.length).toBeGreaterThanOrEqual(6)
    for (const artist of siteContent.artists) expect(artist.discography.length).toBeGreaterThanOrEqual(2)
    expect(siteContent.portfolio.length).toBeGreaterThanOrEqual(4)
    expect(new Set(siteContent.portfolio.map(item => item.type))).toEqual(new Set(['clip', 'album']))
    expect(siteContent.testimonials.length).toBeGreaterThanOrEqual(5)
    expect(siteContent.news).toHaveLength(4)
    expect(siteContent.blogPosts.length).toBeGreaterThanOrEqual(5)
    expect(siteContent.publicCreations.length).toBeGreaterThanOrEqual(3)
    const schedules = siteContent.events.map(event => `${event.schedule.monthOffset}:${event.schedule.day}`)
    expect(schedules).toEqual(expect.arrayContaining(['0:12', '0:25', '1:5']))
  })

  test('every level is complete', () => {
    for (const discipline of siteContent.disciplines) {
      for (const level of discipline.levels) {
        expect(level.learningObjectives.length, `${discipline.id}/${level.id}`).toBeGreaterThan(0)
        expect(level.syllabus.length).toBeGreaterThan(0)
        expect(level.exercises.every(exercise => exercise.solution.length > 0)).toBe(true)
        expect(level.recommendedRepertoire.length).toBeGreaterThan(0)
        expect(level.resources.length).toBeGreaterThan(0)
        expect(level.assessment.passingCriteria).toContain(`${level.assessment.passingScore}`)
      }
    }
  })

  test('every image URL follows the generated-image convention', () => {
    const images = mediaUrls(siteContent).filter(url => url.startsWith('/media/images/'))
    expect(images.length).toBeGreaterThan(20)
    for (const url of images) {
      const parsed = parseImageUrl(url)
      expect(parsed, url).not.toBeNull()
      expect(IMAGE_GROUPS[parsed!.group].widths, url).toContain(parsed!.width)
    }
  })
})

describe('media referenced by the content', () => {
  test('every /media file exists on disk, so no page shows a broken image or silent track', () => {
    const missing = [...new Set(mediaUrls(siteContent))].filter(
      url => !existsSync(join(import.meta.dirname, '..', '..', decodeURIComponent(url.slice(1)))),
    )
    expect(missing).toEqual([])
  })
})

describe('sample videos', () => {
  const root = join(import.meta.dirname, '..', '..')
  const artistVideos = siteContent.artists.flatMap(artist => artist.videos)
  const portfolioVideos = siteContent.portfolio.flatMap(item => (item.media.videoUrl ? [item.media.videoUrl] : []))
  const clipUrls = [...new Set([...artistVideos.map(video => video.src), ...portfolioVideos])]

  test('no sample video points to YouTube (or anywhere else): only our own clips in /media/video/', () => {
    expect(artistVideos.length).toBeGreaterThan(0)
    for (const video of artistVideos) {
      expect(video.youtubeId, video.id).toBeUndefined()
      expect(video.src, video.id).toBe(`/media/video/${video.id}.mp4`)
      expect(parseImageUrl(video.posterUrl)?.group, video.id).toBe('posters')
    }
    expect(portfolioVideos.length).toBeGreaterThan(0)
    for (const url of portfolioVideos) expect(url).toMatch(/^\/media\/video\/[a-z0-9-]+\.mp4$/)
    expect(JSON.stringify(siteContent)).not.toMatch(/youtube\.com\/watch|youtu\.be\/|youtubeId|\[youtube:/)
  })

  test('every clip exists, is an MP4 with its index up front (faststart) and keeps to the size budget', () => {
    let total = 0
    for (const url of clipUrls) {
      const file = join(root, url!.slice(1))
      expect(existsSync(file), url).toBe(true)
      const size = statSync(file).size
      total += size
      expect(size, url).toBeGreaterThan(50_000)
      expect(size, url).toBeLessThanOrEqual(250 * 1024)
      // An MP4 starts with 'ftyp'; with +faststart the 'moov' index comes before the 'mdat' data,
      // so a player can start after the first range request.
      const head = Buffer.alloc(4096)
      const fd = openSync(file, 'r')
      readSync(fd, head, 0, head.length, 0)
      closeSync(fd)
      expect(head.toString('latin1', 4, 8), url).toBe('ftyp')
      const moov = head.indexOf('moov', 0, 'latin1')
      const mdat = head.indexOf('mdat', 0, 'latin1')
      expect(moov, url).toBeGreaterThan(0)
      expect(mdat === -1 || moov < mdat, url).toBe(true)
    }
    expect(total).toBeLessThanOrEqual(2 * 1024 * 1024)
  })
})
