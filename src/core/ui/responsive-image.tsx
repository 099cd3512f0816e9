import { IMAGE_GROUPS, imageUrl, parseImageUrl } from '#core/media/image-sizes.ts'

type Props = {
  src: string
  alt: string
  /** CSS `sizes`: how wide the image is displayed at each breakpoint. */
  sizes: string
  className?: string
  /** Above-the-fold images load eagerly with high priority (LCP); everything else lazily. */
  priority?: boolean
}

/**
 * An image from one of our groups, with every generated width in `srcset` and its intrinsic size set,
 * so the browser picks the smallest file that fills the slot and reserves the space (no layout shift).
 */
export function ResponsiveImage({ src, alt, sizes, className, priority = false }: Props) {
  const parsed = parseImageUrl(src)
  if (!parsed) {
    return <img src={src} alt={alt} className={className} loading={priority ? 'eager' : 'lazy'} decoding="async" />
  }
  const group = IMAGE_GROUPS[parsed.group]
  const width = group.defaultWidth
  const height = Math.round(width / group.aspect)
  return (
    <img
      src={imageUrl(parsed.group, parsed.slug, width, parsed.uploaded)}
      srcSet={group.widths.map(w => `${imageUrl(parsed.group, parsed.slug, w, parsed.uploaded)} ${w}w`).join(', ')}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  )
}
