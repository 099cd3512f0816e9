/**
 * MP3 streams: encoding in the composer threads (`encodeMp3`, `encodeStereoMp3`), reading frame
 * headers, and joining two streams encoded apart on a frame boundary (`spliceMp3`), which lets a
 * long piece be encoded as two halves on the two cores.
 */
import { MP3_BITRATE_KBPS } from './lame.ts'
import { composerThreads } from './threads.ts'

export { MP3_BITRATE_KBPS }

const MPEG2_BITRATES = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
const MPEG1_BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
}

export type Mp3Frame = { offset: number; length: number; samples: number; sampleRate: number }

/** Every layer III frame of an MP3 stream (no ID3 tag expected), from the frame headers. */
export function readMp3Frames(bytes: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = []
  let offset = 0
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1]!,
      b2 = bytes[offset + 2]!
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no MP3 frame at byte ${offset}`)
    const version = (b1 >> 3) & 3
    const layer = (b1 >> 1) & 3
    const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3]
    const bitrate = (version === 3 ? MPEG1_BITRATES : MPEG2_BITRATES)[(b2 >> 4) & 15]
    if (layer !== 1 || !sampleRate || !bitrate) throw new Error(`unsupported MP3 frame at byte ${offset}`)
    const padding = (b2 >> 1) & 1
    const mpeg1 = version === 3
    const length = Math.floor(((mpeg1 ? 144 : 72) * bitrate * 1000) / sampleRate) + padding
    frames.push({ offset, length, samples: mpeg1 ? 1152 : 576, sampleRate })
    offset += length
  }
  return frames
}

const FRAME = 1152
/** Frames the second half's encoder runs before its first kept frame, to settle (0.2 s). */
const WARM_UP_FRAMES = 8
/** Frames the first half's encoder runs past the cut, so its last kept frames are whole. */
const RUN_ON_FRAMES = 4

/**
 * How a piece of `length` samples is encoded in two halves (none under 10 s): frames [0, cut), the
 * samples before `cutAt`, come from the first encoder, which runs to `firstEnd`; the rest from the
 * second, which starts at `secondStart`, `WARM_UP_FRAMES` before the cut. Both have then encoded the
 * same sound around the cut, and the frames are shifted by whole frames, so the decoder's overlap-add
 * joins them as it joins any two frames.
 */
export function mp3Halves(
  length: number,
  sampleRate: number,
): { cut: number; cutAt: number; firstEnd: number; secondStart: number; warmUpFrames: number } | undefined {
  if (length < sampleRate * 10) return undefined
  const cut = Math.floor(Math.ceil(length / FRAME) / 2)
  return {
    cut,
    cutAt: cut * FRAME,
    firstEnd: Math.min(length, (cut + RUN_ON_FRAMES) * FRAME),
    secondStart: (cut - WARM_UP_FRAMES) * FRAME,
    warmUpFrames: WARM_UP_FRAMES,
  }
}

const copy = (pcm: Float32Array, start = 0, end = pcm.length): Float32Array<ArrayBuffer> => pcm.slice(start, end)

/**
 * Encodes stereo PCM (samples in [-1, 1]) to a 96 kbit/s MP3 at the same sample rate, a piece of 10 s
 * or more as two halves in the two composer threads at once (`mp3Halves`, `spliceMp3`).
 */
export async function encodeStereoMp3(
  left: Float32Array,
  right: Float32Array,
  sampleRate: number,
  kbps = MP3_BITRATE_KBPS,
): Promise<Uint8Array> {
  const encode = (thread: number, start: number, end?: number) => {
    const channels = [copy(left, start, end), copy(right, start, end)]
    return composerThreads[thread]!.call(
      { kind: 'encode', channels, sampleRate, kbps },
      channels.map(channel => channel.buffer),
    ).then(reply => reply.mp3!)
  }
  const halves = mp3Halves(left.length, sampleRate)
  if (!halves) return encode(0, 0)
  const [first, second] = await Promise.all([encode(0, 0, halves.firstEnd), encode(1, halves.secondStart)])
  return spliceMp3(first, halves.cut, second, halves.warmUpFrames)
}

/** Encodes mono PCM (samples in [-1, 1]) to a constant-bitrate MP3 (64 kbit/s by default). */
export async function encodeMp3(pcm: Float32Array, sampleRate: number, kbps = 64): Promise<Uint8Array> {
  const channel = copy(pcm)
  const reply = await composerThreads[0].call({ kind: 'encode', channels: [channel], sampleRate, kbps }, [
    channel.buffer,
  ])
  return reply.mp3!
}

type ParsedFrame = {
  /** The 4 header bytes, CRC (when present) and side information, as written. */
  head: Uint8Array
  sideInfoOffset: number
  mainDataBegin: number
  /** The frame's main data (scale factors and Huffman codes), whole bytes. */
  data: Uint8Array
  bitrateIndex: number
}

/** MPEG-1 layer III frames of a stream with their main data taken out of the bit reservoir. */
function parseLayer3(bytes: Uint8Array): ParsedFrame[] {
  const frames = readMp3Frames(bytes)
  // The main data stream: every frame's slot after its side information, end to end.
  const slots: Uint8Array[] = []
  const heads: { head: Uint8Array; sideInfoOffset: number; mainDataBegin: number; dataBits: number }[] = []
  for (const frame of frames) {
    const at = frame.offset
    if (frame.samples !== FRAME) throw new Error('spliceMp3: MPEG-1 layer III frames only')
    const mono = bytes[at + 3]! >> 6 === 3
    const sideInfoOffset = (bytes[at + 1]! & 1) === 0 ? 6 : 4
    const sideInfoLength = mono ? 17 : 32
    const head = bytes.subarray(at, at + sideInfoOffset + sideInfoLength)
    const side = bytes.subarray(at + sideInfoOffset, at + sideInfoOffset + sideInfoLength)
    const bits = (from: number, count: number): number => {
      let value = 0
      for (let i = from; i < from + count; i++) value = (value << 1) | ((side[i >> 3]! >> (7 - (i & 7))) & 1)
      return value
    }
    let dataBits = 0
    const granuleInfo = mono ? 18 : 20
    for (let g = 0; g < (mono ? 2 : 4); g++) dataBits += bits(granuleInfo + 59 * g, 12)
    heads.push({ head, sideInfoOffset, mainDataBegin: bits(0, 9), dataBits })
    slots.push(bytes.subarray(at + head.length, at + frame.length))
  }
  const stream = new Uint8Array(slots.reduce((sum, slot) => sum + slot.length, 0))
  let position = 0
  return heads.map((frame, index) => {
    const start = position - frame.mainDataBegin
    const data = stream.subarray(start, start + Math.ceil(frame.dataBits / 8))
    stream.set(slots[index]!, position)
    position += slots[index]!.length
    return { ...frame, data, bitrateIndex: frame.head[2]! >> 4 }
  })
}

/**
 * Joins frames [0, cut) of `first` to frames [skip, end) of `second`, laying the main data out again:
 * a frame's main data may begin up to 511 bytes before the frame (the bit reservoir), and at the join
 * those bytes must be the second stream's, not the first's. Each frame's data is placed as early as
 * the reservoir allows; a frame whose data then would not fit its slot, or would leave the next frame
 * less reservoir than it had, is written at a higher bitrate (the frames around the join, at most).
 */
export function spliceMp3(first: Uint8Array, cut: number, second: Uint8Array, skip: number): Uint8Array {
  const frames = [...parseLayer3(first).slice(0, cut), ...parseLayer3(second).slice(skip)]
  // Room for every frame at its own bitrate, and for a few written at 320 kbit/s.
  const out = new Uint8Array(first.length + second.length + 16 * 1045)
  const header = frames[0]?.head
  if (!header) return out.subarray(0, 0)
  const sampleRate = SAMPLE_RATES[3]![(header[2]! >> 2) & 3]!
  const slotOf = (frame: ParsedFrame, bitrateIndex: number, padding: number): number =>
    Math.floor((144 * MPEG1_BITRATES[bitrateIndex]! * 1000) / sampleRate) + padding - frame.head.length
  // The main data stream (every slot end to end): where each written slot starts in it and in `out`,
  // and where the data written so far ends in it.
  const streamStarts: number[] = []
  const outStarts: number[] = []
  let streamLength = 0
  let dataEnd = 0
  let length = 0
  for (let index = 0; index < frames.length; index++) {
    const frame = frames[index]!
    const begin = Math.min(streamLength - dataEnd, 511)
    const wanted = index + 1 < frames.length ? frames[index + 1]!.mainDataBegin : 0
    let bitrateIndex = frame.bitrateIndex
    let padding = (frame.head[2]! >> 1) & 1
    while (slotOf(frame, bitrateIndex, padding) < frame.data.length - begin + wanted && bitrateIndex < 14) {
      bitrateIndex++
      padding = 0
    }
    const head = frame.head.slice()
    if ((head[1]! & 1) === 0) throw new Error('spliceMp3: frames with a CRC are not supported')
    head[2] = (head[2]! & 0x0d) | (bitrateIndex << 4) | (padding << 1)
    // main_data_begin: the first 9 bits of the side information.
    head[frame.sideInfoOffset] = begin >> 1
    head[frame.sideInfoOffset + 1] = (head[frame.sideInfoOffset + 1]! & 0x7f) | ((begin & 1) << 7)
    out.set(head, length)
    streamStarts.push(streamLength)
    outStarts.push(length + head.length)
    const slot = slotOf(frame, bitrateIndex, padding)
    length += head.length + slot
    streamLength += slot
    // The data from `begin` bytes before this slot, across as many slots as it spans.
    const dataStart = streamStarts[index]! - begin
    let slotIndex = index
    while (slotIndex > 0 && streamStarts[slotIndex]! > dataStart) slotIndex--
    let written = 0
    while (written < frame.data.length) {
      const at = dataStart + written
      while (slotIndex + 1 <= index && streamStarts[slotIndex + 1]! <= at) slotIndex++
      const slotEnd = slotIndex + 1 <= index ? streamStarts[slotIndex + 1]! : streamLength
      const part = frame.data.subarray(written, written + Math.min(frame.data.length - written, slotEnd - at))
      out.set(part, outStarts[slotIndex]! + (at - streamStarts[slotIndex]!))
      written += part.length
    }
    dataEnd = dataStart + frame.data.length
    if (dataEnd > streamLength) throw new Error('spliceMp3: a frame does not fit even at 320 kbit/s')
  }
  return out.slice(0, length)
}
