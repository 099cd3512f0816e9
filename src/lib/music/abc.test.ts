import { describe, expect, test } from 'vitest'
import { checkAbc, handOf, hasHands, parseAbc } from './abc.ts'

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

  test('voices: V: lines and [V:…], placed on a braced pair of staves by %%score; the hands follow the staves', () => {
    const tune = parseAbc(
      [
        'X:1',
        'M:4/4',
        'L:1/4',
        '%%score {RH | LH}',
        'V:RH clef=treble name="Main droite"',
        'V:LH clef=bass name="Main gauche"',
        'K:F',
        'V:RH',
        'A B c [FAc] |',
        'V:LH',
        'F,2 C,2 |',
        '[V:RH] c4 |] [V:LH] F,,4 |]',
      ].join('\n'),
    )
    expect(tune.voices).toEqual([
      { id: 'RH', name: 'Main droite', clef: 'treble', staff: 0 },
      { id: 'LH', name: 'Main gauche', clef: 'bass', staff: 1 },
    ])
    expect(tune.staves).toEqual([
      { clef: 'treble', voices: [0], hand: 'right', braced: false, barsJoinBelow: true },
      { clef: 'bass', voices: [1], hand: 'left', braced: true, barsJoinBelow: false },
    ])
    expect(hasHands(tune)).toBe(true)
    // Each voice has its own time; B is flat in F major in both; a chord is one note of three pitches.
    const of = (voice: number) => tune.notes.filter(note => note.voice === voice)
    expect(of(0).map(note => [note.start, note.midi])).toEqual([
      [0, [69]],
      [1, [70]],
      [2, [72]],
      [3, [65, 69, 72]],
      [4, [72]],
    ])
    expect(of(1).map(note => [note.start, note.length, note.midi[0]])).toEqual([
      [0, 2, 53],
      [2, 2, 48],
      [4, 4, 41],
    ])
    expect(tune.notes.map(note => handOf(tune, note))).toEqual(
      tune.notes.map(note => (note.voice === 0 ? 'right' : 'left')),
    )
    // The notes of all voices in time order.
    expect(tune.notes.map(note => note.start)).toEqual([0, 0, 1, 2, 2, 3, 4, 4])
    expect(tune.bars).toEqual([0, 4])
    expect(tune.length).toBe(8)
  })

  test('voices in parentheses share a staff; without %%score each voice has its own staff and no hand', () => {
    const shared = parseAbc(
      'X:1\nL:1/4\nM:2/4\n%%staves (S A) B\nV:S\nV:A\nV:B bass\nK:C\nV:S\nc d|\nV:A\nA B|\nV:B\nC, G,|',
    )
    expect(shared.staves.map(staff => [staff.voices, staff.clef, staff.hand])).toEqual([
      [[0, 1], 'treble', null],
      [[2], 'bass', null],
    ])
    const plain = parseAbc('X:1\nL:1/4\nM:2/4\nK:C\nV:1\nc d|\nV:2 clef=bass\nC, G,|')
    expect(plain.staves.map(staff => staff.voices)).toEqual([[0], [1]])
    expect(hasHands(plain)).toBe(false)
    // A tune without V: is one voice on one staff, as before.
    const single = parseAbc('X:1\nL:1/4\nM:2/4\nK:C clef=bass\nC, G,|')
    expect(single.voices).toEqual([{ id: '1', name: '1', clef: 'bass', staff: 0 }])
    expect(single.notes.every(note => note.voice === 0)).toBe(true)
  })

  test('voices that do not line up, or a layout that names a voice wrongly, get a French message', () => {
    const head = 'X:1\nM:4/4\nL:1/4\n%%score {RH | LH}\nV:RH\nV:LH clef=bass\nK:C'
    expect(checkAbc(`${head}\nV:RH\nC D E F | G4 |]\nV:LH\nC,4 |]`)).toBe(
      'Ligne 11 : la voix LH compte 1 mesure et la voix RH 2 mesures : chaque voix doit avoir les mêmes mesures.',
    )
    expect(checkAbc(`${head}\nV:RH\nC D E F | G4 |]\nV:LH\nC,4 | C,3 |]`)).toBe(
      'Ligne 11 : la mesure 2 dure 3 temps au lieu de 4 (M:4/4).',
    )
    // A pick-up bar shorter in one voice than in the other.
    expect(checkAbc(`${head}\nV:RH\nC | D E F G |]\nV:LH\nC,2 | C,4 |]`)).toBe(
      'Ligne 11 : la mesure 1 de la voix LH ne dure pas autant que celle de la voix RH.',
    )
    expect(checkAbc(`${head}\nV:RH\nC D E F |]\nV:LH\nC,4 |]\nV:X\nC4|]`)).toContain(
      'la voix X a des notes mais n’est pas dans %%score.',
    )
    expect(checkAbc('X:1\nM:4/4\nL:1/4\n%%score {RH | MG}\nV:RH\nK:C\nC D E F|]')).toContain(
      '%%score nomme la voix MG, qui n’a pas de ligne V:MG.',
    )
    expect(checkAbc('X:1\nM:4/4\nL:1/4\nK:C\n[L:1/8] C D E F|]')).toContain('champ en ligne [L:…] non pris en charge')
  })
})
