/**
 * Pitch detection figures of the lessons' practice, on signals this script synthesises:
 * accuracy in cents on steady tones from 80 Hz to 1,000 Hz (pure sine and a voice-like tone with
 * harmonics and a 30-cent vibrato), and note-onset timing, at the hop the benchmark uses (256 samples)
 * and at the browser's (a reading every 40 ms). Prints a table and one JSON line (`PITCH_JSON …`).
 */
import { trackPitch } from '#features/courses/practice/pitch-track.ts'
import { synthesize } from '#features/courses/practice/signals.ts'

const RATE = 44100
const TONES = [80, 100, 150, 200, 300, 440, 600, 800, 1000]

const cents = (hz: number, target: number) => 1200 * Math.log2(hz / target)
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

function accuracy(voice: boolean) {
  return TONES.map(hz => {
    const frames = trackPitch(synthesize([{ hz, seconds: 1, voice, vibratoCents: voice ? 30 : 0 }], RATE), RATE)
    const steady = frames.filter(([time]) => time > 0.06 && time < 0.94)
    const voiced = steady.filter(([, value]) => value > 0)
    const errors = voiced.map(([, value]) => cents(value, hz))
    return {
      hz,
      voicedShare: Number((voiced.length / steady.length).toFixed(3)),
      medianCents: Number(median(errors).toFixed(2)),
      // A vibrato moves the pitch on purpose: the note's median is what the scoring uses.
      worstFrameCents: Number(Math.max(...errors.map(Math.abs)).toFixed(2)),
    }
  })
}

/** Notes separated by silences; the onset is the first clear reading after a silence. */
function onsets(hop: number) {
  const notes = [196, 262, 330, 440, 523, 659, 880, 110, 147]
  const segments = notes.flatMap(hz => [
    { hz: 0, seconds: 0.3 },
    { hz, seconds: 0.5, voice: true },
  ])
  let time = 0
  const truth: number[] = []
  for (const segment of segments) {
    if (segment.hz > 0) truth.push(time)
    time += segment.seconds
  }
  const frames = trackPitch(synthesize(segments, RATE), RATE, hop)
  const detected: number[] = []
  let silent = true
  for (const [frameTime, hz] of frames) {
    if (hz > 0 && silent) detected.push(frameTime)
    silent = hz === 0
  }
  const errors = truth.map(onset => {
    const nearest = detected.reduce((best, value) => (Math.abs(value - onset) < Math.abs(best - onset) ? value : best))
    return Math.round((nearest - onset) * 1000)
  })
  return {
    hopMs: Number(((hop / RATE) * 1000).toFixed(1)),
    notes: notes.length,
    detected: detected.length,
    errorsMs: errors,
    worstMs: Math.max(...errors.map(Math.abs)),
  }
}

const report = {
  sine: accuracy(false),
  voice: accuracy(true),
  onsets: [onsets(256), onsets(1764)],
}
console.log('\nPitch accuracy (cents; median of the steady frames, and the worst frame)')
console.log('| Hz | sine median | sine worst | voice median | voice worst (30-cent vibrato) |\n|---|---|---|---|---|')
report.sine.forEach((row, index) => {
  const voice = report.voice[index]!
  console.log(
    `| ${row.hz} | ${row.medianCents} | ${row.worstFrameCents} | ${voice.medianCents} | ${voice.worstFrameCents} |`,
  )
})
for (const row of report.onsets)
  console.log(
    `Onsets, a reading every ${row.hopMs} ms: ${row.detected}/${row.notes} notes, errors ${row.errorsMs.join(', ')} ms (worst ${row.worstMs} ms)`,
  )
console.log(`PITCH_JSON ${JSON.stringify(report)}`)
