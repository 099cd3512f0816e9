/**
 * Every image group the site shows, with the widths generated for it (WebP) and its aspect ratio.
 * Pages build `srcset` from these widths, so a phone never downloads more than about twice the
 * pixels it displays. Change a width here, then run `npm run media:generate`.
 */
export const IMAGE_GROUPS = {
  hero: { widths: [480, 960, 1600], defaultWidth: 960, aspect: 16 / 9 },
  artists: { widths: [160, 320, 640], defaultWidth: 320, aspect: 1 },
  covers: { widths: [96, 160, 320, 640], defaultWidth: 320, aspect: 1 },
  posters: { widths: [320, 640], defaultWidth: 640, aspect: 16 / 9 },
  portfolio: { widths: [320, 640], defaultWidth: 640, aspect: 1 },
  disciplines: { widths: [400, 800], defaultWidth: 800, aspect: 16 / 10 },
  blog: { widths: [400, 800, 1200], defaultWidth: 800, aspect: 16 / 9 },
  press: { widths: [800, 2400], defaultWidth: 800, aspect: 3 / 2 },
} as const

export type ImageGroup = keyof typeof IMAGE_GROUPS

const IMAGE_URL = /^\/media\/images\/([a-z]+)\/([a-z0-9-]+)-(\d+)\.webp$/

/** Splits `/media/images/<group>/<slug>-<width>.webp` into its parts, or null for any other URL. */
export function parseImageUrl(url: string): { group: ImageGroup; slug: string; width: number } | null {
  const match = IMAGE_URL.exec(url)
  if (!match) return null
  const [, group, slug, width] = match
  if (!group || !slug || !width || !(group in IMAGE_GROUPS)) return null
  return { group: group as ImageGroup, slug, width: Number(width) }
}

export function imageUrl(group: ImageGroup, slug: string, width: number): string {
  return `/media/images/${group}/${slug}-${width}.webp`
}

/** Open Graph previews (WhatsApp, Facebook) want a 1200×630 JPEG. */
export function ogImageUrl(group: ImageGroup, slug: string): string {
  return `/media/og/${group}-${slug}.jpg`
}
