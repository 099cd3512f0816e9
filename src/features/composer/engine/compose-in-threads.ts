/**
 * How the server makes a piece on both cores, with the two composer threads (`threads.ts`):
 * 1. the notes are played in two halves of about equal work (`splitInTwo`: by channel and key, each
 *    thread working out the same split from its bank), one per thread, into shared memory;
 * 2. the piece is mastered in two spans of time, one per thread, each adding the two halves over its
 *    span: the spans run each stage at once and this thread turns their measurements into the next
 *    stage's gain (`masterInSpans`); the second span starts its processing a few seconds before its
 *    own samples (`PRE_ROLL_SECONDS`), so the spans join where the reverb and the dynamics have
 *    settled;
 * 3. each thread encodes its span as one half of the MP3 (`mp3Halves`), and the halves are joined
 *    (`spliceMp3`).
 * This thread only plans and decides: the event loop stays free while the threads work.
 */
import { type MasteringStages, masterInSpans, postRollEnd, preRollStart, type SpanPlace } from './mastering.ts'
import { MP3_BITRATE_KBPS, mp3Halves, spliceMp3 } from './mp3.ts'
import { performScore } from './performance.ts'
import { renderJob } from './render-part.ts'
import { masteringOptionsFor, pieceLength, SAMPLE_RATE, type Stem, stemsOf } from './sampled.ts'
import type { Score } from './score.ts'
import { composerThreads } from './threads.ts'

export type ThreadedPiece = { mp3: Uint8Array; stems: Stem[]; durationSeconds: number }

let nextPiece = 0

/** A span of the piece: processed over [place.start, end), owning [place.from, place.to), encoding `encode`. */
export type SpanLayout = { place: SpanPlace; end: number; encode: [number, number] }

/** The spans a piece of `total` samples is mastered in: one per MP3 half (`mp3Halves`), or one. */
export function spanLayout(total: number, sampleRate: number): SpanLayout[] {
  const halves = mp3Halves(total, sampleRate)
  if (!halves) return [{ place: { start: 0, from: 0, to: total, total }, end: total, encode: [0, total] }]
  const cut = halves.cutAt
  return [
    {
      place: { start: 0, from: 0, to: cut, total },
      end: postRollEnd(halves.firstEnd, total, sampleRate),
      encode: [0, halves.firstEnd],
    },
    {
      place: { start: preRollStart(halves.secondStart, sampleRate), from: cut, to: total, total },
      end: total,
      encode: [halves.secondStart, total],
    },
  ]
}

export type ThreadedOptions = {
  measureStems?: boolean
  /** Stops the piece: the threads stop playing between two blocks, and no later stage starts. */
  signal?: AbortSignal
}

export async function composeInThreads(score: Score, options: ThreadedOptions = {}): Promise<ThreadedPiece> {
  const piece = nextPiece++
  const { signal } = options
  signal?.throwIfAborted()
  // Read by both threads between blocks: set to 1 when the signal aborts.
  const cancel = new Int32Array(new SharedArrayBuffer(4))
  const onAbort = () => Atomics.store(cancel, 0, 1)
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    return await compose(piece, score, options.measureStems ?? false, cancel, signal)
  } catch (error) {
    // A thread failed: the others let go of what they hold for this piece.
    for (const thread of composerThreads) void thread.call({ kind: 'drop', piece }).catch(() => {})
    throw signal?.aborted ? signal.reason : error
  } finally {
    signal?.removeEventListener('abort', onAbort)
  }
}

async function compose(
  piece: number,
  score: Score,
  measureStems: boolean,
  cancel: Int32Array,
  signal: AbortSignal | undefined,
): Promise<ThreadedPiece> {
  const sampleRate = SAMPLE_RATE
  const performed = performScore(score)
  const total = pieceLength(score, sampleRate)
  const job = renderJob(performed, sampleRate, total, { measureStems })
  const parts = await Promise.all(
    composerThreads.map(
      async (thread, side) => (await thread.call({ kind: 'render', piece, job, side, cancel })).part!,
    ),
  )
  signal?.throwIfAborted()
  const energy = new Float64Array(16)
  for (const part of parts) for (let c = 0; c < energy.length; c++) energy[c] = energy[c]! + part.energy[c]!
  const stems = stemsOf(performed, energy, total)

  const layout = spanLayout(total, sampleRate)
  const spans = layout.map((span, index): MasteringStages<Uint8Array> => {
    const thread = composerThreads[index]!
    const power = async (reply: Promise<{ power?: Float64Array }>) => {
      const { power } = await reply
      signal?.throwIfAborted()
      return power!
    }
    const options = masteringOptionsFor(score)
    const [from, to] = span.encode
    return {
      mix: () =>
        power(thread.call({ kind: 'span', piece, parts, place: span.place, end: span.end, sampleRate, options })),
      compress: drive => power(thread.call({ kind: 'compress', piece, drive })),
      limit: gain => power(thread.call({ kind: 'limit', piece, gain })),
      finish: async correction =>
        (await thread.call({ kind: 'finish', piece, correction, from, to, kbps: MP3_BITRATE_KBPS })).mp3!,
    }
  })
  const [first, second] = await masterInSpans(spans, sampleRate)
  // A thread without a span (a piece under 10 s) lets go of the part it played.
  for (const thread of composerThreads.slice(layout.length)) void thread.call({ kind: 'drop', piece }).catch(() => {})
  const halves = mp3Halves(total, sampleRate)
  const mp3 = halves && second ? spliceMp3(first!, halves.cut, second, halves.warmUpFrames) : first!
  return { mp3, stems, durationSeconds: total / sampleRate }
}
