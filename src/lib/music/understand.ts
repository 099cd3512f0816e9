/**
 * What a French request for music says: whether it asks for a piece at all, and the style, mood,
 * tempo, instruments, voice and duration its words name. Plain data and regular expressions, shared by
 * the assistant (src/features/assistant: is this a composition request, what goes into composeMusic) and
 * the composer (src/features/composer: how the words fill a generation request). Everything is compared
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

/**
 * Styles people ask for that the composer does not play, each with the style it plays instead, the
 * nearest in beat and sound: trap and rap over the lo-fi hip-hop beat, reggae and dancehall over the
 * afrobeat groove, salsa over the rumba's clave, soul and R&B over gospel's chords…
 */
const UNKNOWN_STYLE_WORDS: [RegExp, name: string, nearest: MusicStyle][] = [
  [/\b(trap|drill|808s?)\b/, 'la trap', 'Lo-fi'],
  [/\b(rap|hip ?hop|hip-hop|boom ?bap)\b/, 'le rap', 'Lo-fi'],
  [/\b(reggae|dancehall|ragga|dub)\b/, 'le reggae', 'Afrobeat'],
  [/\b(reggaeton|dembow)\b/, 'le reggaeton', 'Afrobeat'],
  [/\b(funk|funky|disco)\b/, 'le funk', 'Afrobeat'],
  [/\b(soul|r ?& ?b|rnb|r'n'b)\b/, 'la soul', 'Gospel'],
  [/\b(salsa|bachata|merengue|cumbia|son cubain)\b/, 'la salsa', 'Rumba congolaise'],
  [/\b(electro|house|techno|edm|dubstep|trance)\b/, 'l’électro', '4/4 Pop/Rock'],
  [/\b(metal|punk|hard ?rock)\b/, 'le metal', '4/4 Pop/Rock'],
  [/\b(country|folk)\b/, 'la country', '4/4 Pop/Rock'],
  [/\b(classique|baroque|symphoni\w*|opera)\b/, 'la musique classique', 'Berceuse'],
  [/\b(ambient|new age)\b/, 'l’ambient', 'Lo-fi'],
  [/\b(mbole|bend ?skin|bolobo|essewe|tchamassi|mangambeu)\b/, 'ce rythme camerounais', 'Makossa'],
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

/** What each style is played with when no instrument is named. */
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

/** Calm words (« calme », « doux », « tranquille », « berceuse »…) mean slow: spec §5's « lent ». */
const CALM_BPM = 80
/** Music to dance to is fast, like « rapide » in the tempo words. */
const DANCING =
  /\b(pour (danser|la danse|faire danser|bouger|le dancefloor)|dansant|dansante|qui (fait |fera )?(danser|bouger)|a danser|dancefloor)\b/
const DANCING_BPM = 150

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
  /** A style the words ask for that the composer does not play, and the one it plays instead (no known style named). */
  unknownStyle: { name: string; nearest: MusicStyle } | undefined
}

/**
 * What a piece of music is called when someone asks for one: "un morceau", "une chanson", "un son",
 * "un beat", "une berceuse"… (the styles are named by `STYLE_WORDS`).
 */
const MUSIC_NOUN =
  /^(morceaux?|musiques?|chansons?|chants?|melodies?|beats?|titres?|instrumentales?|instrus?|pistes?|sons?|airs?|boucles?|compositions?|berceuses?|refrains?|tubes?|hits?|riffs?|jingles?|ritournelles?|comptines?|hymnes?|ballades?|balades?|slows?|sonneries?|generiques?|theme|bande[- ]son|prods?|productions?|ambiances?|chose|truc)\b/

/** Words that may stand between a verb and the piece: articles, pronouns, a few adjectives. */
const BEFORE_OBJECT =
  /^(un|une|des|du|de|d'|la|le|les|l'|mon|ma|mes|notre|nos|ce|cette|ces|quelque|petit|petite|petits|beau|belle|bon|bonne|vrai|vraie|nouveau|nouvelle|joli|jolie|autre|moi|nous|me|m'|en|y|s'il|svp|stp|vite|encore|rapidement)$/

/** The verbs of making a piece, in the forms an order takes: imperative, or infinitive after "peux-tu". */
const MAKING =
  /^(compose|composes|composez|composer|cree|crees|creez|creer|genere|generes|generez|generer|fabrique|fabriquez|fabriquer|produis|produisez|produire|ecris|ecrivez|ecrire|fais|faites|faire|invente|inventez|inventer|imagine|imaginez|imaginer|prepare|preparez|preparer|joue|jouez|jouer|chante|chantez|chanter|donne|donnez|envoie|envoyez|propose|proposez|balance|lance|sors|arrange|arranger)$/

/** Verbs that only ask for something when "moi"/"nous" follow (donne-moi, joue-moi…). */
const NEEDS_PRONOUN = /^(donne|donnez|envoie|envoyez|propose|proposez|joue|jouez|chante|chantez|balance|lance|sors)$/

/** "tu peux", "pourrais-tu", "vous pouvez"…: asking someone to do what follows. */
const POLITE =
  /\b(tu peux|tu pourrais|tu pourras|peux[- ]tu|pourrais[- ]tu|vous pouvez|pouvez[- ]vous|pourriez[- ]vous|tu veux bien|tu sais)\b/
/** "je veux", "j'aimerais", "il me faut"…: wanting what follows. */
const WANTING =
  /\b(je veux|je voudrais|j'aimerais|j aimerais|jaimerais|je souhaite|je souhaiterais|il me faut|il nous faut|j'ai besoin d'|j'ai besoin de|j'ai envie d'|j'ai envie de|envie d'|besoin d'|on veut|on voudrait|nous voulons)\b/

/**
 * What makes a message a question about music rather than an order: "comment", "pourquoi", "c'est
 * quoi", "qui", "quel", wanting to know, understand, learn or be explained. A question may use a verb
 * of making ("comment faire un beat", "je veux savoir comment on compose") without ordering a piece.
 */
const QUESTION_WORDS =
  /^(qui|ki|ou)\s|\b(c'est|cest|c) (qui|ki)\b|(^|\s)(comment|pourquoi|pk|pq|pourkoi|quoi|koi|quand|combien|quel|quels|quelle|quelles|kel|kelle|d'ou|est[- ]ce|est ce|qu'est|quest|c'est quoi|c quoi|a quoi|faut[- ]il|faut il|il faut|peut[- ]on|on peut|savoir|comprendre|expliquer|explique|expliques|apprendre|apprends|appris|montrer|montre|conseils?|exemples?|histoire|difference|definition|signifie|veut dire|lire|ecouter|acheter|vendre|proteger|deposer|enregistrer|mixer|mettre)(\s|$|\?|,)/

/** Past forms: "j'ai composé", "qui a fait", "on a créé" tell what was done, not what to do. */
const DONE_BEFORE = /^(ai|as|a|avons|avez|ont|j'ai|deja|jai|suis|est)$/

/** A subject before the verb ("je fais des beats", "il compose des chansons"): telling, not ordering. */
const SUBJECT = /^(je|j'|j|il|elle|ils|elles|nous)$/
/** Object pronouns that may stand between a subject and its verb ("je lui écris une chanson"). */
const OBJECT_PRONOUN = /^(me|m'|te|t'|lui|leur|les|le|la|l'|en|y|vous|nous)$/
/**
 * A verb that governs the infinitive after it ("mon fils veut faire de la musique", "je dois jouer un
 * makossa samedi"): a wish or a duty of the speaker's, not an order to the tutor. Asking the tutor
 * ("tu peux", "tu veux bien") is read before, by `POLITE`.
 */
const GOVERNING =
  /^(veux|veut|voulons|veulent|voudrais|voudrait|dois|doit|devons|doivent|devrais|peux|peut|pouvons|peuvent|sais|sait|vais|va|allons|vont|aime|aimes|aiment|adore|adores|essaie|essaye|essaient|commence|commences|arrive|arrives|reussis|oser|ose)$/
/** "faire de la musique", "jouer du bikutsi": a partitive after the verb names the activity, not a piece to make. */
const ACTIVITY = /^(du|de la|de l'|de l) /
/** "…, c'est dur", "… est difficile": the infinitive before it is what the sentence talks about. */
const STATEMENT_ABOUT =
  /\b((c'est|c' est|c est|cest|c|ca) (\w+ )?(dur|difficile|complique|compliquee|facile|simple|long|possible|impossible|un art|pas|tres|trop|vraiment|plus|moins)|est (dur|difficile|complique|facile|simple|long|possible|impossible|un art))\b/

/** The part of the message after the verb at `index`, its little words skipped: does a piece come next? */
function objectIsMusic(words: string[], index: number): boolean {
  let position = index + 1
  let skipped = 0
  while (position < words.length && BEFORE_OBJECT.test(words[position]!) && skipped < 5) {
    position++
    skipped++
  }
  const rest = words.slice(position, position + 4).join(' ')
  if (!rest) return false
  if (MUSIC_NOUN.test(rest)) return !/^(chose|truc)\b/.test(rest) || /^(chose|truc) (de |d')?\w/.test(rest)
  return [...STYLE_WORDS, ...UNKNOWN_STYLE_WORDS].some(([pattern]) =>
    new RegExp(`^(?:${pattern.source.replace(/^\\b/, '')})`).test(rest),
  )
}

const wordsOf = (folded: string) =>
  folded
    .replace(/[-–]/g, ' ')
    .replace(/([a-z])'(?=[a-z])/g, "$1' ")
    .split(/[\s,.;:!?…]+/)
    .filter(Boolean)

/** Whether the message names a piece or a style at all ("un makossa joyeux", "la chanson"). */
function namesMusic(folded: string): boolean {
  const words = wordsOf(folded)
  return (
    words.some((_, index) => MUSIC_NOUN.test(words.slice(index).join(' '))) ||
    [...STYLE_WORDS, ...UNKNOWN_STYLE_WORDS].some(([pattern]) => pattern.test(folded))
  )
}

/**
 * How sure we are that a message asks for a piece: 'compose' for an explicit request, 'offer' when it
 * names music and might be one (answer it, and offer to compose), 'none' otherwise.
 */
export type MusicIntent = 'compose' | 'offer' | 'none'

/**
 * A request for a piece is explicit: a verb of making in the form of an order ("compose", "fais-moi",
 * "crée", "écris-moi", "joue-moi"), or after "tu peux", "pourrais-tu", or a wish ("je voudrais",
 * "j'aimerais") directly followed by a piece of music ("un morceau", "un son", "une berceuse", "un
 * makossa"). A message that starts with the piece and asks for it ("Un ndombolo qui bouge, tu peux ?")
 * is one too. A question ("comment…", "c'est quoi…", "je veux savoir…", "qui a fait…") is never one,
 * even with a verb of making in it.
 */
export function musicIntent(text: string): MusicIntent {
  const folded = foldMusicText(text)
  const words = wordsOf(folded)
  const names = namesMusic(folded)
  const making = words
    .map((word, index) => ({ word, index }))
    .filter(({ word, index }) => {
      if (!MAKING.test(word)) return false
      const before = words[index - 1] ?? ''
      // "j'ai composé", "qui a fait": what was done, not what to do.
      if (DONE_BEFORE.test(before)) return false
      // "je fais des beats trap", "je lui écris une chanson": the speaker's own making.
      if (SUBJECT.test(before) || (OBJECT_PRONOUN.test(before) && SUBJECT.test(words[index - 2] ?? ''))) return false
      const infinitive = /(er|ire|re)$/.test(word)
      // "mon fils veut faire…", "je dois jouer…": a wish or a duty, not an order.
      if (infinitive && GOVERNING.test(before)) return false
      // "faire de la musique", "jouer du bikutsi": an activity.
      if (/^(faire|fais|faites|fait|jouer|joue|jouez)$/.test(word) && ACTIVITY.test(words.slice(index + 1).join(' ')))
        return false
      // "faire une chanson pour ma mère, c'est dur": the subject of a statement.
      if (infinitive && index === 0 && STATEMENT_ABOUT.test(words.slice(index + 1).join(' '))) return false
      // "des cours pour composer", "apprendre à faire": the learner's own making, not an order.
      return !(/^(pour|a|de|d')$/.test(before) && /(er|ire|re)$/.test(word))
    })
  const question = QUESTION_WORDS.test(folded)
  // "Est-ce que tu peux me composer une berceuse ?": a polite order in the form of a question.
  const polite = POLITE.exec(folded)
  if (polite) {
    const after = wordsOf(folded.slice(polite.index + polite[0].length))
    const verb = after.findIndex(word => !/^(me|m'|m|nous|bien|stp|svp|s'il|vous|plait)$/.test(word))
    if (verb >= 0 && MAKING.test(after[verb]!) && objectIsMusic(after, verb)) return 'compose'
  }
  // Not an order when it asks how, what, who… or wants to know, learn or be explained.
  if (question) return names && making.length > 0 ? 'offer' : 'none'
  for (const { word, index } of making) {
    const next = words[index + 1]
    if (NEEDS_PRONOUN.test(word) && next !== 'moi' && next !== 'nous') continue
    if (objectIsMusic(words, index)) return 'compose'
    // "Une bossa nova au piano, tu peux me la composer ?", "…, tu peux me faire ça ?": the piece came first.
    const before = words[index - 1] ?? ''
    if ((/^(le|la|les|l')$/.test(before) || /^(ca|ça)$/.test(next ?? '')) && startsWithMusic(words)) return 'compose'
  }
  // "Compose !", "compose-moi quelque chose": the composer's own verb as an order needs no object.
  if (/^(compose|composez)$/.test(words[0] ?? '') && making.some(({ index }) => index === 0)) return 'compose'
  // "Je voudrais une rumba", "J'aimerais un morceau d'une minute et demie".
  const wish = WANTING.exec(folded)
  if (wish) {
    const after = wordsOf(folded.slice(wish.index + wish[0].length))
    if (objectIsMusic(['', ...after], 0)) return 'compose'
  }
  // "Un kompa tranquille, tu peux ?": the piece first, then the asking.
  if (startsWithMusic(words) && (POLITE.test(folded) || WANTING.test(folded))) return 'compose'
  const asksToHave = /\b(tu as|tu aurais|t'as|t'aurais|vous avez|avez[- ]vous)\b/.test(folded)
  return names && (making.length > 0 || asksToHave || POLITE.test(folded) || WANTING.test(folded) || words.length <= 6)
    ? 'offer'
    : 'none'
}

/** "Un makossa…", "Une berceuse…", "Une musique mystérieuse…": the message opens with the piece. */
function startsWithMusic(words: string[]): boolean {
  return words.length > 1 && /^(un|une|des)$/.test(words[0]!) && objectIsMusic(words, -1)
}

/** A request for a piece (see `musicIntent`): only an explicit one starts a composition. */
export function isMusicRequest(text: string): boolean {
  return musicIntent(text) === 'compose'
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

function readUnknownStyle(folded: string): MusicWords['unknownStyle'] {
  const found = UNKNOWN_STYLE_WORDS.find(([pattern]) => pattern.test(folded))
  return found ? { name: found[1], nearest: found[2] } : undefined
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
      (moods.includes('endiablé')
        ? 168
        : style === 'Berceuse'
          ? 66
          : moods.includes('calme')
            ? CALM_BPM
            : DANCING.test(folded)
              ? DANCING_BPM
              : undefined))
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
    unknownStyle: style ? undefined : readUnknownStyle(folded),
  }
}
