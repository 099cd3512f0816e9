import { describe, expect, test } from 'vitest'
import { disciplines } from '#sample-data/academy.ts'
import { parseAbc } from './abc.ts'
import { describeScore, engraveAbc, frenchKeyName } from './abc-engrave.ts'

/** The site's own score engraver (issue #25, ADR 013), read back from the SVG text it writes. */
const count = (svg: string, pattern: RegExp) => svg.match(new RegExp(pattern, 'g'))?.length ?? 0
const starts = (svg: string) =>
  [...svg.matchAll(/<g class="note" data-start="([\d.]+)"/g)].map(match => Number(match[1]))

const MINUET = `X:1
T:Menuet
M:3/4
L:1/8
Q:1/4=100
K:G
"G"d2 G2 AB | c2 d2 ^c2 | "C"e2 c2 (3cde | "D7"d4 z2 |
"G"[GBd]6 | B>c dc BA | G,2 z2 z2 | g6- | g6 |]
w:Sol sol la si do ré do mi do ré mi ré
`

describe('engraveAbc', () => {
  test('the SVG is an image named in French: title, key, clef, meter and bars', () => {
    const { svg, bars } = engraveAbc(MINUET, { width: 640, title: 'Menuet en sol' })
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain('role="img"')
    expect(svg).toContain('aria-label="Partition : Menuet en sol, en sol majeur, clé de sol, mesure à 3/4, 9 mesures"')
    expect(bars).toBe(9)
  })

  test('lines are painted by attributes, not a <style> element (the site’s CSP blocks inline styles)', () => {
    const { svg } = engraveAbc(MINUET, { width: 640 })
    expect(svg).not.toContain('<style')
    expect(svg).not.toMatch(/\sstyle=/)
    const staff = svg.match(/<path class="staff"[^>]*>/g)!
    expect(staff.length).toBeGreaterThanOrEqual(5)
    for (const line of staff) expect(line).toContain('fill="none" stroke-width="1"')
    expect(svg).toMatch(/<path class="barline thick" fill="none" stroke-width="4"/)
    expect(svg).toMatch(/<path class="stem" fill="none" stroke-width="1.2"/)
  })

  test('each note, chord and rest is a group with its time; the times are the player’s', () => {
    const { svg } = engraveAbc(MINUET, { width: 640 })
    const drawn = starts(svg)
    // 22 notes and chords, the tied g's second half (drawn, at 24 quarters), 3 rests.
    expect(drawn).toHaveLength(26)
    expect(drawn).toContain(24)
    const played = parseAbc(MINUET).notes.map(note => Math.round(note.start * 1000) / 1000)
    for (const start of played) expect(drawn).toContain(start)
    // The triplet's notes each last a third of a quarter note.
    expect(drawn).toEqual(expect.arrayContaining([8, 8.333, 8.667]))
  })

  test('staff, clef, key signature, time signature, accidentals, ledger lines, ties, chord names, lyrics', () => {
    const { svg } = engraveAbc(MINUET, { width: 2000 })
    // One system: five lines, one treble clef, one sharp in the key (F♯) and the written C♯.
    expect(count(svg, /class="staff"/)).toBe(5)
    expect(count(svg, /class="clef treble"/)).toBe(1)
    expect(count(svg, /class="accidental"/)).toBe(2)
    expect(svg).toMatch(/<text x="[\d.]+" y="[\d.]+">3<\/text><text x="[\d.]+" y="[\d.]+">4<\/text>/)
    // G, (G3) lies under the treble staff: ledger lines for C4 and A3.
    expect(count(svg, /class="ledger"/)).toBeGreaterThanOrEqual(2)
    expect(count(svg, /class="tie"/)).toBe(1)
    expect(count(svg, /class="tuplet"[^>]*>3</)).toBe(1)
    for (const name of ['G', 'C', 'D7']) expect(svg).toContain(`font-family="sans-serif">${name}</text>`)
    // The w: line is sung on the music line above it: its ten notes get the first ten syllables.
    expect(count(svg, /class="lyric"/)).toBe(10)
    expect(svg).toContain('>Sol</text>')
    // The final bar line: a thin and a thick stroke.
    expect(count(svg, /class="barline thick"/)).toBe(1)
  })

  test('eighths written together share a beam; apart, each has its flag', () => {
    const together = engraveAbc('X:1\nM:2/4\nL:1/8\nK:C\nCDEF | G4 |]').svg
    expect(count(together, /class="beam"/)).toBe(1)
    expect(count(together, /class="flag"/)).toBe(0)
    const apart = engraveAbc('X:1\nM:2/4\nL:1/8\nK:C\nC D E F | G4 |]').svg
    expect(count(apart, /class="beam"/)).toBe(0)
    expect(count(apart, /class="flag"/)).toBe(4)
    // Sixteenths get a second beam: two groups, each a beam and three pieces of the second one.
    const sixteenths = engraveAbc('X:1\nM:2/4\nL:1/16\nK:C\nCDEF GABc | c8 |]').svg
    expect(count(sixteenths, /class="beam"/)).toBe(8)
  })

  test('clé de fa, flats in the key, half and whole notes hollow, dots', () => {
    const { svg } = engraveAbc('X:1\nT:Basse\nM:4/4\nL:1/4\nK:Bb clef=bass\nB,,2 F,2 | D,3 z | B,,4 |]', {
      title: 'Basse',
    })
    expect(svg).toContain('clé de fa')
    expect(svg).toContain('en si bémol majeur')
    expect(count(svg, /class="clef"/)).toBe(1)
    expect(count(svg, /class="clef treble"/)).toBe(0)
    expect(count(svg, /class="accidental"/)).toBe(2)
    expect(count(svg, /class="head"[^>]*fill="none"/)).toBe(4)
    // The dotted half note's dot (and nothing else is dotted).
    expect(count(svg, /<circle [^>]*r="1.5"\/>/)).toBe(1)
  })

  test('bars wrap to the width: a narrow container gets more, shorter systems', () => {
    const sixteenBars = `X:1\nM:4/4\nL:1/8\nK:D\n${Array.from({ length: 16 }, () => 'defg abag').join(' | ')} |]`
    const wide = engraveAbc(sixteenBars, { width: 1200 })
    const narrow = engraveAbc(sixteenBars, { width: 360 })
    expect(narrow.height).toBeGreaterThan(wide.height)
    expect(count(narrow.svg, /class="staff"/) / 5).toBeGreaterThan(count(wide.svg, /class="staff"/) / 5)
    expect(narrow.bars).toBe(16)
    // Nothing is drawn past the width.
    const xs = [...narrow.svg.matchAll(/ (?:x|cx)="([\d.]+)"/g)].map(match => Number(match[1]))
    expect(Math.max(...xs)).toBeLessThanOrEqual(360)
  })

  test('a score that does not read throws the editor’s French error', () => {
    expect(() => engraveAbc('X:1\nK:C\nC D E F G |]\nH')).toThrow(/^Ligne \d+ : /)
  })

  test('every score of the sample courses is drawn, with a group per note the player plays', () => {
    const scores = disciplines.flatMap(discipline =>
      discipline.levels.flatMap(level =>
        level.syllabus.flatMap(lesson =>
          (lesson.blocks ?? []).flatMap(block =>
            block.type === 'score' || (block.type === 'audio' && block.abc)
              ? [block.abc!]
              : block.type === 'exercise' && block.practice.kind !== 'drill'
                ? [block.practice.abc]
                : [],
          ),
        ),
      ),
    )
    expect(scores.length).toBeGreaterThan(20)
    for (const abc of scores) {
      const drawn = starts(engraveAbc(abc, { width: 600 }).svg)
      for (const note of parseAbc(abc).notes) expect(drawn, abc).toContain(Math.round(note.start * 1000) / 1000)
    }
  })
})

describe('French names', () => {
  test('keys', () => {
    expect(frenchKeyName('C')).toBe('do majeur')
    expect(frenchKeyName('Am')).toBe('la mineur')
    expect(frenchKeyName('F#m')).toBe('fa dièse mineur')
    expect(frenchKeyName('Bb')).toBe('si bémol majeur')
    expect(frenchKeyName('Ddor')).toBe('ré dorien')
  })

  test('the description counts the bars', () => {
    expect(describeScore('Gamme', parseAbc('X:1\nM:4/4\nL:1/4\nK:C\nC D E F |]'))).toBe(
      'Partition : Gamme, en do majeur, clé de sol, mesure à 4/4, 1 mesure',
    )
  })
})
