/**
 * Every image group the site shows, with the widths generated for it (WebP) and its aspect ratio.
 * Pages build `srcset` from these widths, so a phone never downloads more than about twice the
 * pixels it displays. Change a width here, then run `npm run media:generate`.
 */
export const IMAGE_GROUPS = {
  hero: { widths: [480, 960, 1600], defaultWidth: 960, aspect: 16 / 9 },
  artists: { widths: [160, 320, 640], defaultWidth: 320, aspect: 1 },
  /** Teachers' portraits, shown as 80 px circles on /academie. */
  teachers: { widths: [160, 320], defaultWidth: 160, aspect: 1 },
  covers: { widths: [96, 160, 320, 640], defaultWidth: 320, aspect: 1 },
  posters: { widths: [320, 640], defaultWidth: 640, aspect: 16 / 9 },
  portfolio: { widths: [320, 640], defaultWidth: 640, aspect: 1 },
  disciplines: { widths: [400, 800], defaultWidth: 800, aspect: 16 / 10 },
  blog: { widths: [400, 800, 1200], defaultWidth: 800, aspect: 16 / 9 },
  press: { widths: [800, 2400], defaultWidth: 800, aspect: 3 / 2 },
} as const

export type ImageGroup = keyof typeof IMAGE_GROUPS

/** Groups whose images also get a 1200×630 Open Graph JPEG (shared links on WhatsApp, Facebook). */
export const OG_IMAGE_GROUPS: readonly ImageGroup[] = ['artists', 'blog', 'disciplines']

/**
 * Two homes for group images: the built-in ones (`/media/images/...`, made by `npm run media:generate`)
 * and those uploaded from the admin area (`/media/uploads/images/...`, in the media store). Both
 * follow the same naming, so pages give uploaded images the same `srcset`.
 */
const IMAGE_URL = /^\/media\/(uploads\/)?images\/([a-z]+)\/([a-z0-9-]+)-(\d+)\.webp$/

export type ParsedImageUrl = { group: ImageGroup; slug: string; width: number; uploaded: boolean }

/** Splits `/media/[uploads/]images/<group>/<slug>-<width>.webp` into its parts, or null for any other URL. */
export function parseImageUrl(url: string): ParsedImageUrl | null {
  const match = IMAGE_URL.exec(url)
  if (!match) return null
  const [, uploads, group, slug, width] = match
  if (!group || !slug || !width || !(group in IMAGE_GROUPS)) return null
  return { group: group as ImageGroup, slug, width: Number(width), uploaded: Boolean(uploads) }
}

export function imageUrl(group: ImageGroup, slug: string, width: number, uploaded = false): string {
  return `/media/${uploaded ? 'uploads/' : ''}images/${group}/${slug}-${width}.webp`
}

/** Open Graph previews (WhatsApp, Facebook) want a 1200×630 JPEG. */
export function ogImageUrl(group: ImageGroup, slug: string, uploaded = false): string {
  return `/media/${uploaded ? 'uploads/' : ''}og/${group}-${slug}.jpg`
}
