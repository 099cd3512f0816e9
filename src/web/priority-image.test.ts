import { describe, expect, test } from 'vitest'
import { priorityImagePreload } from './entry-server.tsx'

describe('priorityImagePreload', () => {
  test('preloads the first high-priority image with its srcset and sizes, as React renders it', () => {
    const body =
      '<img src="/a-320.webp" loading="lazy"/><img src="/media/images/hero/accueil-960.webp" srcSet="/media/images/hero/accueil-480.webp 480w, /media/images/hero/accueil-960.webp 960w" sizes="100vw" fetchPriority="high"/><img src="/b.webp" fetchPriority="high"/>'
    expect(priorityImagePreload(body)).toEqual([
      '<link rel="preload" as="image" href="/media/images/hero/accueil-960.webp" imagesrcset="/media/images/hero/accueil-480.webp 480w, /media/images/hero/accueil-960.webp 960w" imagesizes="100vw" fetchpriority="high" />',
    ])
  })

  test('nothing when no image asks for high priority', () => {
    expect(priorityImagePreload('<img src="/a.webp" loading="lazy"/><p>fetchPriority="high"</p>')).toEqual([])
  })
})
