import { OG_IMAGE_GROUPS, ogImageUrl, parseImageUrl } from '#core/media/image-sizes.ts'

/**
 * The Open Graph JPEG made for one of our images (artist photo, blog image...), if there is one. Apart
 * from route-meta.ts, which is in every page's first download: only the pages that share an image
 * load it.
 */
export function ogImageFor(url: string): string | undefined {
  const parsed = parseImageUrl(url)
  return parsed && OG_IMAGE_GROUPS.includes(parsed.group)
    ? ogImageUrl(parsed.group, parsed.slug, parsed.uploaded)
    : undefined
}
