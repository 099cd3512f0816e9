import { stemmer } from '@orama/stemmers/french'

/**
 * French analysis for the tutor's search: lower case, typographic apostrophes made plain, elisions
 * removed ("l'indépendance" → "indépendance", "qu'est-ce" → "est-ce"), stop words dropped, each word
 * reduced by the Snowball French stemmer, then its accents folded, so "débutants", "debutant" and
 * "Débuter" meet on one term.
 */

const ELISION = /\b(?:l|d|j|m|t|s|n|c|qu|jusqu|lorsqu|puisqu|quoiqu)['’‘`](?=\p{L})/giu

/** Words that carry no topic in a learner's question. "pas", "sans", "avant" stay: they change the meaning. */
export const STOP_WORDS = new Set(
  (
    'a ai aie aient aies ait as au aux avec avoir avez avons ayant bien c ca ce ceci cela celle celles celui ' +
    'ces cet cette ceux chaque comme comment d dans de des dois doit donc du elle elles en es est et etc ete etre eu ' +
    'faut fait faire fais font il ils j je l la le les leur leurs lui m ma mais me meme mes moi mon ne nos notre nous ' +
    'on ont ou par suis sommes etes peu peut peux plus pour pourquoi quand que quel quelle quelles quels qui quoi s sa se ses si son ' +
    'sont sur ta te tes toi ton tu un une vos votre vous y est-ce estce qu quelqu quelque quelques ' +
    'abord svp stp merci bonjour salut maestro gombi prof professeur dis-moi dis explique expliquer expliques moi-meme ' +
    'veux voudrais aimerais sais savoir connaitre chose choses truc trucs bon bonne vraiment tres trop aussi ' +
    'bjr bsr bonsoir slt coucou hello hey please pls ok hein svp stp qd normal pareil parle parler raconte ' +
    'alors ici voila cest quest cela-dire veut dire dit koi kwa ke ki sa exactement precisement concretement simplement sert servent chez jamais toujours encore deja apres conseil conseils astuce astuces idee idees besoin utiliser utilise utilises servir entre'
  ).split(/\s+/),
)

const FOLD = /[\u0300-\u036f]/g

/**
 * How learners write on WhatsApp, read as plain French before analysis: SMS forms ("c koi", "qd",
 * "g pa"), elisions typed without their apostrophe ("l academie", "s inscrire"), payment slang ("OM",
 * "momo") and English words. Whole words only, on lower-case text without typographic apostrophes.
 */
/** A pattern on whole words: JavaScript's \b takes "é" for a boundary, so "diff" would match in "différence". */
const word = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}'])(?:${pattern})(?![\\p{L}\\p{N}])`, 'gu')

const WRITTEN_FORMS: [RegExp, string][] = [
  [word('c (?:koi|kwa|quoi)'), "c'est quoi"],
  [word('c (?:ki|qui)'), "c'est qui"],
  [word('(?:koi|kwa)'), 'quoi'],
  [word('ki'), 'qui'],
  [word('kel(?:le)?s?'), 'quel'],
  [word('(?:jai|g)'), "j'ai"],
  [word('pa'), 'pas'],
  [word('qd'), 'quand'],
  [word('pr'), 'pour'],
  [word('(?:pk|pq|pkoi)'), 'pourquoi'],
  [word('ds'), 'dans'],
  [word('bcp'), 'beaucoup'],
  [word('tjr?s'), 'toujours'],
  [word('diff'), 'différence'],
  [word('vs'), 'versus'],
  [word('num(?:ero)?'), 'numéro'],
  [word('tel'), 'téléphone'],
  [word('om'), 'orange money'],
  [word('penta'), 'pentatonique'],
  [word('how much'), 'combien'],
  [word('online'), 'en ligne'],
  [word('sound ?card'), 'carte son'],
  [word('price'), 'prix'],
  [word('scale'), 'gamme'],
  [word('chords?'), 'accord'],
  [word('singing'), 'chant'],
  [word('breathing'), 'respiration'],
  [word('software'), 'logiciel'],
  [word('mixing'), 'mixage'],
  // Words of the home studio and of Cameroonian WhatsApp: "l ordi", "une appli njoh", "mes beats sur fl".
  [word('ordis?'), 'ordinateur'],
  [word('(?:applis?|apps?)'), 'application'],
  [word('(?:cmt|cmnt|komen|koman)'), 'comment'],
  [word('(?:pcq|pck|pasq?ke)'), 'parce que'],
  [word('kand?'), 'quand'],
  [word('(?:njoh|njo)'), 'gratuit'],
  [word('fl(?! ?studio)'), 'FL Studio'],
  [word('(?:zik|muzik|music)'), 'musique'],
  [word('songs?'), 'chanson'],
  [word('drums?'), 'batterie'],
  [word('(?:pb|pbs|pblm|prob)'), 'problème'],
  [word('dispo'), 'disponible'],
  // "C'est grave ?" is worry, not a low pitch.
  [word("(?:c'est|c|est-ce|est ce que c'est) (?:trop |tres |très )?grave"), ''],
  [
    word(String.raw`en (?:plusieurs|deux|trois|quatre|\d+) (?:fois|tranches|versements|mensualités|mensualites)`),
    'échelonné',
  ],
  [word('cartes? sons?'), 'interface audio'],
  // An elision typed with a space: "l academie", "s inscrire", "j en", "qu on".
  [/(?<![\p{L}\p{N}'])(l|d|j|m|t|s|n|c|qu) (?=[aeiouyhàâäéèêëîïôöûü])/gu, "$1'"],
]

/** Names and words learners often misspell, folded, to the spelling the knowledge base uses. */
const SPELLINGS: Record<string, string> = {
  dibngo: 'dibango',
  dibangou: 'dibango',
  makosa: 'makossa',
  bikoutsi: 'bikutsi',
  bikusi: 'bikutsi',
  afrobit: 'afrobeat',
  ritme: 'rythme',
  rytme: 'rythme',
  rithme: 'rythme',
  solfeje: 'solfège',
  pentatonic: 'pentatonique',
  tesiture: 'tessiture',
  abelton: 'ableton',
  ablton: 'ableton',
  gitare: 'guitare',
  guitar: 'guitare',
  cantik: 'cantique',
  cantiq: 'cantique',
  clavie: 'clavier',
  batri: 'batterie',
  sonakam: 'sonacam',
  distrokit: 'distrokid',
}

/** Lower case, no accents, plain apostrophes; "œ" → "oe". */
export function fold(text: string): string {
  return text.toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae').normalize('NFD').replace(FOLD, '')
}

/**
 * A single word is an already analysed search term (the index tokenizes query terms again): it is kept
 * as it is, so "numero" or "penta" are not rewritten into something the index does not hold.
 */
const isTerm = (text: string) => /^[\p{L}\p{N}]+$/u.test(text.trim())

/** Words of a French text, elisions removed, accents kept (the stemmer needs them). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      .replace(/[^\S\n]+/g, ' ')
      .replace(/.+/gs, line =>
        isTerm(line) ? line : WRITTEN_FORMS.reduce((text, [form, plain]) => text.replace(form, plain), line),
      )
      .replace(ELISION, '')
      // A time signature stays one word ("6/8" → "6sur8"); "tout le temps" is not about beats.
      .replace(/(\d{1,2})\s*\/\s*(\d{1,2})/g, '$1sur$2')
      .replace(/\btout le temps\b/g, 'toujours')
      // An age says who is asking: "à 52 ans" is an adult, "6 ans" a child.
      .replace(
        /\b(\d{1,3})\s*ans\b/g,
        (_whole, years: string) => `${years} ans ${Number(years) >= 16 ? 'adulte' : 'enfant'}`,
      )
      .split(/[^\p{L}\p{N}#+]+/u)
      .filter(Boolean)
      .map(word => (isTerm(text) ? word : (SPELLINGS[fold(word)] ?? word)))
  )
}

/** One word to its search term: null for a stop word. */
export function analyseWord(word: string): string | null {
  const lower = word.toLowerCase()
  const plain = fold(lower)
  if (STOP_WORDS.has(plain) || plain.length === 0) return null
  if (/^\d/.test(plain)) return plain
  // Doubled letters are the commonest slip ("Bonna", "acord", "makosa"): terms keep one of each.
  if (plain.length <= 3) return single(plain)
  return single(fold(stemmer(lower)))
}

const single = (term: string) => term.replace(/(\p{L})\1+/gu, '$1')

/** The search terms of a text, in order. */
export function analyse(text: string): string[] {
  const terms: string[] = []
  for (const word of words(text)) {
    const term = analyseWord(word)
    if (term) terms.push(term)
  }
  return terms
}

/**
 * What the analyser does, as one string: the stop words, the written forms and a probe sentence run
 * through it. A stored index (the `search.index` snapshot) is only reused when this is unchanged, so a
 * deploy that changes the analyser never answers from an index made by the previous one.
 */
export function analyserSignature(): string {
  const probe =
    'C koi la diff entre le makossa et le bikutsi ? J’ai 45 ans, g pa de piano, on fait comment pour la gamme de sol majeur, l academie, OM, momo, Manu Dibngo, beatmaking, les indépendances des mains.'
  return JSON.stringify([
    [...STOP_WORDS],
    WRITTEN_FORMS.map(([form, plain]) => [String(form), plain]),
    words(probe),
    analyse(probe),
  ])
}
