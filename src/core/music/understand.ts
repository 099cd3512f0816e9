/**
 * What a French request for music says: whether it asks for a piece at all, and the style, mood,
 * tempo, instruments, voice and duration its words name. Plain data and regular expressions, shared by
 * the assistant (src/features/chat: is this a composition request, what goes into composeMusic) and
 * the composer (src/features/music: how the words fill a generation request). Everything is compared
 * on folded text: lower case, no accents, 'œ' as 'oe'.
 */

/** The composer's styles (its 'rhythms'), with their canonical names. */
export const MUSIC_STYLES = [
  '4/4 Pop/Rock',
  'Jazz swing',
  'Gospel',
  'Afrobeat',
  'Lo-fi',
  'Makossa',
  'Bikutsi',
  'Rumba congolaise',
  'Zouk',
  'Berceuse',
] as const
export type MusicStyle = (typeof MUSIC_STYLES)[number]

/** The composer's instruments (tracks), with their canonical names. */
export const MUSIC_INSTRUMENTS = [
  'Piano',
  'Basse',
  'Batterie',
  'Guitare',
  'Orgue',
  'Cordes',
  'Synthé',
  'Cuivres',
  'Percussions',
  'Balafon',
  'Likembe',
  'Flûte',
] as const
export type MusicInstrument = (typeof MUSIC_INSTRUMENTS)[number]

export type MusicVoice = 'Aucune' | 'Féminine' | 'Masculine' | 'Chœur'

export type MusicMood = 'calme' | 'joyeux' | 'triste' | 'endiablé' | 'romantique' | 'festif' | 'mystérieux' | 'épique'

/** Lower case, accents removed, 'œ' spelled out, ♯/♭ as #/b. */
export function foldMusicText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/♯/g, '#')
    .replace(/♭/g, 'b')
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

// Style words and their synonyms, tried in order (the more specific first: "afro jazz" is jazz-ish
// but "afrobeat" is afrobeat; "rumba" before "afro" so that "rumba afro" stays a rumba).
const STYLE_WORDS: [RegExp, MusicStyle][] = [
  [/\b(rumba|soukous|ndombolo|seben[e]?|sebene|congolaise?|kwassa|coupe[- ]decale)/, 'Rumba congolaise'],
  [/\b(bikutsi|bikoutsi|mvet|ekang)|6\/8/, 'Bikutsi'],
  [/\b(makossa|makosa|assiko|ambass ?bey|douala)\b/, 'Makossa'],
  [/\b(berceuse|berceuses|lullaby|dodo|pour (un |une |mon |ma |le |la )?bebe|endormir)/, 'Berceuse'],
  [/\b(zouk|kompa|kizomba|compas)\b/, 'Zouk'],
  [/\b(gospel|negro spiritual|spiritual|louange|worship|adoration|cantique|eglise|chorale gospel)/, 'Gospel'],
  [/\b(afro ?beats?|afro|highlife|amapiano|fela|afropop|afro-pop|naija)/, 'Afrobeat'],
  [/\b(lo-?fi|lofi|chill ?hop|chillhop|hip ?hop chill|pour (etudier|reviser|travailler))/, 'Lo-fi'],
  [/\b(jazz|jazzy|swing|bossa|blues|be-?bop|manouche)/, 'Jazz swing'],
  [/\b(slow|slows|zouk love|love song)\b/, 'Zouk'],
  [/\b(pop|rock|4\/4|variete)\b/, '4/4 Pop/Rock'],
]

/** Canonical instrument names of each word (folded), longest phrases first. */
const INSTRUMENT_WORDS: [RegExp, MusicInstrument][] = [
  [/\b(guitares? basses?|basses?|bass|contrebasses?)\b/, 'Basse'],
  [/\b(pianos?|claviers?|keyboards?|rhodes|piano electrique)\b/, 'Piano'],
  [/\b(batteries?|drums?|boite a rythmes?|grosse caisse|caisse claire)\b/, 'Batterie'],
  [/\b(guitares?(?! basse)|guitar|guitariste|seben?e)\b/, 'Guitare'],
  [/\b(orgues?|organ|hammond)\b/, 'Orgue'],
  [/\b(cordes?|strings|violons?|violoncelles?|altos? a cordes|orchestre|orchestral)\b/, 'Cordes'],
  [/\b(synthes?|synth|synthetiseurs?|synthesizer|nappes?)\b/, 'Synthé'],
  [/\b(cuivres?|brass|trompettes?|saxophones?|sax|trombones?|section de cuivres|horns?)\b/, 'Cuivres'],
  [
    /\b(percussions?|congas?|djembes?|tam[- ]?tams?|tamtams?|tambours?|shakers?|shekere|clave|claves|talking drum|bongos?)\b/,
    'Percussions',
  ],
  [/\b(balafons?|marimbas?|xylophones?)\b/, 'Balafon'],
  [/\b(likembes?|sanzas?|kalimbas?|mbiras?|piano a pouces?)\b/, 'Likembe'],
  [/\b(flutes?|flute a bec|pipeau)\b/, 'Flûte'],
]

/** What each style is played with when no instrument is named (issue 23). */
export const STYLE_DEFAULT_INSTRUMENTS: Record<MusicStyle, MusicInstrument[]> = {
  '4/4 Pop/Rock': ['Piano', 'Guitare', 'Basse', 'Batterie', 'Synthé'],
  'Jazz swing': ['Piano', 'Basse', 'Batterie', 'Cuivres'],
  Gospel: ['Piano', 'Basse', 'Batterie', 'Orgue'],
  Afrobeat: ['Guitare', 'Orgue', 'Basse', 'Batterie', 'Cuivres', 'Percussions'],
  'Lo-fi': ['Piano', 'Basse', 'Batterie', 'Synthé'],
  Makossa: ['Piano', 'Basse', 'Batterie', 'Guitare', 'Cuivres', 'Percussions'],
  Bikutsi: ['Basse', 'Batterie', 'Guitare', 'Percussions', 'Balafon'],
  'Rumba congolaise': ['Basse', 'Batterie', 'Guitare', 'Percussions'],
  Zouk: ['Piano', 'Basse', 'Batterie', 'Guitare', 'Synthé', 'Percussions'],
  Berceuse: ['Piano', 'Cordes', 'Likembe'],
}

/** The voice a style sings with when the words ask for none and do not say 'instrumental'. */
export const STYLE_DEFAULT_VOICE: Partial<Record<MusicStyle, MusicVoice>> = { Gospel: 'Chœur' }

const MOOD_WORDS: [RegExp, MusicMood][] = [
  [/\b(endiable|endiablee|dechaine|dechainee|frenetique|explosi|survolte|fou|folle|enflamme)/, 'endiablé'],
  [/\b(festi|fete|celebr|mariage|anniversaire|ambiance|danse|dansant|dansante|bringue|soiree)/, 'festif'],
  [/\b(joyeu|joie|heureu|gai|gaie|lumineu|soleil|ensoleill|optimis|positi|sourire|enjoue)/, 'joyeux'],
  [/\b(triste|tristesse|melancoli|nostalgi|chagrin|larmes?|pleur|deuil|solitude|douleur|sombre|pluie)/, 'triste'],
  [/\b(romanti|amour|amoureu|tendre|tendresse|sensuel|saint[- ]valentin|love|coeur)/, 'romantique'],
  [/\b(mysteri|myster|etrange|suspense|inquietant)/, 'mystérieux'],
  [/\b(epique|heroique|grandiose|triomphal|majestueu)/, 'épique'],
  [
    /\b(calme|doux|douce|paisible|zen|relax|detente|medit|tranquil|apais|serein|reveu|reveur|intime|chill|berceuse|dormir|endormir|sommeil)/,
    'calme',
  ],
]

const MOOD_ENERGY: Record<MusicMood, number> = {
  calme: -0.7,
  triste: -0.5,
  romantique: -0.3,
  mystérieux: -0.2,
  joyeux: 0.4,
  épique: 0.5,
  festif: 0.6,
  endiablé: 1,
}

/** Tempo words → BPM. Checked after an explicit "120 bpm". */
const TEMPO_WORDS: [RegExp, number][] = [
  [/\b(tres lent|tres lente|adagio|largo|grave)\b/, 66],
  [/\b(tres rapide|tres vite|presto|a fond|ultra rapide)\b/, 176],
  [/\b(lent|lente|lents|lentement|posee?|tranquillement|andante)\b/, 80],
  [/\b(modere|moderee|moyen|moyenne|tempo moyen|moderato|pas trop vite)\b/, 110],
  [/\b(rapide|rapides|vite|vif|vive|allegro|entrainant|entrainante|nerveu|rythme soutenu|pour le sport)\b/, 150],
]

export type MusicWords = {
  /** True when the words ask for a piece of music (see `isMusicRequest`). */
  isMusicRequest: boolean
  style: MusicStyle | undefined
  mood: MusicMood | undefined
  /** -1 (calm) to 1 (wild), from the mood words; 0 when none. */
  energy: number
  /** 'minor' for sad or mysterious words, 'major' for happy ones. */
  mode: 'major' | 'minor' | undefined
  /** BPM from "120 bpm" or a tempo word; undefined when the words give none (the style's own then). */
  tempo: number | undefined
  /** Named instruments, canonical and in canonical order. */
  instruments: MusicInstrument[]
  /** The voice the words ask for; 'Aucune' when they say instrumental; undefined when silent. */
  voice: MusicVoice | undefined
  /** Seconds, when the words give a duration. */
  duration: number | undefined
}

// "compose", "fais-moi", "crée", "écris", "j'aimerais", "tu peux me faire", "je veux", "génère"...
const ASKING =
  /\b(compose|composes|composez|composer|compos|cree|crees|creez|creer|genere|generez|generer|fabrique|fabriquer|produis|produire|ecris|ecrivez|ecrire|fais|faites|faire|joue|jouez|jouer|imagine|imaginer|invente|inventer|prepare|preparer|donne|donnez|envoie|propose|proposez|chante|chanter)\b|\b(j'aimerais|j aimerais|je voudrais|je veux|voudrais|aimerais|il me faut|besoin d'|besoin d |tu peux|tu pourrais|vous pouvez|pourriez|peux-tu|pourrais-tu|j'ai envie|envie d)/
const MUSIC_NOUNS =
  /\b(morceaux?|musiques?|chansons?|chanson|melodies?|beats?|titres?|instrumentale?s?|pistes?|son|sons|airs?|boucles?|compositions?|berceuses?|refrains?|tubes?|hits?|riffs?|jingles?|ritournelles?|comptines?|hymnes?|ballades?|balades?|slows?|sonneries?|generiques?|theme musical|bande[- ]son|instru|prod|production)\b/
/** Words of other requests that mention music: courses, prices, events, listening. */
const NOT_COMPOSING =
  /\b(cours|inscri\w*|tarifs?|prix|formules?|evenements?|concerts?|apprendre|apprends|lecons?|professeurs?|academie|acheter|ecouter|playlist|contact|abonnement|paiement)\b/
const STRONG_VERB =
  /\b(compose\w*|cree|creez|creer|genere\w*|fabrique\w*|produis|ecris|ecrivez|fais[- ]moi|faites[- ]moi|fais[- ]nous|invente\w*|imagine\w*)\b/
const THEORY_QUESTION =
  /\b(c'est quoi|qu'est-ce|quest-ce|explique|definition|difference|combien|quelle est|quel est|comment (on|jouer|faire un accord))\b/

/**
 * A request for a piece: "compose…" at the start, or a verb of asking ("fais-moi", "crée",
 * "j'aimerais", "tu peux me faire"…) with a music noun ("un morceau", "un son", "une berceuse", "un
 * beat"…) or a style ("un makossa", "un bikutsi"). A question about music ("c'est quoi un makossa ?")
 * is not one.
 */
export function isMusicRequest(text: string): boolean {
  const folded = foldMusicText(text)
  if (/^(compose|composer|compose-moi|composez)\b/.test(folded)) return true
  const asks = ASKING.test(folded)
  if (!asks) return false
  if (NOT_COMPOSING.test(folded) && !STRONG_VERB.test(folded)) return false
  if (MUSIC_NOUNS.test(folded)) return !THEORY_QUESTION.test(folded) || STRONG_VERB.test(folded)
  const style = STYLE_WORDS.some(([pattern]) => pattern.test(folded))
  return style && !THEORY_QUESTION.test(folded)
}

function readDuration(folded: string): number | undefined {
  if (/\b(une )?minute et demie\b/.test(folded)) return 90
  const minutesAndSeconds = /(\d{1,2}) ?(?:min|mn|minutes?) ?(?:et )?(\d{1,2}) ?(?:s|sec|secondes?)?\b/.exec(folded)
  if (minutesAndSeconds) return Number(minutesAndSeconds[1]) * 60 + Number(minutesAndSeconds[2])
  const seconds = /(\d{1,3}) ?(?:s|sec|secs|secondes?)\b/.exec(folded)
  if (seconds) return Number(seconds[1])
  const minutes = /(\d{1,2}(?:[.,]5)?|une|deux|trois|une minute et demie) ?(?:min|mn|minutes?)\b/.exec(folded)
  if (minutes) {
    const word = minutes[1]!
    const value = { une: 1, deux: 2, trois: 3 }[word] ?? Number(word.replace(',', '.'))
    return Math.round(value * 60)
  }
  if (/\bminute et demie\b/.test(folded)) return 90
  if (/\b(court|courte|petit jingle|jingle)\b/.test(folded)) return 30
  return undefined
}

function readVoice(folded: string, style: MusicStyle | undefined): MusicVoice | undefined {
  if (/\b(instrumental|instrumentale|sans (voix|chant|paroles))\b/.test(folded)) return 'Aucune'
  if (/\b(choeurs?|chorale|choir|choristes?|a plusieurs voix)\b/.test(folded)) return 'Chœur'
  if (/\b(voix (feminine|de femme|de fille|aigue)|chanteuse|soprano|chantee par une femme)\b/.test(folded))
    return 'Féminine'
  if (/\b(voix (masculine|d'homme|d homme|grave)|chanteur|baryton|tenor|chantee par un homme)\b/.test(folded))
    return 'Masculine'
  if (/\b(avec (de la |une )?(voix|chant)|chante|chantee|vocal|vocale|des paroles|avec paroles)\b/.test(folded))
    return 'Féminine'
  return style ? STYLE_DEFAULT_VOICE[style] : undefined
}

/** Everything the words of a request say. */
export function readMusicWords(text: string): MusicWords {
  const folded = foldMusicText(text)
  const style = STYLE_WORDS.find(([pattern]) => pattern.test(folded))?.[1]
  const moods = MOOD_WORDS.filter(([pattern]) => pattern.test(folded)).map(([, mood]) => mood)
  // A berceuse is calm even when it is "joyeuse"; otherwise the strongest word leads.
  const mood = style === 'Berceuse' && !moods.length ? 'calme' : moods[0]
  const energies = moods.map(m => MOOD_ENERGY[m])
  const energy = energies.length
    ? Math.max(-1, Math.min(1, energies.reduce((sum, e) => sum + e, 0) / energies.length))
    : style === 'Berceuse'
      ? -0.8
      : 0
  const sad = moods.includes('triste') || moods.includes('mystérieux')
  const happy = moods.includes('joyeux') || moods.includes('festif')
  const mode = sad && !happy ? 'minor' : happy && !sad ? 'major' : undefined
  const bpm = /(\d{2,3}) ?(?:bpm|battements)/.exec(folded)
  const tempo = bpm
    ? Math.min(240, Math.max(40, Number(bpm[1])))
    : (TEMPO_WORDS.find(([pattern]) => pattern.test(folded))?.[1] ??
      (moods.includes('endiablé') ? 168 : style === 'Berceuse' ? 66 : undefined))
  const named = new Set<MusicInstrument>()
  for (const [pattern, instrument] of INSTRUMENT_WORDS) if (pattern.test(folded)) named.add(instrument)
  // "tam-tam" and "sebene" are also words of style; "guitare basse" is a bass, not a guitar.
  if (/\bguitares? basses?\b/.test(folded) && !/\bguitares?(?! basse)\b/.test(folded.replace(/guitares? basses?/g, '')))
    named.delete('Guitare')
  if (/\bsebene\b/.test(folded) && !/\bguitare/.test(folded) && named.size === 1) named.delete('Guitare')
  const instruments = MUSIC_INSTRUMENTS.filter(instrument => named.has(instrument))
  return {
    isMusicRequest: isMusicRequest(text),
    style,
    mood,
    energy,
    mode,
    tempo,
    instruments,
    voice: readVoice(folded, style),
    duration: readDuration(folded),
  }
}
