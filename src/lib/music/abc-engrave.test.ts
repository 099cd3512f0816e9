import { describe, expect, test } from 'vitest'
import { siteContent } from '#tests/setup/content.ts'
import { parseAbc } from './abc.ts'
import { describeScore, engraveAbc, frenchKeyName } from './abc-engrave.ts'

const { disciplines } = siteContent

/** The site's own score engraver (ADR 013), read back from the SVG text it writes. */
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

/** 16 bars for two hands: the right hand in eighths and chords, the left hand in half notes. */
const GRAND_STAFF = [
  'X:1',
  'T:Deux mains',
  'M:4/4',
  'L:1/8',
  '%%score {RH | LH}',
  'V:RH clef=treble name="Main droite"',
  'V:LH clef=bass name="Main gauche"',
  'K:G',
  'V:RH',
  `${Array.from({ length: 16 }, (_, bar) => (bar % 2 ? '[GBd]4 d2 c2' : 'gfed cBAG')).join(' | ')} |]`,
  'V:LH',
  `${Array.from({ length: 16 }, (_, bar) => (bar % 2 ? 'D,4 D,,4' : 'G,,4 B,,4')).join(' | ')} |]`,
].join('\n')

describe('grand staff and voices', () => {
  /** Each system's band of the SVG: where its staff lines are, by their y. */
  const staffLines = (svg: string) =>
    [...svg.matchAll(/<path class="staff"[^>]* d="M[\d.]+ ([\d.]+)H/g)].map(match => Number(match[1]))
  const barXs = (svg: string) =>
    [...svg.matchAll(/<path class="barline"[^>]* d="M([\d.]+) ([\d.]+)V([\d.]+)"/g)].map(match => ({
      x: Number(match[1]),
      top: Number(match[2]),
      bottom: Number(match[3]),
    }))

  test('two staves in every system: a treble and a bass clef, joined by a brace and the system line', () => {
    const score = engraveAbc(GRAND_STAFF, { width: 700 })
    const systems = score.systems.length
    expect(systems).toBeGreaterThan(2)
    expect(count(score.svg, /class="staff"/)).toBe(systems * 10)
    expect(count(score.svg, /class="clef treble"/)).toBe(systems)
    expect(count(score.svg, /class="clef"/)).toBe(systems)
    expect(count(score.svg, /class="brace"/)).toBe(systems)
    expect(score.systemHeight).toBeGreaterThan(130)
    expect(score.height).toBe(systems * score.systemHeight)
    expect(score.svg).toContain('pour les deux mains (clé de sol à droite, clé de fa à gauche)')
    // The key signature (F♯) on both staves of each system.
    expect(count(score.svg, /class="accidental"/)).toBe(systems * 2)
  })

  test('bar lines run through both staves at the same x; notes sounding together share their x', () => {
    const { svg, systems } = engraveAbc(GRAND_STAFF, { width: 700 })
    const first = systems[0]!
    const lines = staffLines(first)
    const top = Math.min(...lines)
    const bottom = Math.max(...lines)
    // Plain bar lines (the system's line at the left and the final double bar have classes of their own).
    const bars = barXs(first)
    expect(bars.length).toBeGreaterThan(1)
    // Every bar line of the first system goes from the treble staff's top line to the bass staff's bottom line.
    for (const bar of bars) expect([bar.top, bar.bottom]).toEqual([top, bottom])
    // The left hand's first note and the right hand's first note start together, at the same x.
    const heads = [...svg.matchAll(/<g class="note" data-start="0" [^>]*><ellipse class="head" cx="([\d.]+)"/g)]
    expect(heads).toHaveLength(2)
    expect(heads[0]![1]).toBe(heads[1]![1])
    // So do the notes of beat 3 (the right hand's fifth eighth, the left hand's second half note).
    const third = [...svg.matchAll(/<g class="note" data-start="2" [^>]*><ellipse class="head" cx="([\d.]+)"/g)]
    expect(third.map(match => match[1])).toEqual([third[0]![1], third[0]![1]])
  })

  test('wrapping keeps the staves together; each system after the first starts with its bar number', () => {
    const wide = engraveAbc(GRAND_STAFF, { width: 1400 })
    const narrow = engraveAbc(GRAND_STAFF, { width: 420 })
    expect(narrow.systems.length).toBeGreaterThan(wide.systems.length)
    for (const score of [wide, narrow]) {
      const numbers = [...score.svg.matchAll(/class="bar-number"[^>]*>(\d+)</g)].map(match => Number(match[1]))
      expect(numbers).toHaveLength(score.systems.length - 1)
      expect(numbers[0]).toBeGreaterThan(1)
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers)
      for (const system of score.systems) expect(count(system, /class="staff"/)).toBe(10)
    }
    const xs = [...narrow.svg.matchAll(/ (?:x|cx)="([\d.]+)"/g)].map(match => Number(match[1]))
    expect(Math.max(...xs)).toBeLessThanOrEqual(420)
  })

  test('every drawn note carries its start and end, one group per note of each voice', () => {
    const { svg } = engraveAbc(GRAND_STAFF, { width: 700 })
    const tune = parseAbc(GRAND_STAFF)
    expect(count(svg, /<g class="note" data-start="[\d.]+" data-end="[\d.]+">/)).toBe(tune.notes.length)
  })

  test('two voices on one staff: stems up for the first, down for the second', () => {
    const abc = 'X:1\nM:3/4\nL:1/4\n%%score (S A)\nV:S\nV:A\nK:C\nV:S\ne d c |]\nV:A\nc B G |]'
    const { svg } = engraveAbc(abc, { width: 600 })
    expect(count(svg, /class="staff"/)).toBe(5)
    const stems = [...svg.matchAll(/<path class="stem"[^>]* d="M[\d.]+ ([\d.]+)V([\d.]+)"/g)].map(
      match => Number(match[2]) < Number(match[1]),
    )
    expect(stems).toEqual([true, true, true, false, false, false])
    // The e and the c of beat 1 share their x.
    const heads = [...svg.matchAll(/<g class="note" data-start="0" [^>]*><ellipse class="head" cx="([\d.]+)"/g)]
    expect(heads.map(match => match[1])).toEqual([heads[0]![1], heads[0]![1]])
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
