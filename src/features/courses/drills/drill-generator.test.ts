import { describe, expect, test } from 'vitest'
import { parseAbc } from '#lib/music/abc.ts'
import { siteContent } from '#tests/setup/content.ts'
import { passingTry } from '#tests/setup/practice.ts'
import { type DrillAnswer, gradeDrillItem } from './drill-grading.ts'
import { generateDrillItem, handRange, RHYTHM_PATTERNS } from './drill-generator.ts'
import { DRILL_PROFILES, type DrillProfile, drillProfileOf } from './drill-profiles.ts'

const ITEMS_PER_LEVEL = 1000

/** The meter written in an item's score. */
const meterOf = (abc: string) => /^M:(.+)$/m.exec(abc)?.[1]
const keyOf = (abc: string) => /^K:(\S+)/m.exec(abc)?.[1]

/** The notes an item asks to perform must stay in the range of its hand (or of the voice). */
function allowedRange(profile: DrillProfile, skills: string[], kind: string): [number, number] {
  if (profile.performer === 'voice') return profile.range
  if (kind === 'chart') return handRange(profile, 'both')
  const hand = skills.find(skill => skill.startsWith('hand:'))?.slice(5) as 'right' | 'left' | 'both' | undefined
  return handRange(profile, hand ?? 'right')
}

describe('every level of the content has drills', () => {
  test('each level is covered by a profile of its own', () => {
    for (const discipline of siteContent.disciplines)
      for (const level of discipline.levels)
        expect(DRILL_PROFILES[`${discipline.id}/${level.id}`], `${discipline.id}/${level.id}`).toBeDefined()
  })

  test('a level added later takes its discipline’s profile', () => {
    expect(drillProfileOf('piano', 'nouveau')).toBe(DRILL_PROFILES['piano/debutant'])
  })
})

describe.each(Object.entries(DRILL_PROFILES))('drills of %s', (_level, profile) => {
  test(`${ITEMS_PER_LEVEL} items stay in the level's range, keys, meters and rhythms, and parse`, () => {
    const kinds = new Map<string, number>()
    for (let seed = 1; seed <= ITEMS_PER_LEVEL; seed++) {
      const kind = profile.kinds[seed % profile.kinds.length]!
      const item = generateDrillItem(profile, kind, seed * 2_654_435_761)
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
      expect(item.kind).toBe(kind)
      expect(item.seconds).toBeGreaterThan(0)
      if (item.answer === 'choice') {
        expect(item.choices!.length).toBeGreaterThanOrEqual(2)
        expect(new Set(item.choices).size).toBe(item.choices!.length)
        expect(item.choices![item.correct!]).toBeDefined()
        expect(item.audio!.notes.every(midi => midi >= 21 && midi <= 108)).toBe(true)
        continue
      }
      const tune = parseAbc(item.abc!)
      expect(tune.notes.length).toBeGreaterThan(0)
      const meter = meterOf(item.abc!)!
      if (kind === 'rhythm') {
        const id = item.skills.find(skill => skill.startsWith('rhythm:'))!.slice(7)
        expect(profile.rhythms).toContain(id)
        expect(meter).toBe(RHYTHM_PATTERNS[id as keyof typeof RHYTHM_PATTERNS].meter)
        continue
      }
      expect(profile.keys).toContain(keyOf(item.abc!))
      if (kind === 'reading') expect(profile.meters).toContain(meter)
      const [low, high] = allowedRange(profile, item.skills, kind)
      for (const note of tune.notes)
        for (const midi of note.midi) {
          expect(midi, `${item.title}\n${item.abc}`).toBeGreaterThanOrEqual(low)
          expect(midi, `${item.title}\n${item.abc}`).toBeLessThanOrEqual(high)
        }
      if (profile.rhythmLevel === 1 && kind === 'reading')
        // Beginners read whole, half, quarter and eighth notes only (dotted halves fill a bar).
        for (const note of tune.notes) expect([0.5, 1, 2, 3, 4]).toContain(note.length)
      if (item.fingering) expect(item.fingering).toMatch(/^Main (droite|gauche) : [1-5]/)
    }
    for (const kind of profile.kinds) expect(kinds.get(kind)).toBeGreaterThan(0)
  })

  test('the same seed gives the same item; a performed item played perfectly passes', () => {
    for (const kind of profile.kinds) {
      const item = generateDrillItem(profile, kind, 42)
      expect(generateDrillItem(profile, kind, 42)).toEqual(item)
      if (item.answer === 'choice') {
        expect(gradeDrillItem(item, { kind: 'choice', choice: item.correct! })!.passed).toBe(true)
        expect(
          gradeDrillItem(item, { kind: 'choice', choice: (item.correct! + 1) % item.choices!.length })!.passed,
        ).toBe(false)
      } else {
        const grade = gradeDrillItem(item, passingTry({ kind: item.answer, abc: item.abc! }) as DrillAnswer)!
        expect(grade.score, item.abc!).toBeGreaterThanOrEqual(90)
        expect(gradeDrillItem(item, { kind: 'choice', choice: 0 })).toBeNull()
      }
    }
  })
})

describe('the patterns of Central Africa', () => {
  test('bikutsi is ternary (6/8 and 12/8), makossa binary', () => {
    expect(RHYTHM_PATTERNS['bikutsi-6-8'].meter).toBe('6/8')
    expect(RHYTHM_PATTERNS['bikutsi-12-8'].meter).toBe('12/8')
    expect(RHYTHM_PATTERNS.makossa.meter).toBe('4/4')
    for (const pattern of Object.values(RHYTHM_PATTERNS))
      for (const bar of pattern.bars)
        expect(() => parseAbc(`X:1\nM:${pattern.meter}\nL:1/8\nK:C\n${bar} |]`)).not.toThrow()
  })

  test('a focus is honoured: the key, the note, the interval asked for', () => {
    const piano = DRILL_PROFILES['piano/intermediaire']!
    for (let seed = 1; seed <= 50; seed++) {
      expect(keyOf(generateDrillItem(piano, 'scale', seed, 'key:Eb').abc!)).toBe('Eb')
      expect(generateDrillItem(piano, 'interval', seed, 'interval:7').skills).toEqual(['interval:7'])
      const reading = generateDrillItem(piano, 'reading', seed, 'note:66')
      const midis = parseAbc(reading.abc!).notes.flatMap(note => note.midi)
      expect(midis.filter(midi => midi === 66).length, reading.abc!).toBeGreaterThanOrEqual(2)
    }
  })

  test('scales carry their fingering, hand by hand', () => {
    const piano = DRILL_PROFILES['piano/debutant']!
    const item = generateDrillItem(piano, 'scale', 7, 'hand:left')
    expect(item.title).toMatch(/main gauche/)
    expect(item.abc).toContain('clef=bass')
    expect(item.fingering).toMatch(/^Main gauche : 5 4 3 2 1 3 2 1 puis 1 2 3 1 2 3 4 5$/)
  })
})
