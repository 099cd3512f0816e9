import { randomBytes } from 'node:crypto'
import sharp, { type Metadata } from 'sharp'
import { AppError } from '#core/http/app-error.ts'
import { IMAGE_GROUPS, OG_IMAGE_GROUPS, type ImageGroup } from './image-sizes.ts'
import {
  ACCEPTED_IMAGE_FORMATS,
  IMAGE_GROUP_LABELS,
  MAX_AUDIO_BYTES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  megabytes,
  minimumImageSize,
} from './upload-limits.ts'
import { probeMp3 } from './mp3-probe.ts'
import { describeFile, type ImageType, imageTypeOf, type Sniffed, sniffFile } from './sniff.server.ts'

/**
 * Uploaded files are checked by their content and turned into what the pages use: images become the
 * WebP widths of their group (cropped to the group's shape) plus the Open Graph JPEG where the group
 * has one; MP3s are checked frame by frame and measured. Nothing is written here: the caller stores
 * the returned files (atomically, see the media store).
 */

export type StoredFile = { key: string; bytes: Uint8Array; contentType: string }

export type ProcessedImage = {
  /** The URL content stores: the group's default width. */
  url: string
  slug: string
  files: StoredFile[]
  source: { type: ImageType; width: number; height: number; bytes: number }
}

export type ProcessedAudio = {
  url: string
  slug: string
  files: StoredFile[]
  durationSeconds: number
  source: { bytes: number; sampleRate: number; bitrateKbps: number; channels: 1 | 2 }
}

/** `Mon Affiche (2).JPG` → `mon-affiche-2-<8 random hex>`: readable, unique, safe in a URL. */
export function uploadSlug(fileName: string, fallback: string): string {
  const base = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')
  return `${base || fallback}-${randomBytes(4).toString('hex')}`
}

export function imageKey(group: ImageGroup, slug: string, width: number): string {
  return `uploads/images/${group}/${slug}-${width}.webp`
}

export function ogKey(group: ImageGroup, slug: string): string {
  return `uploads/og/${group}-${slug}.jpg`
}

export function audioKey(slug: string): string {
  return `uploads/audio/${slug}.mp3`
}

function notAnImage(bytes: Uint8Array, sniffed: Sniffed): AppError {
  const what = describeFile(bytes, sniffed)
  return new AppError(
    'INVALID_INPUT',
    what
      ? `Ce fichier est ${what}, pas une image acceptée : choisissez une image ${ACCEPTED_IMAGE_FORMATS}.`
      : `Ce fichier n’est pas une image reconnue : choisissez une image ${ACCEPTED_IMAGE_FORMATS}.`,
  )
}

const UNREADABLE_IMAGE =
  'Cette image est illisible ou incomplète (fichier abîmé ou mal téléchargé) : essayez avec une autre copie.'

/** sharp's format names for each sniffed type (AVIF is decoded by libheif). */
const SHARP_FORMATS: Record<ImageType, string[]> = {
  jpeg: ['jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  avif: ['heif', 'avif'],
}

// Decoding big images takes a lot of memory: one upload is processed at a time.
let queue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work)
  queue = run.catch(() => undefined)
  return run
}

/** Checks an uploaded image and renders every file its group needs. Throws AppError with French text. */
export async function processImageUpload(
  bytes: Uint8Array,
  group: ImageGroup,
  fileName: string,
): Promise<ProcessedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `L’image dépasse ${megabytes(MAX_IMAGE_BYTES)} : réduisez-la ou choisissez un fichier plus léger.`,
    )
  }
  if (bytes.length === 0) throw new AppError('INVALID_INPUT', 'Le fichier est vide.')
  const sniffed = await sniffFile(bytes)
  const type = imageTypeOf(sniffed)
  if (!type) throw notAnImage(bytes, sniffed)
  return oneAtATime(() => renderImage(bytes, type, group, fileName))
}

async function renderImage(
  bytes: Uint8Array,
  type: ImageType,
  group: ImageGroup,
  fileName: string,
): Promise<ProcessedImage> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const options = { failOn: 'warning' as const, limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true }
  let metadata: Metadata
  try {
    // Reads the header only: the pixel count is known before anything is decoded.
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata()
  } catch {
    throw new AppError('INVALID_INPUT', UNREADABLE_IMAGE)
  }
  if (!SHARP_FORMATS[type].includes(metadata.format)) throw new AppError('INVALID_INPUT', UNREADABLE_IMAGE)
  const pixels = metadata.width * metadata.height
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `L’image est trop grande : ${metadata.width} × ${metadata.height} pixels. ${MAX_IMAGE_PIXELS / 1_000_000} millions de pixels au plus (par exemple 7 000 × 5 000).`,
    )
  }
  const width = metadata.autoOrient?.width ?? metadata.width
  const height = metadata.autoOrient?.height ?? metadata.height
  const spec = IMAGE_GROUPS[group]
  const { width: minWidth, height: minHeight } = minimumImageSize(group)
  if (width < minWidth || height < minHeight) {
    throw new AppError(
      'INVALID_INPUT',
      `L’image est trop petite (${width} × ${height} pixels) : une ${IMAGE_GROUP_LABELS[group]} doit mesurer au moins ${minWidth} × ${minHeight} pixels.`,
    )
  }

  const slug = uploadSlug(fileName, 'image')
  const largest = Math.max(...spec.widths)
  const files: StoredFile[] = []
  try {
    // Decoded and cropped once (to the group's shape, keeping the most interesting part), then
    // each width is made from that.
    const cropped = await sharp(input, options)
      .resize(largest, Math.round(largest / spec.aspect), { fit: 'cover', position: 'attention' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { raw: { width: cropped.info.width, height: cropped.info.height, channels: cropped.info.channels } }
    for (const targetWidth of spec.widths) {
      const data = await sharp(cropped.data, raw)
        .resize(targetWidth, Math.round(targetWidth / spec.aspect))
        .webp({ quality: 75, effort: 4 })
        .toBuffer()
      files.push({ key: imageKey(group, slug, targetWidth), bytes: data, contentType: 'image/webp' })
    }
    if (OG_IMAGE_GROUPS.includes(group)) {
      const og = await sharp(input, options)
        .resize(1200, 630, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#f7f1e6' })
        .jpeg({ quality: 75, mozjpeg: true })
        .toBuffer()
      files.push({ key: ogKey(group, slug), bytes: og, contentType: 'image/jpeg' })
    }
  } catch {
    // Truncated or corrupt pixel data only shows when decoding.
    throw new AppError('INVALID_INPUT', UNREADABLE_IMAGE)
  }
  return {
    url: `/media/${imageKey(group, slug, spec.defaultWidth)}`,
    slug,
    files,
    source: { type, width, height, bytes: bytes.length },
  }
}

/** Checks an uploaded MP3 (frame by frame) and measures it. Throws AppError with French text. */
export async function processAudioUpload(bytes: Uint8Array, fileName: string): Promise<ProcessedAudio> {
  if (bytes.length > MAX_AUDIO_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Le fichier audio dépasse ${megabytes(MAX_AUDIO_BYTES)} : exportez-le en MP3 à 192 kbit/s au plus.`,
    )
  }
  if (bytes.length === 0) throw new AppError('INVALID_INPUT', 'Le fichier est vide.')
  const info = probeMp3(bytes)
  if (!info) {
    const sniffed = await sniffFile(bytes)
    // An MP3 that probeMp3 refused is damaged or cut: the generic message says so.
    const what = sniffed?.mime === 'audio/mpeg' ? null : describeFile(bytes, sniffed)
    throw new AppError(
      'INVALID_INPUT',
      what
        ? `Ce fichier est ${what}, pas un MP3 : exportez le morceau au format MP3.`
        : 'Ce fichier n’est pas un MP3 complet et lisible : exportez le morceau à nouveau au format MP3.',
    )
  }
  const slug = uploadSlug(fileName, 'piste')
  return {
    url: `/media/${audioKey(slug)}`,
    slug,
    files: [{ key: audioKey(slug), bytes, contentType: 'audio/mpeg' }],
    durationSeconds: info.durationSeconds,
    source: {
      bytes: bytes.length,
      sampleRate: info.sampleRate,
      bitrateKbps: info.bitrateKbps,
      channels: info.channels,
    },
  }
}
