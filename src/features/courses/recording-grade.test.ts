import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { decodeAudio } from '#core/media/audio-decode.server.ts'
import { runFfmpeg } from '#core/media/video-processing.server.ts'
import { parseAbc, secondsPerQuarter } from '#lib/music/abc.ts'
import type { AssessmentPart } from '#lib/music/lesson-blocks.ts'
import { midiToHz } from '#lib/music/pitch.ts'
import { siteContent } from '#tests/setup/content.ts'
import { type Segment, synthesize, wavFile } from './practice/signals.ts'
import { REGRADE, regradeSung } from './recording-grade.ts'

const chant = siteContent.disciplines.find(discipline => discipline.id === 'chant')!.levels[0]!
const SONG = chant.performance!.find(part => part.practice.kind === 'sing')!
const piano = siteContent.disciplines.find(discipline => discipline.id === 'piano')!.levels[0]!

/** What the microphone heard: `lead` seconds of room (the count-in), then the song sung `cents` off. */
function sung(part: AssessmentPart, lead: number, cents = 0, sampleRate: number = REGRADE.sampleRate): Float32Array {
  const tune = parseAbc(part.practice.abc)
  const quarter = secondsPerQuarter(tune)
  const segments: Segment[] = [{ hz: 0, seconds: lead }]
  let at = 0
  for (const note of tune.notes) {
    // Rests between notes, as the score places them.
    if (note.start > at) segments.push({ hz: 0, seconds: (note.start - at) * quarter })
    const midi = note.midi[0]
    segments.push({
      hz: midi === undefined ? 0 : midiToHz(midi) * 2 ** (cents / 1200),
      seconds: note.length * quarter,
      voice: true,
      vibratoCents: 15,
    })
    at = note.start + note.length
  }
  segments.push({ hz: 0, seconds: 1 })
  return synthesize(segments, sampleRate)
}

describe('a sung part graded again from its recording', () => {
  test('the song sung in tune after a count-in scores high, its start found in the recording', () => {
    const graded = regradeSung(SONG, sung(SONG, 1.5))!
    expect(graded.score).toBeGreaterThanOrEqual(85)
    expect(Math.abs(graded.startSeconds - 1.5)).toBeLessThanOrEqual(0.1)
  })

  test('a semitone flat, or silence, scores what it is worth; a played part is not regraded', () => {
    expect(regradeSung(SONG, sung(SONG, 1, -100))!.score).toBeLessThan(40)
    expect(regradeSung(SONG, new Float32Array(REGRADE.sampleRate * 10))).toEqual({ score: 0, startSeconds: 0 })
    expect(regradeSung(piano.performance![0]!, sung(SONG, 1))).toBeNull()
  })

  test('from the browser’s own format: WebM/Opus decoded by ffmpeg, as MediaRecorder sends it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regrade-'))
    try {
      writeFileSync(join(dir, 'voice.wav'), wavFile(sung(SONG, 1.2, 0, 48_000), 48_000))
      const encoded = await runFfmpeg(
        ['-v', 'error', '-i', join(dir, 'voice.wav'), '-c:a', 'libopus', '-b:a', '48k', join(dir, 'voice.webm')],
        { timeoutMs: 60_000 },
      )
      expect(encoded.code, encoded.stderr).toBe(0)
      const samples = await decodeAudio(readFileSync(join(dir, 'voice.webm')), REGRADE.sampleRate)
      expect(samples).not.toBeNull()
      expect(regradeSung(SONG, samples!)!.score).toBeGreaterThanOrEqual(80)
      // Not audio at all: nothing to grade.
      expect(await decodeAudio(new TextEncoder().encode('<html>pas un son</html>'), REGRADE.sampleRate)).toBeNull()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
