/**
 * Reads an MP3 file's structure without decoding it: skips the ID3v2 tag, then walks every MPEG
 * audio Layer III frame header from the first to the last. A real MP3 is a chain of frames where
 * each header announces the length of its frame, so a renamed WAV, a truncated download or random
 * bytes never pass. The duration is the sum of the frames (exact for constant and variable bitrates).
 */

export type Mp3Info = {
  durationSeconds: number
  sampleRate: number
  channels: 1 | 2
  /** Average bitrate over the whole file, kbit/s. */
  bitrateKbps: number
  frames: number
}

const MPEG1_BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
const MPEG2_BITRATES = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
/** Indexed by the header's version bits: 0 MPEG-2.5, 1 reserved, 2 MPEG-2, 3 MPEG-1. */
const SAMPLE_RATES: (readonly number[] | undefined)[] = [
  [11025, 12000, 8000],
  undefined,
  [22050, 24000, 16000],
  [44100, 48000, 32000],
]

type Frame = { length: number; samples: number; sampleRate: number; bitrate: number; channels: 1 | 2; version: number }

/** The Layer III frame whose header starts at `offset`, or null. */
function frameAt(bytes: Uint8Array, offset: number): Frame | null {
  if (offset + 4 > bytes.length) return null
  const b1 = bytes[offset + 1]!
  const b2 = bytes[offset + 2]!
  const b3 = bytes[offset + 3]!
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null
  const version = (b1 >> 3) & 3
  const layer = (b1 >> 1) & 3
  if (layer !== 1) return null
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3]
  const bitrate = (version === 3 ? MPEG1_BITRATES : MPEG2_BITRATES)[(b2 >> 4) & 15]
  if (!sampleRate || !bitrate) return null
  const mpeg1 = version === 3
  const length = Math.floor(((mpeg1 ? 144 : 72) * bitrate * 1000) / sampleRate) + ((b2 >> 1) & 1)
  return { length, samples: mpeg1 ? 1152 : 576, sampleRate, bitrate, channels: b3 >> 6 === 3 ? 1 : 2, version }
}

/** Size of the ID3v2 tag at the start (syncsafe size, plus the optional footer), or 0. */
function id3v2Size(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f)
  return 10 + size + (bytes[5]! & 0x10 ? 10 : 0)
}

/** Tags some encoders append after the audio: ID3v1 (128 bytes), APEv2. */
function trailingTagStart(bytes: Uint8Array, end: number): number {
  const ascii = (start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length))
  let cut = end
  if (cut >= 128 && ascii(cut - 128, 3) === 'TAG') cut -= 128
  if (cut >= 32 && ascii(cut - 32, 8) === 'APETAGEX') {
    const size = bytes[cut - 20]! | (bytes[cut - 19]! << 8) | (bytes[cut - 18]! << 16) | (bytes[cut - 17]! << 24)
    cut = Math.max(0, cut - size - 32)
  }
  return cut
}

/** Whether the first frame is a Xing/Info header, and the frame count it announces (without itself). */
function xingFrameCount(bytes: Uint8Array, start: number, frame: Frame): { present: boolean; frames: number | null } {
  const sideInfo = frame.version === 3 ? (frame.channels === 1 ? 17 : 32) : frame.channels === 1 ? 9 : 17
  const at = start + 4 + sideInfo
  const tag = String.fromCharCode(...bytes.subarray(at, at + 4))
  if (tag !== 'Xing' && tag !== 'Info') return { present: false, frames: null }
  const read32 = (offset: number) =>
    ((bytes[offset]! << 24) | (bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!) >>> 0
  if (at + 12 > bytes.length) return { present: true, frames: null }
  const flags = read32(at + 4)
  return { present: true, frames: flags & 1 ? read32(at + 8) : null }
}

/** Frames that must follow the first one for it to count as the start of the audio. */
const CONFIRMING_FRAMES = 3
/** How far past the ID3 tag the first frame may be (some encoders pad with zeros). */
const MAX_LEADING_GAP = 64 * 1024

/**
 * The MP3's duration and format, or null when the bytes are not a complete MP3 (no frame chain,
 * fewer than a second of audio, or unexplained bytes after the last frame: a cut or altered file).
 */
export function probeMp3(bytes: Uint8Array): Mp3Info | null {
  const audioEnd = trailingTagStart(bytes, bytes.length)
  let start = id3v2Size(bytes)
  if (start >= audioEnd) return null
  // Find the first frame followed by a few well-formed frames of the same stream.
  const limit = Math.min(audioEnd, start + MAX_LEADING_GAP)
  let first: Frame | null = null
  for (; start < limit; start++) {
    const candidate = frameAt(bytes, start)
    if (!candidate) continue
    let offset = start + candidate.length
    let confirmed = 0
    for (; confirmed < CONFIRMING_FRAMES; confirmed++) {
      const next = frameAt(bytes, offset)
      if (!next || next.sampleRate !== candidate.sampleRate || next.version !== candidate.version) break
      offset += next.length
    }
    if (confirmed === CONFIRMING_FRAMES) {
      first = candidate
      break
    }
  }
  if (!first) return null

  let offset = start
  let frames = 0
  let samples = 0
  let channels: 1 | 2 = first.channels
  while (offset < audioEnd) {
    const frame = frameAt(bytes, offset)
    if (!frame || frame.sampleRate !== first.sampleRate || frame.version !== first.version) break
    if (offset + frame.length > audioEnd) {
      // The last frame is cut short: tolerated only if it is the very end of the file (a few bytes).
      break
    }
    frames++
    samples += frame.samples
    if (frame.channels === 2) channels = 2
    offset += frame.length
  }
  // Whatever is left after the last whole frame must be tiny: a file cut in the middle, or bytes
  // appended to a real MP3, is refused.
  const leftover = audioEnd - offset
  if (leftover > Math.max(2048, first.length * 2)) return null
  // A LAME/Xing header frame carries no audio, and may say how many frames the file has: fewer
  // found means the file was cut short.
  const xing = xingFrameCount(bytes, start, first)
  if (xing.present) {
    samples -= first.samples
    if (xing.frames !== null && frames - 1 < xing.frames - 1) return null
  }
  const durationSeconds = samples / first.sampleRate
  if (frames < CONFIRMING_FRAMES + 1 || durationSeconds < 1) return null
  return {
    durationSeconds: Math.round(durationSeconds * 100) / 100,
    sampleRate: first.sampleRate,
    channels,
    bitrateKbps: Math.round(((audioEnd - start) * 8) / durationSeconds / 1000),
    frames,
  }
}
