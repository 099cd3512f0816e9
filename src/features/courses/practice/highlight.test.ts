import { describe, expect, test } from 'vitest'
import { engraveAbc } from '#lib/music/abc-engrave.ts'
import { drawnNote, soundingAt } from './highlight.ts'

/** A grand staff: the right hand in quarter notes over a left-hand half note, then a whole note each. */
const GRAND = `X:1
M:4/4
L:1/4
%%score {RH | LH}
V:RH clef=treble
V:LH clef=bass
K:C
V:RH
E F G A | c4 |]
V:LH
C,2 G,,2 | C,4 |]`

/** The drawn notes as the page reads them: their attributes, and the staff (by y) they are drawn on. */
function drawn(svg: string) {
  return [...svg.matchAll(/<g class="note" data-start="([\d.]+)" data-end="([\d.]+)">(.*?)<\/g>/g)].map(match => {
    const attributes: Record<string, string> = { 'data-start': match[1]!, 'data-end': match[2]! }
    const y = Number(/<ellipse class="head" cx="[\d.]+" cy="([\d.]+)"/.exec(match[3]!)?.[1])
    return { note: drawnNote({ getAttribute: name => attributes[name] ?? null })!, y }
  })
}

describe('the notes lit during playback', () => {
  test('a left-hand note stays lit while it sounds, under the right hand’s notes', () => {
    const notes = drawn(engraveAbc(GRAND, { width: 800 }).svg)
    const times = notes.map(({ note }) => note)
    expect(notes).toHaveLength(8)
    const leftHand = notes.filter(({ y }) => y > 100)
    expect(leftHand.map(({ note }) => note)).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
      { start: 4, end: 8 },
    ])
    // At 1.5 quarter notes: the right hand's second note (F) and the left hand's first half note (C).
    const lit = soundingAt(times, 1.5)
    const litNotes = notes.filter((_, index) => lit[index])
    expect(litNotes.map(({ note }) => note)).toEqual(
      expect.arrayContaining([
        { start: 1, end: 2 },
        { start: 0, end: 2 },
      ]),
    )
    expect(litNotes).toHaveLength(2)
    expect(litNotes.some(({ y }) => y > 100)).toBe(true)
    // Before playback and after the end nothing is lit; a note is lit from its start, not at its end.
    expect(soundingAt(times, null).some(Boolean)).toBe(false)
    expect(soundingAt(times, 8).some(Boolean)).toBe(false)
    expect(soundingAt([{ start: 2, end: 4 }], 2)).toEqual([true])
    expect(soundingAt([{ start: 2, end: 4 }], 4)).toEqual([false])
  })

  test('a note without its end is not read (an engraving of another version)', () => {
    expect(drawnNote({ getAttribute: name => (name === 'data-start' ? '1' : null) })).toBeNull()
  })
})
