import { IMAGE_GROUPS, type ImageGroup } from './image-sizes.ts'

/** Limits of admin uploads, shared by the server (which enforces them) and the upload field (which says them). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024
/** Decompression bombs (a tiny PNG claiming 50,000 × 50,000 pixels) are refused before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000

export const ACCEPTED_IMAGE_FORMATS = 'JPEG, PNG, WebP, AVIF ou GIF'
/** For the file picker only; the server trusts the bytes, never this list. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif'
export const AUDIO_ACCEPT = 'audio/mpeg,.mp3'

/** What each group's images are called in messages ("une image d'article"). */
export const IMAGE_GROUP_LABELS: Record<ImageGroup, string> = {
  hero: 'bannière',
  artists: 'photo d’artiste',
  teachers: 'photo de professeur',
  covers: 'pochette',
  posters: 'vignette de vidéo',
  portfolio: 'visuel de réalisation',
  disciplines: 'image de discipline',
  blog: 'image d’article',
  press: 'photo de presse',
}

/** Smallest accepted image for a group: its default display width, in the group's shape. */
export function minimumImageSize(group: ImageGroup): { width: number; height: number } {
  const spec = IMAGE_GROUPS[group]
  return { width: spec.defaultWidth, height: Math.round(spec.defaultWidth / spec.aspect) }
}

export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} Mo`

/** Lesson videos: streamed to disk on upload, never held whole in memory. */
export const MAX_VIDEO_BYTES = 300 * 1024 * 1024
/** Longer lessons are better cut in parts; also bounds the conversion time. */
export const MAX_VIDEO_SECONDS = 30 * 60
export const ACCEPTED_VIDEO_FORMATS = 'MP4, MOV ou WebM'
/** For the file picker only; the server trusts the bytes. */
export const VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm'
