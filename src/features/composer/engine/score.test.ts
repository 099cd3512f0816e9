import { describe, expect, test } from 'vitest'
import { RHYTHMS, type Instrument, type Rhythm } from '../music.options.ts'
import { withSeed, type GenerationRequest } from '../music.request.ts'
import { writeScore } from './compose.ts'
import type { Score } from './score.ts'
import { parseKey } from './theory.ts'

function request(overrides: Partial<GenerationRequest> = {}): GenerationRequest {
  return withSeed({
    variant: 'musicien',
    prompt: 'Un morceau pour tester',
    key: 'C Majeur',
    tempo: 120,
    rhythm: '4/4 Pop/Rock',
    instruments: ['Piano', 'Basse', 'Batterie', 'Guitare'],
    voice: 'Aucune',
    duration: 60,
    version: 'instrumental',
    seed: 1234,
    ...overrides,
  })
}

/** Pitched time per pitch class (duration-weighted), over every part but the drums. */
function pitchClassHistogram(score: Score): number[] {
  const histogram = Array.from({ length: 12 }, () => 0)
  for (const note of score.notes) histogram[note.midi % 12]! += note.duration
  const total = histogram.reduce((sum, value) => sum + value, 0)
  return histogram.map(value => value / total)
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const onsetsOf = (score: Score, kind: string) => score.hits.filter(hit => hit.kind === kind).map(hit => hit.time)
const intervals = (times: number[]) => times.slice(1).map((time, i) => time - times[i]!)

describe('the key', () => {
  test('a C major piece uses only C major notes, C most of all, and the tonic triad above the others', () => {
    const histogram = pitchClassHistogram(writeScore(request({ key: 'C Majeur' })))
    const outside = [1, 3, 6, 8, 10].map(pc => histogram[pc]!)
    expect(outside.every(share => share === 0)).toBe(true)
    expect(histogram.indexOf(Math.max(...histogram))).toBe(0)
    const [c, e, g] = [histogram[0]!, histogram[4]!, histogram[7]!]
    for (const share of [histogram[2]!, histogram[5]!, histogram[11]!])
      expect(Math.min(c, e, g)).toBeGreaterThan(share * 0.8)
  })

  test('an F# minor piece: tonic triad (F#, A, C#) on top, no F, C or G natural', () => {
    const histogram = pitchClassHistogram(writeScore(request({ key: 'F# Mineur', prompt: 'Un morceau mélancolique' })))
    const [fSharp, a, cSharp] = [histogram[6]!, histogram[9]!, histogram[1]!]
    const ranked = histogram
      .map((share, pc) => [pc, share] as const)
      .sort((x, y) => y[1] - x[1])
      .map(([pc]) => pc)
    // Minor progressions lean on the relative major (i–VI–III–VII), so A can outweigh F#; both lead.
    expect([6, 9, 1]).toContain(ranked[0])
    expect(ranked.slice(0, 3)).toContain(6)
    expect(cSharp).toBeGreaterThan(0.08)
    expect(a).toBeGreaterThan(0.08)
    expect(fSharp).toBeGreaterThan(0.15)
    // Natural minor in pop; styles with a harmonic V (makossa, jazz...) add only the leading tone E# (= F).
    for (const pc of [0, 5, 7, 10, 3]) expect(histogram[pc]).toBe(0)
  })

  test('the two histograms differ where the keys differ', () => {
    const major = pitchClassHistogram(writeScore(request({ key: 'C Majeur' })))
    const minor = pitchClassHistogram(writeScore(request({ key: 'F# Mineur' })))
    expect(major[0]).toBeGreaterThan(0.1)
    expect(minor[0]).toBe(0)
    expect(minor[1]).toBeGreaterThan(0.05)
    expect(major[1]).toBe(0)
  })

  test('a harmonic-minor style only adds the leading tone', () => {
    const key = parseKey('A Mineur')!
    const histogram = pitchClassHistogram(writeScore(request({ key: 'A Mineur', rhythm: 'Makossa' })))
    const allowed = new Set([0, 2, 3, 5, 7, 8, 10, 11].map(interval => (key.tonic + interval) % 12))
    histogram.forEach((share, pc) => {
      if (!allowed.has(pc)) expect(share, `pitch class ${pc}`).toBe(0)
    })
  })
})

describe('the tempo', () => {
  test.each([60, 96, 120, 160])('hi-hat 8ths and beats follow %i BPM', bpm => {
    const score = writeScore(request({ tempo: bpm }))
    const beat = 60 / bpm
    expect(median(intervals(onsetsOf(score, 'hat')))).toBeCloseTo(beat / 2, 2)
    // Every kick and snare falls on the 16th grid (within the ±4 ms humanisation).
    for (const time of [...onsetsOf(score, 'kick'), ...onsetsOf(score, 'snare')]) {
      const steps = time / (beat / 4)
      expect(Math.abs(steps - Math.round(steps)) * (beat / 4)).toBeLessThan(0.006)
    }
  })

  test('bikutsi: a kick on every beat, hi-hats in threes (6/8 feel)', () => {
    const score = writeScore(request({ rhythm: 'Bikutsi', tempo: 140 }))
    expect(median(intervals(onsetsOf(score, 'kick')))).toBeCloseTo(60 / 140, 2)
    expect(median(intervals(onsetsOf(score, 'hat')))).toBeCloseTo(60 / 140 / 3, 2)
    expect(score.config.timeSignature).toEqual([12, 8])
  })

  test('lo-fi swings: off-beat 16ths are late', () => {
    const score = writeScore(request({ rhythm: 'Lo-fi', tempo: 80, instruments: ['Piano', 'Batterie'] }))
    const step = 60 / 80 / 4
    // Position of each hi-hat within its pair of 16ths: 0 on the 8th, 1.33 for the swung 16th after it.
    const phases = onsetsOf(score, 'hat').map(time => (time / step) % 2)
    const offBeats = phases.filter(phase => phase > 0.5 && phase < 1.9)
    expect(offBeats.length).toBeGreaterThan(50)
    expect(median(offBeats)).toBeCloseTo(1.33, 1)
  })
})

describe('instruments, styles, mood and duration', () => {
  test('only the requested instruments play', () => {
    const pianoOnly = writeScore(request({ instruments: ['Piano'] }))
    expect(pianoOnly.parts).toEqual(['Piano'])
    expect(pianoOnly.hits).toHaveLength(0)
    const rhythmSection = writeScore(request({ instruments: ['Basse', 'Batterie'] }))
    expect(rhythmSection.parts).toEqual(['Basse', 'Batterie'])
    expect(rhythmSection.hits.every(hit => hit.part === 'Batterie')).toBe(true)
    const full = writeScore(request({ instruments: ['Cuivres', 'Orgue', 'Percussions', 'Basse'], rhythm: 'Afrobeat' }))
    expect(new Set(full.parts)).toEqual(new Set(['Cuivres', 'Orgue', 'Percussions', 'Basse']))
    expect(full.melodyPart).toBe('Cuivres')
  })

  test('a sung version adds the voice as the melody', () => {
    const sung = writeScore(request({ voice: 'Féminine', version: 'chantée' }))
    expect(sung.melodyPart).toBe('Voix')
    expect(sung.parts[0]).toBe('Voix')
    expect(writeScore(request({ voice: 'Féminine', version: 'instrumental' })).melodyPart).not.toBe('Voix')
  })

  test('each style has its own drums, bass and chords', () => {
    const signature = (rhythm: Rhythm) => {
      const score = writeScore(
        request({ rhythm, instruments: ['Piano', 'Basse', 'Batterie', 'Percussions', 'Guitare'] as Instrument[] }),
      )
      const firstBars = (time: number) => time >= score.barSeconds * 4 && time < score.barSeconds * 8
      return JSON.stringify([
        score.hits
          .filter(hit => firstBars(hit.time))
          .map(hit => [hit.kind, Math.round((hit.time / score.barSeconds) * 48)]),
        score.notes
          .filter(note => note.part === 'Basse' && firstBars(note.time))
          .map(note => Math.round((note.time / score.barSeconds) * 48)),
      ])
    }
    const signatures = RHYTHMS.map(signature)
    expect(new Set(signatures).size).toBe(RHYTHMS.length)
    expect(writeScore(request({ rhythm: 'Jazz swing' })).hits.some(hit => hit.kind === 'ride')).toBe(true)
    expect(
      writeScore(request({ rhythm: 'Jazz swing' })).notes.some(note => note.part === 'Piano' && note.timbre === 'ep'),
    ).toBe(true)
  })

  test('calm words make a sparser, softer piece than energetic ones', () => {
    const calm = writeScore(request({ prompt: 'Un morceau calme, doux et paisible' }))
    const energetic = writeScore(request({ prompt: 'Un morceau énergique et dansant' }))
    const loudness = (score: Score) => score.notes.reduce((sum, note) => sum + note.velocity, 0) / score.notes.length
    expect(calm.hits.length).toBeLessThan(energetic.hits.length)
    expect(loudness(calm)).toBeLessThan(loudness(energetic))
  })

  test.each([15, 37.3, 180])('a %s s request keeps every note inside it and ends on the ending', duration => {
    const score = writeScore(request({ duration, tempo: 40 }))
    expect(score.notes.every(note => note.time < duration)).toBe(true)
    expect(score.sections).toHaveLength(score.bars)
    expect(score.sections.at(-1)).toBe('ending')
  })

  test.each([15, 30, 60, 120, 180])(
    'a %s s piece has a form, not one loop: intro, A/B, and from 30 s a break and a build-up',
    duration => {
      const score = writeScore(request({ duration, tempo: 120 }))
      const sections = new Set(score.sections)
      expect(sections).toContain('B')
      expect(sections).toContain('ending')
      if (duration >= 30)
        for (const section of ['intro', 'A', 'break', 'build'] as const) expect(sections).toContain(section)
      // The break drops the kit and the bass; the choruses carry more notes per bar than the verses.
      const barsOf = (kind: string) => score.sections.flatMap((section, bar) => (section === kind ? [bar] : []))
      const inBars = (bars: number[], part: string) =>
        score.notes.filter(
          note => note.part === part && bars.includes(Math.floor((note.time + 0.01) / score.barSeconds)),
        ).length +
        score.hits.filter(hit => hit.part === part && bars.includes(Math.floor((hit.time + 0.01) / score.barSeconds)))
          .length
      if (duration >= 30) {
        const breakBars = barsOf('break')
        const kickOrSnare = score.hits.filter(
          hit =>
            (hit.kind === 'kick' || hit.kind === 'snare') &&
            breakBars.includes(Math.floor((hit.time + 0.01) / score.barSeconds)),
        )
        expect(kickOrSnare).toHaveLength(0)
        expect(inBars(breakBars, 'Basse')).toBe(0)
        expect(inBars(barsOf('B'), 'Cuivres') + inBars(barsOf('B'), 'Piano')).toBeGreaterThan(0)
      }
    },
  )

  test('the seed changes the piece; the same seed repeats it', () => {
    const a = writeScore(request({ seed: 1 }))
    const b = writeScore(request({ seed: 2 }))
    expect(JSON.stringify(a.notes)).not.toBe(JSON.stringify(b.notes))
    expect(JSON.stringify(writeScore(request({ seed: 1 })).notes)).toBe(JSON.stringify(a.notes))
  })
})

describe('the strummed guitar', () => {
  test('a downstroke sounds six strings from the lowest, an upstroke the three highest from the top', () => {
    const score = writeScore(request({ rhythm: '4/4 Pop/Rock', instruments: ['Guitare', 'Basse', 'Batterie'] }))
    // The guitar leads (no piano), so a second guitar strums the chords.
    const guitar = score.notes.filter(note => note.part === 'Guitare rythmique').sort((a, b) => a.time - b.time)
    // A stroke: notes less than 30 ms after the previous one (8 ms apart, plus a little jitter).
    const strokes: (typeof guitar)[] = []
    for (const note of guitar) {
      const last = strokes.at(-1)
      if (last && note.time - last.at(-1)!.time < 0.03) last.push(note)
      else strokes.push([note])
    }
    const downs = strokes.filter(stroke => stroke.length === 6)
    const ups = strokes.filter(stroke => stroke.length === 3)
    expect(downs.length + ups.length, 'every stroke is a down or an up').toBe(strokes.length)
    expect(downs.length).toBeGreaterThan(20)
    expect(ups.length).toBeGreaterThan(20)
    const rising = (stroke: typeof guitar) => stroke.every((note, i) => i === 0 || note.midi > stroke[i - 1]!.midi)
    const falling = (stroke: typeof guitar) => stroke.every((note, i) => i === 0 || note.midi < stroke[i - 1]!.midi)
    expect(downs.every(rising)).toBe(true)
    expect(ups.every(falling)).toBe(true)
  })
})
