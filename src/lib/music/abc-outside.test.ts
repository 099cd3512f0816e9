import abcjs from 'abcjs'
import { describe, expect, test } from 'vitest'
import { siteContent } from '#tests/setup/content.ts'
import { parseAbc } from './abc.ts'

/**
 * Every score of the content read by an outside ABC parser, abcjs (a devDependency, used here only,
 * never in the page: ADR 013), must give what the site's reader gives: the same notes (MIDI numbers)
 * at the same times with the same lengths, voice by voice. abcjs plays repeats twice where the site
 * reads them once (docs/content.md), so its copy has plain bar lines instead of repeat signs.
 */

type Sounding = { midi: number; start: number; length: number }

/** Every score written in content/: score and audio blocks, exercises, assessments' performed parts. */
function contentScores(): { where: string; abc: string }[] {
  return siteContent.disciplines.flatMap(discipline =>
    discipline.levels.flatMap(level => {
      const where = `${discipline.id}/${level.id}`
      const lessons = level.syllabus.flatMap(lesson =>
        (lesson.blocks ?? []).flatMap(block => {
          const abc =
            block.type === 'score' || (block.type === 'audio' && block.abc)
              ? block.abc
              : block.type === 'exercise' && block.practice.kind !== 'drill'
                ? block.practice.abc
                : null
          return abc ? [{ where: `${where} leçon ${lesson.lesson}`, abc }] : []
        }),
      )
      const parts = (level.performance ?? []).map(part => ({
        where: `${where} évaluation ${part.id}`,
        abc: part.practice.abc,
      }))
      return [...lessons, ...parts]
    }),
  )
}

/** Repeat signs and endings made plain bar lines: the site reads a repeated passage once. */
const withoutRepeats = (abc: string) =>
  abc
    .split('\n')
    .map(line =>
      /^[A-Za-z]:|^%/.test(line)
        ? line
        : line.replace(/:*\|[|\]:]?\d?|\[\||::+|\[\d/g, bar => (/\]$/.test(bar) ? '|]' : '|')),
    )
    .join('\n')

/** What abcjs plays, voice by voice (its tracks), in quarter notes: notes only, no chord accompaniment. */
function abcjsVoices(abc: string): Sounding[][] {
  const [tune] = abcjs.parseOnly(withoutRepeats(abc))
  if (!tune) throw new Error('abcjs read no tune')
  const audio = tune.setUpAudio({ chordsOff: true }) as {
    tracks: { cmd: string; pitch?: number; start?: number; duration?: number }[][]
  }
  return audio.tracks
    .map(track =>
      track
        .filter(event => event.cmd === 'note')
        .map(event => ({ midi: event.pitch!, start: event.start! * 4, length: event.duration! * 4 })),
    )
    .filter(track => track.length > 0)
}

/** What the site's reader gives, voice by voice, in the same form (a chord is its notes). */
function siteVoices(abc: string): Sounding[][] {
  const tune = parseAbc(abc)
  return tune.voices
    .map((_, voice) =>
      tune.notes
        .filter(note => note.voice === voice)
        .flatMap(note => note.midi.map(midi => ({ midi, start: note.start, length: note.length }))),
    )
    .filter(voice => voice.length > 0)
}

/** Order-free and rounded to a 960th of a quarter note (both readers snap triplets differently). */
const normal = (voices: Sounding[][]) =>
  voices.map(voice =>
    voice
      .map(({ midi, start, length }) => `${Math.round(start * 960)}:${midi}:${Math.round(length * 960)}`)
      .sort((a, b) => Number(a.split(':')[0]) - Number(b.split(':')[0]) || a.localeCompare(b)),
  )

describe('the content’s scores against abcjs', () => {
  const scores = contentScores()

  test('there are scores, and two-hand ones among them', () => {
    expect(scores.length).toBeGreaterThan(150)
    expect(scores.some(({ abc }) => parseAbc(abc).staves.some(staff => staff.hand === 'left'))).toBe(true)
  })

  test('every score: the same notes, times and lengths, voice by voice', () => {
    const disagreements = scores
      .filter(({ abc }) => JSON.stringify(normal(siteVoices(abc))) !== JSON.stringify(normal(abcjsVoices(abc))))
      .map(({ where, abc }) => `${where}:\n${abc}`)
    expect(disagreements).toEqual([])
  })

  test('the comparison sees a wrong note, a wrong length and a voice left out', () => {
    const abc = 'X:1\nM:4/4\nL:1/4\n%%score {RH | LH}\nV:RH\nV:LH clef=bass\nK:G\nV:RH\nF G A B |]\nV:LH\nG,,4 |]'
    const same = JSON.stringify(normal(abcjsVoices(abc)))
    expect(JSON.stringify(normal(siteVoices(abc)))).toBe(same)
    // F is sharp in G major for both readers; a natural written is another note.
    expect(JSON.stringify(normal(siteVoices(abc.replace('F G', '=F G'))))).not.toBe(same)
    expect(JSON.stringify(normal(siteVoices(abc.replace('G,,4', 'G,,2 G,,2'))))).not.toBe(same)
    expect(normal(abcjsVoices(abc))).toHaveLength(2)
  })
})
