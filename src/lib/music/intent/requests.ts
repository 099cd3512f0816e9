/**
 * The request-understanding table: French requests for a piece as visitors write them, each with the
 * fields the composer must play. Every one of them must start a composition, in the composer
 * (src/features/composer/request-understanding.test.ts) and in the assistant
 * (src/features/assistant/tutor/asking-not-composing.test.ts).
 */
import type { MusicInstrument, MusicStyle, MusicVoice } from '../understand.ts'

export type Expected = {
  rhythm?: MusicStyle
  /** Instruments that must play. */
  has?: MusicInstrument[]
  /** Instruments that must not. */
  without?: MusicInstrument[]
  voice?: MusicVoice
  /** Inclusive BPM range. */
  tempo?: [number, number]
  mode?: 'major' | 'minor'
  mood?: string
  duration?: number
  key?: string
}

export const REQUEST_TABLE: [request: string, expected: Expected][] = [
  // Sentences as visitors wrote them.
  [
    'Compose-moi un morceau afro calme au piano',
    { rhythm: 'Afrobeat', has: ['Piano'], mood: 'calme', tempo: [60, 100] },
  ],
  [
    'Tu peux me faire un makossa joyeux pour une fête de famille ?',
    { rhythm: 'Makossa', has: ['Guitare', 'Basse'], mode: 'major', mood: 'festif' },
  ],
  [
    "J'aimerais une berceuse douce pour mon bébé",
    { rhythm: 'Berceuse', mood: 'calme', tempo: [50, 72], without: ['Batterie'] },
  ],
  [
    'Crée un bikutsi endiablé avec du balafon',
    { rhythm: 'Bikutsi', has: ['Balafon', 'Batterie'], mood: 'endiablé', tempo: [150, 200] },
  ],
  ['Écris-moi une rumba congolaise pour danser', { rhythm: 'Rumba congolaise', has: ['Guitare', 'Basse'] }],
  [
    'Fais-moi un gospel rapide avec orgue et chœur',
    { rhythm: 'Gospel', has: ['Orgue'], voice: 'Chœur', tempo: [140, 180] },
  ],
  // Styles and their synonyms, with the style's own instruments.
  ['Fais-moi un makossa', { rhythm: 'Makossa', has: ['Guitare', 'Basse', 'Batterie'] }],
  ['Compose un bikutsi', { rhythm: 'Bikutsi', has: ['Guitare', 'Balafon', 'Batterie'] }],
  ['Je voudrais une rumba', { rhythm: 'Rumba congolaise', has: ['Guitare', 'Basse', 'Percussions'] }],
  ['Un ndombolo qui bouge, tu peux ?', { rhythm: 'Rumba congolaise' }],
  ['Fais-moi un sebene de feu', { rhythm: 'Rumba congolaise', has: ['Guitare'] }],
  ['Compose un soukous festif', { rhythm: 'Rumba congolaise', mood: 'festif' }],
  ['Fais-moi un afrobeat', { rhythm: 'Afrobeat', has: ['Cuivres', 'Percussions', 'Guitare'] }],
  ['Crée un son afro pour le sport', { rhythm: 'Afrobeat', tempo: [140, 170] }],
  ['Un highlife joyeux, tu peux me faire ça ?', { rhythm: 'Afrobeat', mode: 'major' }],
  ['Fais-moi un gospel', { rhythm: 'Gospel', has: ['Orgue', 'Piano'], voice: 'Chœur' }],
  ['Compose un chant de louange', { rhythm: 'Gospel' }],
  ['Fais-moi un morceau de jazz', { rhythm: 'Jazz swing', has: ['Piano', 'Basse', 'Batterie'] }],
  ['Une bossa nova au piano, tu peux me la composer ?', { rhythm: 'Jazz swing', has: ['Piano'] }],
  ['Fais-moi un beat lo-fi pour réviser', { rhythm: 'Lo-fi', has: ['Piano'] }],
  ['Crée une musique chill hop pour étudier', { rhythm: 'Lo-fi' }],
  ['Compose un zouk romantique', { rhythm: 'Zouk', mood: 'romantique', has: ['Guitare'] }],
  ['Fais-moi un slow pour la Saint-Valentin', { rhythm: 'Zouk', mood: 'romantique' }],
  ['Un kompa tranquille, tu peux ?', { rhythm: 'Zouk', mood: 'calme' }],
  ['Fais-moi une berceuse', { rhythm: 'Berceuse', has: ['Piano', 'Likembe'], tempo: [50, 72] }],
  ['Compose une chanson pop', { rhythm: '4/4 Pop/Rock' }],
  ['Écris-moi un morceau de rock énergique', { rhythm: '4/4 Pop/Rock' }],
  // Moods.
  ['Compose un morceau triste', { mode: 'minor', mood: 'triste' }],
  ['Fais-moi un son mélancolique sur la pluie', { mode: 'minor', mood: 'triste' }],
  ['Crée une musique joyeuse', { mode: 'major', mood: 'joyeux' }],
  ['Compose un morceau festif pour un mariage', { mode: 'major', mood: 'festif' }],
  ['Fais-moi un morceau romantique pour ma chérie', { mood: 'romantique' }],
  ['Une musique mystérieuse, tu peux me faire ça ?', { mode: 'minor', mood: 'mystérieux' }],
  ['Compose un morceau épique', { mood: 'épique' }],
  ['Fais-moi un son calme pour méditer', { mood: 'calme', tempo: [40, 110] }],
  ['Crée un makossa endiablé', { rhythm: 'Makossa', mood: 'endiablé', tempo: [150, 200] }],
  // Tempo words and numbers.
  ['Compose un morceau lent', { tempo: [80, 80] }],
  ['Fais-moi un morceau très lent', { tempo: [60, 70] }],
  ['Compose un morceau rapide', { tempo: [140, 160] }],
  ['Compose un morceau très rapide', { tempo: [170, 180] }],
  ['Fais-moi un afrobeat à 104 bpm', { rhythm: 'Afrobeat', tempo: [104, 104] }],
  ['Compose un morceau au tempo modéré', { tempo: [100, 120] }],
  ['Un morceau allegro au piano, tu peux me le faire ?', { tempo: [140, 160], has: ['Piano'] }],
  // Named instruments.
  ['Fais-moi un morceau au balafon', { has: ['Balafon'] }],
  ['Compose un air de likembe', { has: ['Likembe'] }],
  ['Crée un morceau à la sanza', { has: ['Likembe'] }],
  ['Fais-moi un son avec du tam-tam', { has: ['Percussions'] }],
  ["Compose un morceau à l'orgue", { has: ['Orgue'] }],
  ['Fais-moi un morceau avec des cuivres et des trompettes', { has: ['Cuivres'] }],
  ['Compose un morceau à la guitare', { has: ['Guitare'] }],
  ['Crée un morceau avec des violons', { has: ['Cordes'] }],
  ['Fais-moi un morceau de flûte', { has: ['Flûte'] }],
  ['Compose un morceau au piano seul', { has: ['Piano'], without: ['Batterie', 'Basse'] }],
  ['Fais-moi un makossa avec une guitare basse et des congas', { rhythm: 'Makossa', has: ['Basse', 'Percussions'] }],
  ['Compose un morceau avec synthé et batterie', { has: ['Synthé', 'Batterie'] }],
  // Voices.
  ['Fais-moi une chanson avec une voix féminine', { voice: 'Féminine' }],
  ['Compose une chanson chantée par un homme', { voice: 'Masculine' }],
  ['Crée un morceau avec une chorale', { voice: 'Chœur' }],
  ['Fais-moi un gospel instrumental', { rhythm: 'Gospel', voice: 'Aucune' }],
  ['Compose un morceau sans voix', { voice: 'Aucune' }],
  // Durations and keys.
  [
    'Compose-moi un morceau lent au piano en ré mineur de 30 secondes',
    { key: 'D Mineur', duration: 30, tempo: [80, 80] },
  ],
  ['Fais-moi un makossa de 2 minutes', { rhythm: 'Makossa', duration: 120 }],
  ['Crée un morceau en fa dièse mineur', { key: 'F# Mineur' }],
  ['Compose un bikutsi en si bémol majeur', { key: 'Bb Majeur', rhythm: 'Bikutsi' }],
  ["J'aimerais un morceau d'une minute et demie", { duration: 90 }],
  ['Tu pourrais me faire un petit jingle ?', { duration: 30 }],
]
