import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { makePdf } from '#core/pdf/pdf.server.ts'
import { encodeMp3 } from '#features/composer/engine/mp3.ts'

/**
 * Real files for upload tests: images drawn and encoded by sharp, MP3s encoded by the composer's own
 * LAME encoder, a real PDF, and the disguised or broken variants an upload must refuse.
 */

/** A photo-like picture (gradient and shapes, so the "attention" crop has something to find). */
function pictureSvg(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b2258"/><stop offset="1" stop-color="#e0a526"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width * 0.7}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="#a8442a"/>
      <rect x="${width * 0.1}" y="${height * 0.6}" width="${width * 0.3}" height="${height * 0.2}" fill="#f7f1e6"/>
    </svg>`,
  )
}

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'

export async function makeImage(format: ImageFormat, width = 1600, height = 900): Promise<Uint8Array> {
  const image = sharp(pictureSvg(width, height))
  const encoded =
    format === 'jpeg'
      ? image.jpeg({ quality: 85 })
      : format === 'png'
        ? image.png()
        : format === 'webp'
          ? image.webp()
          : format === 'avif'
            ? image.avif({ quality: 50, effort: 0 })
            : image.gif()
  return new Uint8Array(await encoded.toBuffer())
}

/** A JPEG whose EXIF says "rotate 90°": stored 900 wide × 1600 high, shown 1600 × 900. */
export async function makeRotatedJpeg(): Promise<Uint8Array> {
  return new Uint8Array(await sharp(pictureSvg(900, 1600)).withMetadata({ orientation: 6 }).jpeg().toBuffer())
}

/**
 * A tiny PNG whose header claims `width` × `height` pixels (a decompression bomb: a few bytes that
 * would take gigabytes once decoded). The header's checksum is right, so only the size gives it away.
 */
export async function makePixelBomb(width = 50_000, height = 50_000): Promise<Uint8Array> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  )
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type + data.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return new Uint8Array(png)
}

export async function makePdfBytes(): Promise<Uint8Array> {
  return new Uint8Array(
    await makePdf(
      [
        { text: 'Dossier de presse', size: 20 },
        { text: 'Ceci est un document, pas une image.', size: 11 },
      ],
      { title: 'Dossier de presse' },
    ),
  )
}

export const HTML_BYTES = new TextEncoder().encode('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')

/** Deterministic noise (a seeded generator): the same bytes on every run. */
export function randomBytesSeeded(length: number, seed = 42): Uint8Array {
  const bytes = new Uint8Array(length)
  let state = seed >>> 0
  for (let index = 0; index < length; index++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    bytes[index] = state >>> 24
  }
  return bytes
}

/** A real MP3 (24 kHz mono, 64 kbit/s) of `seconds` seconds: a gentle two-note chord. */
export async function makeMp3(seconds = 3): Promise<Uint8Array> {
  const sampleRate = 24000
  const pcm = new Float32Array(sampleRate * seconds)
  for (let index = 0; index < pcm.length; index++) {
    const time = index / sampleRate
    pcm[index] = 0.25 * Math.sin(2 * Math.PI * 220 * time) + 0.15 * Math.sin(2 * Math.PI * 330 * time)
  }
  return encodeMp3(pcm, sampleRate)
}

/** An ID3v2.3 tag with a title frame, as most music software writes before the audio. */
export function id3Tag(title: string): Uint8Array {
  const text = Buffer.from(`\u0000${title}`, 'latin1')
  const frame = Buffer.concat([Buffer.from('TIT2'), Buffer.from([0, 0, 0, text.length, 0, 0]), text])
  const size = frame.length
  const header = Buffer.from([
    0x49,
    0x44,
    0x33,
    3,
    0,
    0,
    (size >> 21) & 0x7f,
    (size >> 14) & 0x7f,
    (size >> 7) & 0x7f,
    size & 0x7f,
  ])
  return new Uint8Array(Buffer.concat([header, frame]))
}

/** A minimal but valid WAV file (PCM 16-bit mono), as a recorder would save it. */
export function makeWav(seconds = 2, sampleRate = 8000): Uint8Array {
  const samples = seconds * sampleRate
  const buffer = Buffer.alloc(44 + samples * 2)
  buffer.write('RIFF', 0)
  buffer.writeUInt32LE(36 + samples * 2, 4)
  buffer.write('WAVEfmt ', 8)
  buffer.writeUInt32LE(16, 16)
  buffer.writeUInt16LE(1, 20)
  buffer.writeUInt16LE(1, 22)
  buffer.writeUInt32LE(sampleRate, 24)
  buffer.writeUInt32LE(sampleRate * 2, 28)
  buffer.writeUInt16LE(2, 32)
  buffer.writeUInt16LE(16, 34)
  buffer.write('data', 36)
  buffer.writeUInt32LE(samples * 2, 40)
  for (let index = 0; index < samples; index++)
    buffer.writeInt16LE(Math.round(8000 * Math.sin(index / 5)), 44 + index * 2)
  return new Uint8Array(buffer)
}

/** The first bytes of a WebM recording as MediaRecorder writes them: the EBML header, DocType `webm`. */
export function makeWebmHead(size = 64): Uint8Array {
  const bytes = new Uint8Array(size)
  bytes.set([0x1a, 0x45, 0xdf, 0xa3, 0x9f])
  bytes.set([0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08], 5)
  bytes.set([0x42, 0x82, 0x84, ...new TextEncoder().encode('webm'), 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02], 21)
  return bytes
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts))
}
