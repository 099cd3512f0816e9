/**
 * What the drill generator may draw from for each level: its keys, the range of its reading, its
 * meters and rhythms, its intervals, chords and chord charts. Each profile restates the level's
 * objectives (`content/courses/<discipline>/<level>/level.yaml`) as material; a level without a
 * profile of its own (added in the admin area) gets its discipline's first one. Pure data.
 */

/** How a melodic item is performed: played on a keyboard, sung, or not at all (theory disciplines). */
export type Performer = 'piano' | 'voice' | 'none'

export type ChordQuality = 'maj' | 'min' | 'dim' | 'aug' | '7' | 'maj7' | 'm7' | 'm7b5'

export type RhythmPatternId =
  | 'noires'
  | 'croches'
  | 'valse'
  | 'pointee'
  | 'syncope'
  | 'contretemps'
  | 'ternaire-6-8'
  | 'ternaire-12-8'
  | 'makossa'
  | 'bikutsi-6-8'
  | 'bikutsi-12-8'
  | 'afrobeat'

export type Meter = '2/4' | '3/4' | '4/4' | '6/8' | '12/8'

export type DrillKind = 'scale' | 'arpeggio' | 'reading' | 'rhythm' | 'interval' | 'chord' | 'chart'

export type DrillProfile = {
  performer: Performer
  /** The kinds this level practises. */
  kinds: DrillKind[]
  /** ABC key names ('C', 'G', 'Am'...): scales, arpeggios, reading and charts stay in these. */
  keys: string[]
  /** Lowest and highest MIDI note of the reading (treble clef; voice: the comfortable range). */
  range: [number, number]
  /** The bass clef's range (piano), or null. */
  bassRange: [number, number] | null
  /** Hands practised (piano): 'both' adds hands together. */
  hands: ('right' | 'left' | 'both')[]
  meters: Meter[]
  /** 1: whole to eighth notes; 2: adds dotted notes and sixteenths; 3: adds syncopations. */
  rhythmLevel: 1 | 2 | 3
  rhythms: RhythmPatternId[]
  /** Ear training: intervals in semitones, and whether they are also heard descending and together. */
  intervals: number[]
  intervalModes: ('up' | 'down' | 'together')[]
  chords: ChordQuality[]
  /** Chord charts as scale degrees ('I', 'IV', 'V7', 'ii7'...), played in the level's major keys. */
  progressions: string[][]
  /** Tempo range (quarter notes per minute). */
  tempo: [number, number]
}

const PIANO_BEGINNER: DrillProfile = {
  performer: 'piano',
  kinds: ['scale', 'arpeggio', 'reading', 'rhythm', 'interval', 'chord', 'chart'],
  // « La gamme de do majeur […] accompagner avec les accords de do, fa et sol »
  keys: ['C', 'G', 'F'],
  // « Lire les notes en clé de sol et en clé de fa sur une octave et demie »
  range: [60, 79],
  bassRange: [41, 60],
  hands: ['right', 'left', 'both'],
  // « Compter les valeurs rythmiques simples (ronde, blanche, noire, croches) en 4/4 et en 3/4 »
  meters: ['4/4', '3/4'],
  rhythmLevel: 1,
  rhythms: ['noires', 'croches', 'valse', 'makossa'],
  intervals: [2, 4, 5, 7, 12],
  intervalModes: ['up'],
  chords: ['maj', 'min'],
  progressions: [
    ['I', 'IV', 'V', 'I'],
    ['I', 'V', 'IV', 'I'],
    ['I', 'IV', 'I', 'V'],
  ],
  tempo: [60, 84],
}

const PIANO_INTERMEDIATE: DrillProfile = {
  performer: 'piano',
  kinds: ['scale', 'arpeggio', 'reading', 'rhythm', 'interval', 'chord', 'chart'],
  // « Les gammes majeures et mineures jusqu’à trois altérations, mains ensemble »
  keys: ['C', 'G', 'D', 'A', 'F', 'Bb', 'Eb', 'Am', 'Em', 'Bm', 'F#m', 'Dm', 'Gm', 'Cm'],
  range: [57, 84],
  bassRange: [36, 62],
  hands: ['right', 'left', 'both'],
  meters: ['4/4', '3/4', '6/8', '2/4'],
  rhythmLevel: 2,
  rhythms: ['croches', 'pointee', 'syncope', 'ternaire-6-8', 'makossa', 'bikutsi-6-8'],
  intervals: [1, 2, 3, 4, 5, 7, 8, 9, 12],
  intervalModes: ['up', 'down'],
  // « Les renversements des accords parfaits », « les fonctions tonales […] II-V-I »
  chords: ['maj', 'min', 'dim', 'aug', '7'],
  progressions: [
    ['I', 'IV', 'V', 'I'],
    ['I', 'vi', 'IV', 'V'],
    ['ii', 'V7', 'I', 'I'],
    ['I', 'vi', 'ii', 'V7'],
  ],
  tempo: [66, 96],
}

const PIANO_ADVANCED: DrillProfile = {
  performer: 'piano',
  kinds: ['scale', 'arpeggio', 'reading', 'rhythm', 'interval', 'chord', 'chart'],
  // « Moduler et transposer à vue vers les tons voisins »: every key in use.
  keys: [
    'C',
    'G',
    'D',
    'A',
    'E',
    'B',
    'F',
    'Bb',
    'Eb',
    'Ab',
    'Db',
    'Am',
    'Em',
    'Bm',
    'F#m',
    'C#m',
    'Dm',
    'Gm',
    'Cm',
    'Fm',
  ],
  range: [55, 88],
  bassRange: [33, 64],
  hands: ['right', 'left', 'both'],
  meters: ['4/4', '3/4', '6/8', '12/8', '2/4'],
  rhythmLevel: 3,
  rhythms: ['syncope', 'contretemps', 'ternaire-12-8', 'makossa', 'bikutsi-12-8', 'afrobeat'],
  intervals: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  intervalModes: ['up', 'down', 'together'],
  // « Les quatre types d’accords de septième »
  chords: ['maj7', '7', 'm7', 'm7b5', 'dim', 'aug'],
  progressions: [
    ['ii7', 'V7', 'Imaj7', 'Imaj7'],
    ['Imaj7', 'vi7', 'ii7', 'V7'],
    ['iii7', 'vi7', 'ii7', 'V7'],
    ['Imaj7', 'IVmaj7', 'iii7', 'vi7'],
  ],
  tempo: [72, 112],
}

const VOICE_BEGINNER: DrillProfile = {
  performer: 'voice',
  kinds: ['scale', 'arpeggio', 'reading', 'rhythm', 'interval'],
  keys: ['C', 'G', 'F'],
  // « Chanter juste une mélodie simple dans sa tessiture confortable » (an octave lower counts as right).
  range: [57, 74],
  bassRange: null,
  hands: [],
  meters: ['4/4', '3/4'],
  rhythmLevel: 1,
  rhythms: ['noires', 'croches', 'valse'],
  // « seconde, tierce, quinte et octave »
  intervals: [2, 3, 4, 7, 12],
  intervalModes: ['up'],
  chords: [],
  progressions: [],
  tempo: [60, 80],
}

const VOICE_INTERMEDIATE: DrillProfile = {
  performer: 'voice',
  kinds: ['scale', 'arpeggio', 'reading', 'rhythm', 'interval', 'chord'],
  keys: ['C', 'G', 'D', 'F', 'Bb', 'Am', 'Em', 'Dm'],
  range: [55, 77],
  bassRange: null,
  hands: [],
  meters: ['4/4', '3/4', '6/8'],
  rhythmLevel: 2,
  // « Maîtriser les syncopes et contretemps des musiques d’Afrique centrale »
  rhythms: ['syncope', 'contretemps', 'makossa', 'bikutsi-6-8', 'ternaire-6-8'],
  intervals: [1, 2, 3, 4, 5, 7, 9, 12],
  intervalModes: ['up', 'down'],
  chords: ['maj', 'min'],
  progressions: [],
  tempo: [66, 96],
}

const PRODUCTION_BEGINNER: DrillProfile = {
  performer: 'none',
  kinds: ['rhythm', 'interval', 'chord'],
  keys: ['C'],
  range: [60, 72],
  bassRange: null,
  hands: [],
  meters: ['4/4', '6/8', '12/8'],
  rhythmLevel: 2,
  // « Programmer un rythme et une ligne de basse inspirés des musiques africaines »
  rhythms: ['croches', 'syncope', 'makossa', 'afrobeat', 'bikutsi-12-8'],
  intervals: [5, 7, 12],
  intervalModes: ['up'],
  chords: ['maj', 'min'],
  progressions: [],
  tempo: [90, 120],
}

const MUSICOLOGY_BEGINNER: DrillProfile = {
  performer: 'none',
  kinds: ['rhythm', 'interval', 'chord'],
  keys: ['C'],
  range: [60, 72],
  bassRange: null,
  hands: [],
  // « Reconnaître à l’écoute une mesure binaire ou ternaire, un accord majeur ou mineur »
  meters: ['4/4', '3/4', '6/8', '12/8'],
  rhythmLevel: 1,
  rhythms: ['noires', 'valse', 'ternaire-6-8', 'ternaire-12-8', 'makossa', 'bikutsi-12-8'],
  intervals: [3, 4, 7, 12],
  intervalModes: ['up'],
  chords: ['maj', 'min'],
  progressions: [],
  tempo: [72, 104],
}

export const DRILL_PROFILES: Readonly<Record<string, DrillProfile>> = {
  'piano/debutant': PIANO_BEGINNER,
  'piano/intermediaire': PIANO_INTERMEDIATE,
  'piano/avance': PIANO_ADVANCED,
  'chant/debutant': VOICE_BEGINNER,
  'chant/intermediaire': VOICE_INTERMEDIATE,
  'mao/debutant': PRODUCTION_BEGINNER,
  'musicologie/debutant': MUSICOLOGY_BEGINNER,
}

const BY_DISCIPLINE: Readonly<Record<string, DrillProfile>> = {
  piano: PIANO_BEGINNER,
  chant: VOICE_BEGINNER,
  mao: PRODUCTION_BEGINNER,
  musicologie: MUSICOLOGY_BEGINNER,
}

export function drillProfileOf(disciplineId: string, levelId: string): DrillProfile {
  return DRILL_PROFILES[`${disciplineId}/${levelId}`] ?? BY_DISCIPLINE[disciplineId] ?? MUSICOLOGY_BEGINNER
}
