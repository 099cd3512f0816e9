/**
 * The container of an uploaded video, from its first bytes (never its name): MP4 and MOV are ISO
 * base media files (`ftyp` box, or a bare QuickTime atom for old MOVs), WebM an EBML header whose
 * doctype is `webm`.
 */
export type VideoType = 'mp4' | 'mov' | 'webm'

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, Math.min(bytes.length, start + length)))

const NOT_VIDEO_BRANDS = ['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1', 'M4A ', 'M4B ', 'M4P ', 'F4A ']
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']

export function sniffVideoType(bytes: Uint8Array): VideoType | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') {
    const major = ascii(bytes, 8, 4)
    if (NOT_VIDEO_BRANDS.includes(major)) return null
    return major === 'qt  ' ? 'mov' : 'mp4'
  }
  if (bytes.length >= 8 && QUICKTIME_ATOMS.includes(ascii(bytes, 4, 4))) return 'mov'
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    const head = ascii(bytes, 0, 64)
    if (head.includes('webm')) return 'webm'
  }
  return null
}

/** Video files that are not accepted, named in French (for the refusal), or null. */
export function describeOtherVideo(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'une vidéo MKV'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'AVI ') return 'une vidéo AVI'
  if (bytes[0] === 0x30 && bytes[1] === 0x26 && bytes[2] === 0xb2 && bytes[3] === 0x75) return 'une vidéo WMV'
  if (ascii(bytes, 0, 3) === 'FLV') return 'une vidéo FLV'
  return null
}
