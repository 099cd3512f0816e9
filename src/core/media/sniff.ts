/**
 * What a file really is, from its first bytes (magic numbers), never from its name or the type the
 * browser declared: a PDF renamed `photo.jpg` is still a PDF. Used to accept uploads and to tell the
 * admin, in plain French, what they picked by mistake.
 */

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'

export const IMAGE_TYPE_LABELS: Record<ImageType, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
  avif: 'AVIF',
}

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, Math.min(bytes.length, start + length)))

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((value, index) => bytes[at + index] === value)

/** ISO base media files (MP4, HEIF, AVIF): `ftyp` box with its major and compatible brands. */
function isoBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
  const end = Math.min(bytes.length, Math.max(16, size))
  const brands = [ascii(bytes, 8, 4)]
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4))
  return brands
}

/** The image format of these bytes, or null when they are not one of the accepted formats. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  const head = ascii(bytes, 0, 6)
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp'
  const brands = isoBrands(bytes)
  if (brands?.some(brand => brand === 'avif' || brand === 'avis')) return 'avif'
  return null
}

/** Whether these bytes start like an MP3: an ID3v2 tag or an MPEG audio frame sync. */
export function looksLikeMp3(bytes: Uint8Array): boolean {
  return ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)
}

/**
 * A short French description of common files that are not what was asked for ("un document PDF"),
 * or null when the bytes mean nothing known.
 */
export function describeFile(bytes: Uint8Array): string | null {
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase()
  if (ascii(bytes, 0, 5) === '%PDF-') return 'un document PDF'
  if (text.startsWith('<!doctype html') || text.startsWith('<html') || /^<(head|body|script|meta|div|p)\b/.test(text))
    return 'une page HTML'
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'un dessin SVG'
  if (text.startsWith('<?xml')) return 'un fichier XML'
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'une archive ZIP (ou un document Office)'
  if (ascii(bytes, 0, 4) === 'OggS') return 'un fichier audio OGG'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'un fichier audio WAV'
  if (ascii(bytes, 0, 4) === 'fLaC') return 'un fichier audio FLAC'
  const brands = isoBrands(bytes)
  if (brands?.some(brand => ['heic', 'heix', 'mif1', 'msf1'].includes(brand)))
    return 'une photo HEIC (format des iPhone)'
  if (brands?.some(brand => brand.startsWith('M4A'))) return 'un fichier audio M4A'
  if (brands) return 'une vidéo MP4'
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'une image TIFF'
  if (ascii(bytes, 0, 2) === 'BM') return 'une image BMP'
  if (ascii(bytes, 0, 2) === 'MZ' || startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return 'un programme'
  if (sniffImageType(bytes)) return 'une image'
  if (looksLikeMp3(bytes)) return 'un fichier audio MP3'
  return null
}
