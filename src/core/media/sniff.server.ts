import { type FileTypeResult, fileTypeFromBuffer } from 'file-type'

/**
 * What a file really is, from its content, never from its name or the type the browser declared: a
 * PDF renamed `photo.jpg` is still a PDF. file-type reads the magic numbers (from the first 4 KB);
 * this module says which of its answers each upload accepts, and names the others in French for the
 * refusal.
 */

export type Sniffed = FileTypeResult | undefined

/** The bytes' type by their magic numbers, or undefined when unknown (text formats among them). */
export function sniffFile(bytes: Uint8Array): Promise<Sniffed> {
  return fileTypeFromBuffer(bytes)
}

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'

const IMAGE_TYPES: Record<string, ImageType> = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif' }

/** The accepted image format, or null. */
export function imageTypeOf(sniffed: Sniffed): ImageType | null {
  return (sniffed && IMAGE_TYPES[sniffed.ext]) ?? null
}

export type VideoType = 'mp4' | 'mov' | 'webm'

/** ISO base media videos ffmpeg reads as MP4 (phones record some of them as 3GP). */
const MP4_VIDEOS = new Set(['mp4', 'm4v', 'f4v', '3gp', '3g2'])

/** The accepted video container, or null. */
export function videoTypeOf(sniffed: Sniffed): VideoType | null {
  if (!sniffed) return null
  if (MP4_VIDEOS.has(sniffed.ext)) return 'mp4'
  if (sniffed.ext === 'mov' || sniffed.ext === 'webm') return sniffed.ext
  return null
}

/** Ogg streams of sound (Opus, Vorbis, FLAC, Speex) and ISO media that browsers record sound into. */
const OGG_AUDIO = new Set(['opus', 'ogg', 'oga', 'spx'])
const MP4_AUDIO = new Set(['m4a', 'm4b', 'mp4', 'mov', '3gp', '3g2'])

/** A browser recording (MediaRecorder: WebM, Ogg, MP4; or WAV) as it is stored, or null. */
export function recordingTypeOf(sniffed: Sniffed): { ext: string; type: string } | null {
  if (!sniffed) return null
  if (sniffed.ext === 'webm') return { ext: 'webm', type: 'audio/webm' }
  if (OGG_AUDIO.has(sniffed.ext)) return { ext: 'ogg', type: 'audio/ogg' }
  if (MP4_AUDIO.has(sniffed.ext)) return { ext: 'm4a', type: 'audio/mp4' }
  if (sniffed.ext === 'wav') return { ext: 'wav', type: 'audio/wav' }
  return null
}

/** The files people most often pick by mistake, by file-type's extension. */
const FRENCH_NAMES: Record<string, string> = {
  pdf: 'un document PDF',
  xml: 'un fichier XML',
  zip: 'une archive ZIP (ou un document Office)',
  docx: 'un document Word',
  xlsx: 'un classeur Excel',
  pptx: 'une présentation PowerPoint',
  odt: 'un document OpenDocument',
  ogg: 'un fichier audio OGG',
  opus: 'un fichier audio OGG',
  oga: 'un fichier audio OGG',
  wav: 'un fichier audio WAV',
  flac: 'un fichier audio FLAC',
  m4a: 'un fichier audio M4A',
  mp3: 'un fichier audio MP3',
  aac: 'un fichier audio AAC',
  heic: 'une photo HEIC (format des iPhone)',
  tif: 'une image TIFF',
  bmp: 'une image BMP',
  mp4: 'une vidéo MP4',
  mov: 'une vidéo MOV',
  webm: 'une vidéo WebM',
  mkv: 'une vidéo MKV',
  avi: 'une vidéo AVI',
  asf: 'une vidéo WMV',
  flv: 'une vidéo FLV',
  exe: 'un programme',
  elf: 'un programme',
}

/** HTML and SVG are text: file-type leaves them to us. */
function describeText(bytes: Uint8Array): string | null {
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase()
  if (text.startsWith('<!doctype html') || text.startsWith('<html') || /^<(head|body|script|meta|div|p)\b/.test(text))
    return 'une page HTML'
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'un dessin SVG'
  return null
}

/** A short French description of what the bytes are ("un document PDF"), or null when nothing known. */
export function describeFile(bytes: Uint8Array, sniffed: Sniffed): string | null {
  const text = describeText(bytes)
  if (text) return text
  if (!sniffed) return null
  const name = FRENCH_NAMES[sniffed.ext]
  if (name) return name
  if (sniffed.mime.startsWith('image/')) return 'une image'
  if (sniffed.mime.startsWith('video/')) return 'une vidéo'
  if (sniffed.mime.startsWith('audio/')) return 'un fichier audio'
  return null
}
