import { describe, expect, test } from 'vitest'
import { checkAbc, parseAbc } from './abc.ts'

describe('ABC reading', () => {
  test('notes, lengths, octaves and the key signature give MIDI numbers and times', () => {
    const tune = parseAbc('X:1\nT:Gamme\nM:4/4\nL:1/4\nQ:1/4=60\nK:G\nG A B c | d e f g |]')
    expect(tune.title).toBe('Gamme')
    expect(tune.tempo).toBe(60)
    // F is sharp in G major.
    expect(tune.notes.map(note => note.midi[0])).toEqual([67, 69, 71, 72, 74, 76, 78, 79])
    expect(tune.notes.map(note => note.start)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    expect(tune.bars).toEqual([0, 4])
    expect(tune.length).toBe(8)
  })

  test('accidentals last to the bar line; chords, rests, ties, dotted and broken rhythms, triplets', () => {
    const tune = parseAbc('X:1\nM:4/4\nL:1/8\nK:C\n^F2 F2 [CEG]2 z2 | =F3 F A>B (3cde | C4- C4 |]')
    const pitches = tune.notes.map(note => note.midi)
    expect(pitches.slice(0, 4)).toEqual([[66], [66], [60, 64, 67], []])
    expect(pitches[4]).toEqual([65])
    expect(tune.notes[6]!.length).toBeCloseTo(0.75)
    expect(tune.notes[7]!.length).toBeCloseTo(0.25)
    expect(tune.notes[8]!.length).toBeCloseTo(1 / 3)
    // The tie makes one whole note.
    expect(tune.notes.at(-1)).toMatchObject({ midi: [60], length: 4, start: 8 })
  })

  test('clé de fa and the default unit length', () => {
    const tune = parseAbc('X:1\nM:3/4\nK:F clef=bass\nC,2 B,,2 A,,2|')
    expect(tune.clef).toBe('bass')
    // B is flat in F major; L defaults to 1/8.
    expect(tune.notes.map(note => note.midi[0])).toEqual([48, 46, 45])
    expect(tune.notes[0]!.length).toBe(1)
  })

  test('minor keys take their relative major signature', () => {
    expect(parseAbc('X:1\nL:1/4\nM:2/4\nK:Dm\nB c|').notes[0]!.midi).toEqual([70])
    expect(parseAbc('X:1\nL:1/4\nM:2/4\nK:Em\nF G|').notes[0]!.midi).toEqual([66])
  })

  test('bad scores get a French message naming the line', () => {
    expect(checkAbc('X:1\nM:4/4\nL:1/4\nK:C\nC D E F|G A B|')).toBe(
      'Ligne 5 : la mesure 2 dure 3 temps au lieu de 4 (M:4/4).',
    )
    expect(checkAbc('X:1\nM:4/4\nL:1/4\nK:C\nC D E F|\nG A B @|')).toBe(
      'Ligne 6 : caractère inattendu « @ » (colonne 7).',
    )
    expect(checkAbc('X:1\nM:4/4\nK:H\nC|')).toBe('Ligne 3 : tonalité inconnue « H » (exemples : K:C, K:G, K:Dm, K:Bb).')
    expect(checkAbc('X:1\nM:7/5\nK:C\nC|')).toContain('Ligne 2 : mesure invalide')
    expect(checkAbc('X:1\nM:4/4\nL:1/4\nC D E F|')).toBe(
      'Ligne 4 : la tonalité (K:) doit être le dernier en-tête, avant les notes.',
    )
    expect(checkAbc('C D E F|')).toBe('Ligne 1 : la partition doit commencer par X:1 puis ses en-têtes.')
    expect(checkAbc('X:1\nK:C\n[CEG|')).toContain('Ligne 3 :')
    expect(checkAbc('X:1\nK:C\nz4|')).toBe('Ligne 3 : la partition ne contient aucune note.')
  })

  test('an anacrusis (short first bar) is allowed, comments and lyrics are ignored', () => {
    expect(checkAbc('X:1\nM:3/4\nL:1/4\nK:G\nD | G A B | c3 |] % fin\nw: la la la')).toBeNull()
  })
})
