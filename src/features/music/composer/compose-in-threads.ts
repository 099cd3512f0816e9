/**
 * How the server makes a piece on both cores, with the two composer threads (`threads.ts`):
 * 1. the notes are played in two halves of about equal work (`splitInTwo`: by channel and key), one
 *    per thread, into shared memory;
 * 2. the piece is mastered in two spans of time, one per thread, each adding the two halves over its
 *    span: the spans run each stage at once and this thread turns their measurements into the next
 *    stage's gain (`masterInSpans`); the second span starts its processing a few seconds before its
 *    own samples (`PRE_ROLL_SECONDS`), so the spans join where the reverb and the dynamics have
 *    settled;
 * 3. each thread encodes its span as one half of the MP3 (`mp3Halves`), and the halves are joined
 *    (`spliceMp3`).
 * This thread only plans and decides: the event loop stays free while the threads work.
 */
import { type MasteringStages, masterInSpans, PRE_ROLL_SECONDS, type SpanPlace } from './mastering.ts'
import { MP3_BITRATE_KBPS, mp3Halves, spliceMp3 } from './mp3.ts'
import { performScore } from './performance.ts'
import { renderJob, splitInTwo } from './render-part.ts'
import { masteringOptionsFor, pieceLength, SAMPLE_RATE, type Stem, stemsOf } from './sampled.ts'
import type { Score } from './score.ts'
import { composerThreads } from './threads.ts'

export type ThreadedPiece = { mp3: Uint8Array; stems: Stem[]; durationSeconds: number }

let nextPiece = 0

export async function composeInThreads(score: Score, options: { measureStems?: boolean } = {}): Promise<ThreadedPiece> {
  const measureStems = options.measureStems ?? false
  const sampleRate = SAMPLE_RATE
  const performed = performScore(score)
  const total = pieceLength(score, sampleRate)
  const parts = await Promise.all(
    splitInTwo(performed, measureStems).map(
      async (keep, index) =>
        (
          await composerThreads[index]!.call({
            kind: 'render',
            job: { ...renderJob(performed, sampleRate, total, { measureStems, keep }), shared: true },
          })
        ).part!,
    ),
  )
  const energy = new Float64Array(16)
  for (const part of parts) for (let c = 0; c < energy.length; c++) energy[c] = energy[c]! + part.energy[c]!
  const stems = stemsOf(performed, energy, total)

  // Each span: the samples it is processed over [start, end), those it owns and encodes.
  const halves = mp3Halves(total, sampleRate)
  const layout: { place: SpanPlace; end: number; encode: [number, number] }[] = halves
    ? [
        {
          place: { start: 0, from: 0, to: halves.cut * 1152, total },
          end: halves.firstEnd,
          encode: [0, halves.firstEnd],
        },
        {
          place: {
            start: Math.max(0, halves.secondStart - PRE_ROLL_SECONDS * sampleRate),
            from: halves.cut * 1152,
            to: total,
            total,
          },
          end: total,
          encode: [halves.secondStart, total],
        },
      ]
    : [{ place: { start: 0, from: 0, to: total, total }, end: total, encode: [0, total] }]
  const piece = nextPiece++
  const spans = layout.map((span, index): MasteringStages<Uint8Array> => {
    const thread = composerThreads[index]!
    const power = async (reply: Promise<{ power?: Float64Array }>) => (await reply).power!
    return {
      mix: () =>
        power(
          thread.call({
            kind: 'span',
            piece,
            parts,
            place: span.place,
            end: span.end,
            sampleRate,
            options: masteringOptionsFor(score),
          }),
        ),
      compress: drive => power(thread.call({ kind: 'compress', piece, drive })),
      limit: gain => power(thread.call({ kind: 'limit', piece, gain })),
      finish: async correction => {
        const [from, to] = span.encode
        return (await thread.call({ kind: 'finish', piece, correction, from, to, kbps: MP3_BITRATE_KBPS })).mp3!
      },
    }
  })
  let halvesOfMp3: Uint8Array[]
  try {
    halvesOfMp3 = await masterInSpans(spans, sampleRate)
  } catch (error) {
    // A stage failed in one thread: the other lets its span go.
    for (const thread of composerThreads.slice(0, layout.length))
      void thread.call({ kind: 'drop', piece }).catch(() => {})
    throw error
  }
  const [first, second] = halvesOfMp3
  const mp3 = halves && second ? spliceMp3(first!, halves.cut, second, halves.warmUpFrames) : first!
  return { mp3, stems, durationSeconds: total / sampleRate }
}
