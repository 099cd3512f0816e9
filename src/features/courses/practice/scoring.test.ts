import { describe, expect, test } from 'vitest'
import { parseAbc } from '#lib/music/abc.ts'
import { midiToHz } from '#lib/music/pitch.ts'
import { trackPitch } from './pitch-track.ts'
import {
  drawDrill,
  type HandChoice,
  midiNoteOn,
  onsetsOf,
  scoreDrill,
  scorePlaying,
  scorePractice,
  scoreRhythm,
  scoreSinging,
  targetsOf,
} from './scoring.ts'
import { synthesize } from './signals.ts'

const RATE = 44100
/** "Chante ce la": one la 3 (440 Hz, A in ABC) of two seconds at 60 to the quarter note. */
const SING_A = parseAbc('X:1\nT:Chante ce la\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nA2 z2|')
const SCALE = parseAbc('X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nC D E F|')

describe('pitch tracking on synthesised signals', () => {
  test.each([80, 110, 220, 440, 660, 1000])('a %d Hz sine is read within ±10 cents', hz => {
    const frames = trackPitch(synthesize([{ hz, seconds: 0.6 }], RATE), RATE)
    // The steady part: the first and last windows straddle the attack and the release.
    const steady = frames.filter(([time]) => time > 0.06 && time < 0.54)
    const voiced = steady.filter(([, value]) => value > 0)
    expect(voiced.length).toBe(steady.length)
    for (const [, value] of voiced) expect(Math.abs(1200 * Math.log2(value / hz))).toBeLessThan(10)
  })
})

describe('singing', () => {
  test('a steady la 440 passes "Chante ce la"; a semitone off fails', () => {
    const right = scoreSinging(targetsOf(SING_A), trackPitch(synthesize([{ hz: 440, seconds: 2 }]), RATE))
    expect(right.score).toBeGreaterThanOrEqual(90)
    expect(Math.abs(right.notes[0]!.cents!)).toBeLessThanOrEqual(5)
    const sharp = scoreSinging(targetsOf(SING_A), trackPitch(synthesize([{ hz: midiToHz(70), seconds: 2 }]), RATE))
    expect(sharp.score).toBeLessThan(30)
    expect(sharp.notes[0]!.cents).toBeGreaterThan(90)
  })

  test('a voice-like signal (harmonics, 40-cent vibrato) an octave down still counts as the la', () => {
    const voice = synthesize([{ hz: 220, seconds: 2, vibratoCents: 40, voice: true }])
    const result = scoreSinging(targetsOf(SING_A), trackPitch(voice, RATE))
    expect(result.score).toBeGreaterThanOrEqual(80)
    expect(Math.abs(result.notes[0]!.cents!)).toBeLessThanOrEqual(15)
  })

  test('each note of a scale is scored in cents and timing; a late start costs timing', () => {
    const onTime = synthesize([60, 62, 64, 65].map(midi => ({ hz: midiToHz(midi), seconds: 1, voice: true })))
    const result = scoreSinging(targetsOf(SCALE), trackPitch(onTime, RATE))
    expect(result.notes.map(note => note.name)).toEqual(['do 3', 'ré 3', 'mi 3', 'fa 3'])
    for (const note of result.notes) {
      expect(Math.abs(note.cents!)).toBeLessThan(10)
      expect(Math.abs(note.timingMs!)).toBeLessThan(60)
    }
    const late = synthesize([
      { hz: 0, seconds: 0.5 },
      ...[60, 62, 64, 65].map(midi => ({ hz: midiToHz(midi), seconds: 1 })),
    ])
    const lateResult = scoreSinging(targetsOf(SCALE), trackPitch(late, RATE))
    expect(lateResult.notes[0]!.timingMs).toBeGreaterThan(400)
    expect(lateResult.score).toBeLessThan(result.score)
  })

  test('silence scores nothing', () => {
    const result = scoreSinging(targetsOf(SING_A), trackPitch(synthesize([{ hz: 0, seconds: 2 }]), RATE))
    expect(result).toMatchObject({ score: 0, notes: [{ cents: null, timingMs: null }] })
  })
})

describe('keyboard playing', () => {
  const targets = targetsOf(SCALE)
  test('right notes on time score full; each note says right or missed with its timing', () => {
    expect(
      scorePlaying(targets, [
        [60, 0],
        [62, 1.02],
        [64, 2],
        [65, 2.99],
      ]).score,
    ).toBe(100)
    const result = scorePlaying(targets, [
      [60, 0.2],
      [61, 1],
      [64, 2],
      [65, 3],
    ])
    expect(result.notes.map(note => note.status)).toEqual(['right', 'missed', 'right', 'right'])
    expect(result.notes[0]!.timingMs).toBe(200)
    // The wrong key was pressed when ré was due: it is named as played instead of it.
    expect(result.wrong).toEqual([{ midi: 61, name: 'do♯ 3', timeMs: 1000, instead: 'ré 3' }])
    expect(result.score).toBeLessThan(75)
    // A wrong key far from any missed note is only a wrong note; a missed note is named once.
    const stray = scorePlaying(targets, [
      [60, 0],
      [70, 0.5],
      [63, 0.95],
      [66, 1.05],
      [64, 2],
      [65, 3],
    ])
    expect(stray.wrong.map(note => [note.name, note.instead ?? null])).toEqual([
      ['si♭ 3', null],
      ['mi♭ 3', 'ré 3'],
      ['fa♯ 3', null],
    ])
  })
  test('pressing every key does not pass', () => {
    const mash = Array.from({ length: 48 }, (_, index) => [48 + (index % 24), (index % 4) * 1] as [number, number])
    expect(scorePlaying(targets, mash).score).toBeLessThan(20)
  })
})

describe('rhythm', () => {
  const onsets = onsetsOf(parseAbc('X:1\nM:4/4\nL:1/8\nQ:1/4=120\nK:C\nC2 C C z C C C|'))
  test('onsets come from the written rhythm, rests excluded', () => {
    expect(onsets).toEqual([0, 0.5, 0.75, 1.25, 1.5, 1.75])
  })
  test('taps within 30 ms score full, later taps less, extra taps count against', () => {
    expect(scoreRhythm(onsets, [0.01, 0.52, 0.74, 1.23, 1.5, 1.77]).score).toBe(100)
    const sloppy = scoreRhythm(onsets, [0.1, 0.6, 0.85, 1.35, 1.6, 1.85])
    expect(sloppy.taps.every(tap => tap.offsetMs === 100)).toBe(true)
    expect(sloppy.score).toBe(68)
    expect(scoreRhythm(onsets, [...onsets, 0.3, 1.0, 2.4]).score).toBe(67)
  })
})

describe('drills', () => {
  test('the same seed draws the same questions, which the server scores', () => {
    for (const kind of ['intervals', 'chords', 'treble', 'bass'] as const) {
      const questions = drawDrill(kind, 10, 42)
      expect(drawDrill(kind, 10, 42)).toEqual(questions)
      for (const question of questions) {
        expect(question.choices[question.answer]).toBeDefined()
        expect(new Set(question.choices).size).toBe(question.choices.length)
      }
      const allRight = questions.map(question => question.answer)
      expect(scoreDrill(questions, allRight).score).toBe(100)
      expect(
        scorePractice({ kind: 'drill', drill: kind, questions: 10 }, { kind: 'drill', seed: 42, answers: allRight }),
      ).toMatchObject({ score: 100 })
    }
    const bass = drawDrill('bass', 20, 7)
    for (const question of bass) expect(question.abc).toContain('clef=bass')
  })
})

describe('pass marks', () => {
  test('a try of the wrong kind is refused; scores compare with the exercise pass mark', () => {
    const practice = { kind: 'play', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nC D E F|' } as const
    expect(scorePractice(practice, { kind: 'rhythm', taps: [0, 1, 2, 3] })).toBeNull()
    const result = scorePractice(practice, {
      kind: 'play',
      notes: [
        [60, 0],
        [62, 1],
        [64, 2],
      ],
    })
    expect(result!.score).toBe(75)
    expect(result!.score >= 70).toBe(true)
    expect(result!.score >= 80).toBe(false)
  })
})

describe('two hands, played on a simulated MIDI keyboard', () => {
  /** « Au clair de la lune » at 60 on a grand staff: the melody on top, the bass below (piano débutant, lesson 8). */
  const practice = {
    kind: 'play',
    abc: [
      'X:1',
      'M:4/4',
      'L:1/4',
      'Q:1/4=60',
      '%%score {RH | LH}',
      'V:RH clef=treble',
      'V:LH clef=bass',
      'K:C',
      'V:RH',
      'C C C D | E2 D2 | C E D D | C4 |]',
      'V:LH',
      'C, z z z | G,2 G,2 | C, z z z | C,4 |]',
    ].join('\n'),
  } as const
  const tune = parseAbc(practice.abc)
  const right = targetsOf(tune, 100, 'right')
  const left = targetsOf(tune, 100, 'left')

  /**
   * What a MIDI keyboard sends for these notes: a note on (0x90) at each start, a note off (0x80, or a
   * note on of velocity 0) at each end, and a control change (the sustain pedal) now and then; decoded
   * as the page decodes Web MIDI messages.
   */
  function midiTry(notes: { midi: number; start: number; length: number }[], hands?: HandChoice) {
    const messages: { data: number[]; time: number }[] = notes.flatMap(({ midi, start, length }, index) => [
      { data: [0x90, midi, 90], time: start + 0.01 },
      { data: index % 2 ? [0x80, midi, 0] : [0x90, midi, 0], time: start + length * 0.9 },
      { data: [0xb0, 64, 127], time: start + 0.02 },
    ])
    const played = messages
      .sort((a, b) => a.time - b.time)
      .flatMap(({ data, time }) => {
        const midi = midiNoteOn(Uint8Array.from(data))
        return midi === null ? [] : [[midi, time] as [number, number]]
      })
    return scorePractice(practice, { kind: 'play', notes: played, ...(hands ? { hands } : {}) })!
  }

  test('the hands come from the staves: the melody is the right hand, the bass the left', () => {
    expect(right.map(note => note.midi)).toEqual([60, 60, 60, 62, 64, 62, 60, 64, 62, 62, 60])
    expect(left.map(note => note.midi)).toEqual([48, 55, 55, 48, 48])
    expect(targetsOf(tune)).toHaveLength(right.length + left.length)
  })

  test('hands together, every note right: full marks for each hand, and the try counts', () => {
    const result = midiTry([...right, ...left], 'both')
    expect(result).toMatchObject({ score: 100, counts: true })
    expect(result.detail).toMatchObject({ hands: { played: 'both', right: 100, left: 100 } })
  })

  test('one hand alone is scored on its own notes, for practice only', () => {
    expect(midiTry(right, 'right')).toMatchObject({ score: 100, counts: false })
    expect(midiTry(left, 'left')).toMatchObject({ score: 100, counts: false })
    expect(midiTry(left, 'left').detail).toMatchObject({ hands: { played: 'left', right: null, left: 100 } })
  })

  test('the wrong hand fails: the bass played when the right hand was chosen, and the other way round', () => {
    expect(midiTry(left, 'right').score).toBe(0)
    expect(midiTry(right, 'left').score).toBe(0)
    // Both hands chosen, only the melody played: the left hand's notes are missed.
    const melodyOnly = midiTry(right, 'both')
    expect(melodyOnly.score).toBeLessThan(70)
    expect(melodyOnly.detail).toMatchObject({ hands: { right: 100, left: 0 } })
  })

  test('wrong notes fail, and are held against the hand that played them', () => {
    // The bass a semitone too high: the left hand fails, the right hand keeps its marks.
    const wrongBass = midiTry([...right, ...left.map(note => ({ ...note, midi: note.midi + 1 }))], 'both')
    expect(wrongBass.score).toBeLessThan(70)
    expect(wrongBass.detail).toMatchObject({ hands: { right: 100, left: 0 } })
    // The melody a tone too low: the right hand fails.
    const wrongMelody = midiTry([...right.map(note => ({ ...note, midi: note.midi - 2 })), ...left], 'both')
    expect(wrongMelody.score).toBeLessThan(70)
    expect((wrongMelody.detail as { hands: { right: number } }).hands.right).toBeLessThan(20)
  })

  test('without a choice, a two-hand score is played hands together; a one-staff score has no hands', () => {
    expect(midiTry([...right, ...left])).toMatchObject({ score: 100, counts: true })
    const oneStaff = scorePractice(
      { kind: 'play', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nC D E F|' },
      {
        kind: 'play',
        notes: [[60, 0]],
        hands: 'right',
      },
    )!
    expect(oneStaff.counts).toBe(true)
    expect(oneStaff.detail).not.toHaveProperty('hands')
  })
})

describe('the tempo ladder', () => {
  const practice = { kind: 'play', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nC D E F|' } as const
  test('a try at 60 % is scored against the slower beat, and does not count', () => {
    // At 60 % of 60 to the quarter, a quarter lasts 1/0.6 s.
    const slow = [60, 62, 64, 65].map((midi, index) => [midi, index / 0.6] as [number, number])
    expect(scorePractice(practice, { kind: 'play', notes: slow, tempo: 60 })).toMatchObject({
      score: 100,
      counts: false,
    })
    // The same notes judged at the written tempo are late.
    expect(scorePractice(practice, { kind: 'play', notes: slow })!.score).toBeLessThan(60)
    const taps = [0, 1, 2, 3].map(beat => beat / 0.8)
    expect(scorePractice({ kind: 'rhythm', abc: practice.abc }, { kind: 'rhythm', taps, tempo: 80 })).toMatchObject({
      score: 100,
      counts: false,
    })
    expect(
      scorePractice(practice, { kind: 'play', notes: slow.map(([m], i) => [m, i] as [number, number]), tempo: 100 }),
    ).toMatchObject({ score: 100, counts: true })
  })
})
