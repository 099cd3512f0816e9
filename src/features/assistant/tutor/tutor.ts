import { answerChordSymbols } from './chord-symbols.ts'
import { formatProseDate } from '#core/format/format.ts'
import { isMusicRequest, readMusicWords } from '#lib/music/understand.ts'
import { findNotes, formatNumber, hasAny, joinList, normalize, tokenize, type FoundNote } from './french.ts'
import type { CompositionParameters, TutorKnowledge } from './knowledge.ts'
import {
  CHORDS,
  chordNotes,
  circleOfFifths,
  describeTimeSignature,
  diatonicTriads,
  intervalBetween,
  intervalSize,
  INTERVAL_NUMBERS,
  keySignature,
  MODE_LABELS,
  modeDescription,
  modeIntervals,
  MODES,
  NOTE_VALUES,
  noteName,
  relativeMajor,
  relativeMinor,
  fifthAbove,
  SCALES,
  scaleNotes,
  TEMPO_TERMS,
  type ChordQuality,
  type Note,
} from './theory.ts'

/**
 * The built-in music teacher: answers French questions from real music theory and the site's data,
 * and turns composition requests into `composeMusic` parameters. Deterministic and instant, so the
 * assistant works with no AI provider at all. When it does not know, it says so.
 */
export type TutorReply = { kind: 'text'; text: string } | { kind: 'compose'; parameters: CompositionParameters }

const names = (notes: Note[]) => joinList(notes.map(noteName))
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function answer(question: string, knowledge: TutorKnowledge): TutorReply {
  const text = normalize(question)
  const tokens = tokenize(question)
  const notes = findNotes(tokens)
  for (const handler of HANDLERS) {
    const reply = handler({ question, text, tokens, notes, knowledge })
    if (reply) return typeof reply === 'string' ? { kind: 'text', text: reply } : reply
  }
  return { kind: 'text', text: dontKnow(knowledge) }
}

type Context = { question: string; text: string; tokens: string[]; notes: FoundNote[]; knowledge: TutorKnowledge }
type Handler = (context: Context) => TutorReply | string | undefined

function dontKnow(knowledge: TutorKnowledge) {
  return (
    'Je ne sais pas répondre à cette question avec certitude, et je préfère ne rien inventer. ' +
    'Je peux t’aider sur les gammes, les modes, les accords, les intervalles, les armures, le cycle des quintes, ' +
    'les rythmes et les mesures, nos cours et leurs tarifs, nos prochains événements, ou composer un morceau pour toi. ' +
    `Pour le reste, écris-nous à ${knowledge.label.emails.contact}.`
  )
}

// ---------------------------------------------------------------------------------------------
// Composition

/** Styles the composer does not play, still named to the composer (it picks the nearest). */
const OTHER_STYLES: [RegExp, string][] = [
  [/\b(rap|hip ?hop|trap)\b/, 'Hip-hop'],
  [/\breggae/, 'Reggae'],
  [/\bclassique/, 'Classique'],
  [/\bfunk/, 'Funk'],
  [/ambient|ambiance/, 'Ambient'],
  [/electro|house/, 'Électro'],
]

/**
 * The composeMusic arguments a request's words give (src/lib/music/understand.ts reads them, as the
 * composer does): the style named (empty when none: the composer reads the words again), the tempo
 * word, the instruments named (spec §9's piano, bass and drums when neither a style nor an instrument
 * is named, none when a style brings its own), the voice, the duration.
 */
export function readComposition(question: string): CompositionParameters {
  const text = normalize(question)
  const words = readMusicWords(question)
  const tempo: CompositionParameters['tempo'] =
    words.tempo === undefined ? 'moyen' : words.tempo < 96 ? 'lent' : words.tempo > 135 ? 'rapide' : 'moyen'
  const style = words.style ?? OTHER_STYLES.find(([pattern]) => pattern.test(text))?.[1] ?? ''
  const instruments: string[] =
    words.instruments.length > 0 ? [...words.instruments] : words.style ? [] : ['Piano', 'Basse', 'Batterie']
  return {
    prompt: question.trim().slice(0, 500),
    style,
    tempo,
    instruments,
    voice: words.voice ?? 'Aucune',
    duration: Math.min(180, Math.max(15, words.duration ?? 60)),
  }
}

/** Any French request for music: "compose…", "fais-moi un son", "j'aimerais une berceuse"… */
const isCompositionRequest = (question: string) => isMusicRequest(question)

// ---------------------------------------------------------------------------------------------
// Theory

function chordQuality(tokens: string[], found: FoundNote): ChordQuality {
  const byKey = (key: string) => CHORDS.find(chord => chord.key === key)!
  if (found.attachedQuality) {
    return byKey(
      {
        maj7: 'maj7',
        m7b5: 'm7b5',
        m7: 'm7',
        dim7: 'dim7',
        dim: 'dim',
        aug: 'aug',
        sus2: 'sus2',
        sus4: 'sus4',
        m: 'm',
        '7': '7',
      }[found.attachedQuality] ?? 'M',
    )
  }
  const after = tokens.slice(found.end + 1, found.end + 5).join(' ')
  const seventh = /\b(7|7e|septieme)\b/.test(after)
  if (/^(maj7|majeur (7|7e|septieme))/.test(after) || /\bmaj7\b/.test(after)) return byKey('maj7')
  if (/^(m7b5|demi diminue)/.test(after)) return byKey('m7b5')
  if (/^(dim7|diminue (7|septieme))/.test(after)) return byKey('dim7')
  if (/^(mineur|mineure|min|m)\b/.test(after)) return byKey(seventh || /^m7/.test(after) ? 'm7' : 'm')
  if (/^m7\b/.test(after)) return byKey('m7')
  if (/^(dim|diminue)/.test(after)) return byKey('dim')
  if (/^(aug|augmente)/.test(after)) return byKey('aug')
  if (/^sus2/.test(after)) return byKey('sus2')
  if (/^sus4/.test(after)) return byKey('sus4')
  if (/^(7|7e|septieme|de septieme|de dominante)/.test(after)) return byKey('7')
  return byKey('M')
}

/** "majeur"/"mineur" right after the note; the sentence decides when the note has none. */
function isMinorKey(tokens: string[], found: FoundNote, _text: string): boolean {
  const after = tokens[found.end + 1]
  if (after && /^(mineur|mineure|m|min)$/.test(after)) return true
  if (after && /^(majeur|majeure|maj)$/.test(after)) return false
  return found.attachedQuality === 'm'
}

/**
 * Only an explicit request composes (`isMusicRequest`): "Comment faire un beat ?", "Qui a inventé
 * l'afrobeat ?" or "c quoi le makossa" are questions, answered like any other.
 */
const handleComposition: Handler = ({ question }) =>
  isCompositionRequest(question) ? { kind: 'compose', parameters: readComposition(question) } : undefined

const handleDiatonicChords: Handler = ({ text, tokens, notes }) => {
  if (!/\baccords\b/.test(text) || !/\b(gamme|tonalite|ton|degres)\b/.test(text) || !notes[0]) return
  const found = notes[0]
  if (isMinorKey(tokens, found, text)) {
    const major = relativeMajor(found.note)
    const triads = diatonicTriads(major)
    const rotated = [...triads.slice(5), ...triads.slice(0, 5)]
    const degrees = ['i', 'ii°', 'III', 'iv', 'v', 'VI', 'VII']
    return `Les accords de la gamme de ${noteName(found.note)} mineur (naturelle) : ${rotated
      .map((triad, index) => `${degrees[index]} ${noteName(triad.root)} ${triad.quality.label}`)
      .join(', ')}. En mineur harmonique, le V devient majeur (${noteName(fifthAbove(found.note))} majeur).`
  }
  return `Les accords de la gamme de ${noteName(found.note)} majeur : ${diatonicTriads(found.note)
    .map(triad => `${triad.degree} ${noteName(triad.root)} ${triad.quality.label}`)
    .join(', ')}.`
}

/** « Fm7 », « C/E », « Bb », « Do#m »: symbols as chord charts write them (not in a question about a scale or key). */
const handleChordSymbols: Handler = ({ question, text }) =>
  /\b(gammes?|modes?|armures?|relatifs?|relatives?|intervalles?|tonalites?)\b/.test(text)
    ? undefined
    : answerChordSymbols(question)

const handleChord: Handler = ({ text, tokens, notes }) => {
  if (
    !/\baccord\b/.test(text) &&
    !notes.some(found => found.attachedQuality && /7|m|dim|aug|sus/.test(found.attachedQuality))
  )
    return
  const found = notes[0]
  if (!found) {
    if (/\baccord\b/.test(text) && /(c'est quoi|qu'est ce|definition|qu'est-ce)/.test(text)) {
      return "Un accord, c'est au moins trois notes jouées ensemble. L'accord parfait majeur empile une tierce majeure (4 demi-tons) et une tierce mineure (3 demi-tons) : do, mi, sol. L'accord parfait mineur fait l'inverse : la, do, mi. Dis-moi un accord (par exemple « accord de ré mineur 7 ») et je te donne ses notes."
    }
    return
  }
  const quality = chordQuality(tokens, found)
  const result = chordNotes(found.note, quality)
  return `L'accord de ${noteName(found.note)} ${quality.label} contient les notes ${names(result)}.`
}

const handleMode: Handler = ({ text, notes }) => {
  const mode = MODES.find(candidate => new RegExp(`\\b${candidate}\\b`).test(text))
  if (!mode) {
    if (/\bmodes\b/.test(text) && !notes[0]) {
      return `Les sept modes de la gamme majeure sont : ${MODES.map(m => MODE_LABELS[m]).join(', ')}. Chacun part d'un degré différent de la gamme majeure : sur les touches blanches du piano, do ionien, ré dorien, mi phrygien, fa lydien, sol mixolydien, la éolien et si locrien.`
    }
    return
  }
  const root: Note = notes[0]?.note ?? { letter: MODES.indexOf(mode), alter: 0 }
  const result = scaleNotes(root, modeIntervals(mode))
  return `Le mode ${MODE_LABELS[mode]} de ${noteName(root)} : ${names(result)}. C'est ${modeDescription(mode)}.`
}

const handleScale: Handler = ({ text, tokens, notes }) => {
  if (!/\bgammes?\b/.test(text) || !notes[0]) return
  const found = notes[0]
  let kind = 'majeure'
  if (/pentatonique/.test(text))
    kind =
      isMinorKey(tokens, found, text) || /pentatonique mineure/.test(text)
        ? 'pentatonique mineure'
        : 'pentatonique majeure'
  else if (/\bblues\b/.test(text)) kind = 'blues'
  else if (isMinorKey(tokens, found, text) || /gamme mineure/.test(text)) {
    kind = /harmonique/.test(text) ? 'harmonique' : /melodique/.test(text) ? 'melodique' : 'mineure'
  }
  const scale = SCALES[kind]!
  const result = scaleNotes(found.note, scale.intervals)
  let extra = ''
  if (kind === 'majeure' || kind === 'mineure') {
    const majorRoot = kind === 'majeure' ? found.note : relativeMajor(found.note)
    const signature = keySignature(majorRoot)
    extra =
      signature.kind === 'aucune'
        ? ' Aucune altération à l’armure.'
        : ` À l’armure : ${signature.notes.length} ${signature.kind}${signature.notes.length > 1 ? 's' : ''} (${names(signature.notes)}).`
  }
  return `La gamme ${scale.label} de ${noteName(found.note)} : ${names(result)}.${extra}`
}

const handleKeySignature: Handler = ({ text, tokens, notes }) => {
  if (!notes[0]) return
  if (!/\b(armure|alterations)\b/.test(text) && !/\b(combien de|quels|quelles sont les) (dieses|bemols)\b/.test(text))
    return
  const found = notes[0]
  const minor = isMinorKey(tokens, found, text)
  const majorRoot = minor ? relativeMajor(found.note) : found.note
  const signature = keySignature(majorRoot)
  const key = `${noteName(found.note)} ${minor ? 'mineur' : 'majeur'}`
  if (signature.kind === 'aucune') return `${capitalize(key)} n'a aucune altération à l'armure (ni dièse ni bémol).`
  const count = signature.notes.length
  return `${capitalize(key)} a ${count} ${signature.kind}${count > 1 ? 's' : ''} à l'armure : ${names(signature.notes)}.${minor ? ` C'est la même armure que ${noteName(majorRoot)} majeur, sa relative.` : ''}`
}

const handleRelative: Handler = ({ text, tokens, notes }) => {
  if (!/\brelati(f|ve|fs|ves)\b/.test(text)) return
  const found = notes[0]
  if (!found) {
    return 'Deux tonalités relatives partagent la même armure : la relative mineure se trouve une tierce mineure (3 demi-tons) sous la tonique majeure. Par exemple, do majeur et la mineur.'
  }
  const asksMinor = /relati(f|ve) mineur/.test(text)
  const asksMajor = /relati(f|ve) majeur/.test(text)
  const minorGiven =
    isMinorKey(tokens, found, text) ||
    (asksMajor && !/\bmajeur\b.*\bmajeur\b/.test(text) && !asksMinor && tokens[found.end + 1] !== 'majeur')
  if (minorGiven && !asksMinor) {
    const major = relativeMajor(found.note)
    return `Le relatif majeur de ${noteName(found.note)} mineur est ${noteName(major)} majeur : les deux tonalités ont la même armure.`
  }
  const minor = relativeMinor(found.note)
  return `Le relatif mineur de ${noteName(found.note)} majeur est ${noteName(minor)} mineur : les deux tonalités ont la même armure, la tonique mineure est une tierce mineure plus bas.`
}

const handleInterval: Handler = ({ text, notes }) => {
  if (notes.length >= 2 && /\b(intervalle|entre|ecart|distance)\b/.test(text)) {
    const [low, high] = [notes[0]!.note, notes[1]!.note]
    const interval = intervalBetween(low, high)
    return `De ${noteName(low)} à ${noteName(high)} (en montant), l'intervalle est une ${interval.name}, soit ${interval.semitones} demi-tons.`
  }
  const named =
    /\b(seconde|tierce|quarte|quinte|sixte|septieme|octave)\s+(juste|majeure|mineure|augmentee|diminuee)?/.exec(text)
  if (named && /demi[ -]?tons?|combien|c'est quoi|qu'est/.test(text) && !/\bcycle|cercle\b/.test(text)) {
    const number = ['seconde', 'tierce', 'quarte', 'quinte', 'sixte', 'septieme', 'octave'].indexOf(named[1]!) + 1
    const quality = named[2] ?? (number === 3 || number === 4 || number === 7 ? 'juste' : 'majeure')
    const size = intervalSize(number, quality)
    if (size === undefined) return
    const label = `${INTERVAL_NUMBERS[number]} ${quality.replace('augmentee', 'augmentée').replace('diminuee', 'diminuée')}`
    return `Une ${number === 7 ? 'octave' : label} compte ${size} demi-tons${size % 2 === 0 ? ` (${size / 2} tons)` : ''}. Exemple depuis do : do → ${noteName(exampleAbove(number, size))}.`
  }
  if (/\bintervalle\b/.test(text) && /(c'est quoi|qu'est|definition|explique)/.test(text)) {
    return "Un intervalle est la distance entre deux notes. On le nomme par le nombre de notes qu'il couvre (seconde, tierce, quarte, quinte, sixte, septième, octave) et par sa qualité (majeure, mineure, juste, augmentée, diminuée). Par exemple, de do à sol : quinte juste, 7 demi-tons."
  }
  return
}

function exampleAbove(number: number, semitones: number): Note {
  const letter = number % 7
  const natural = [0, 2, 4, 5, 7, 9, 11][letter]!
  let alter = (semitones % 12) - natural
  if (alter > 6) alter -= 12
  if (alter < -6) alter += 12
  return { letter, alter }
}

const handleCircle: Handler = ({ text, notes }) => {
  if (/\b(cycle|cercle) des quintes\b/.test(text)) {
    const circle = circleOfFifths()
    return `Le cycle des quintes range les tonalités de quinte en quinte. Vers la droite, on ajoute un dièse à chaque pas : ${names(circle.sharps)}. Vers la gauche, on ajoute un bémol : ${names(circle.flats)}. Les tonalités voisines partagent presque toutes leurs notes, d'où son utilité pour moduler et trouver les accords qui vont bien ensemble. Ordre des dièses : fa, do, sol, ré, la, mi, si ; ordre des bémols : si, mi, la, ré, sol, do, fa.`
  }
  if (/\bquinte\b/.test(text) && notes[0] && /\b(de|au dessus|au-dessus)\b/.test(text)) {
    return `La quinte juste au-dessus de ${noteName(notes[0].note)} est ${noteName(fifthAbove(notes[0].note))} (7 demi-tons).`
  }
  if (/\bordre des (dieses|bemols)\b/.test(text)) {
    return /dieses/.test(text)
      ? "L'ordre des dièses est : fa, do, sol, ré, la, mi, si."
      : "L'ordre des bémols est : si, mi, la, ré, sol, do, fa."
  }
  return
}

const handleTimeSignature: Handler = ({ text }) => {
  const match = /\b(\d{1,2})\s*\/\s*(\d{1,2})\b/.exec(text)
  if (match) {
    const description = describeTimeSignature(Number(match[1]), Number(match[2]))
    if (description) return description
  }
  if (/\b(mesure simple|mesure composee|mesures? (binaire|ternaire)|chiffrage)\b/.test(text)) {
    return "Une mesure simple a des temps divisibles en deux (2/4, 3/4, 4/4 : le temps est une noire). Une mesure composée a des temps divisibles en trois (6/8, 9/8, 12/8 : le temps est une noire pointée). Le chiffre du haut donne le nombre d'unités, celui du bas leur valeur."
  }
  return
}

const valueByName = (fragment: string) =>
  NOTE_VALUES.slice()
    .sort((a, b) => b.name.length - a.name.length)
    .find(value => new RegExp(`\\b(${value.name}|${value.plural})\\b`).test(fragment))

const handleNoteValues: Handler = ({ text }) => {
  const pair =
    /combien de ([a-z ]+?) (?:dans|pour|vaut|valent|font|fait|y a-t-il dans|y a t il dans) (?:une |un )?([a-z ]+?)( pointee)?\b\s*\??$/.exec(
      text,
    )
  if (pair) {
    const small = valueByName(pair[1]!)
    const big = valueByName(pair[2]!)
    if (small && big) {
      const beats = big.beats * (pair[3] ? 1.5 : 1)
      const count = beats / small.beats
      return `Il y a ${formatNumber(count)} ${count > 1 ? small.plural : small.name} dans une ${big.name}${pair[3] ? ' pointée' : ''} (une ${big.name}${pair[3] ? ' pointée' : ''} vaut ${beats} temps de noire, une ${small.name} ${small.beats}).`
    }
  }
  const single = valueByName(text)
  if (single && /\b(vaut|dure|combien de temps|duree|valeur|c'est quoi|qu'est)\b/.test(text)) {
    const dotted = /pointee/.test(text)
    const beats = single.beats * (dotted ? 1.5 : 1)
    return `Une ${single.name}${dotted ? ' pointée' : ''} vaut ${beats} temps${beats === 1 ? '' : ''} de noire (en 4/4). Les valeurs, de la plus longue à la plus courte : ${NOTE_VALUES.map(value => `${value.name} (${value.beats})`).join(', ')}. Un point ajoute la moitié de la valeur.`
  }
  if (/\b(figures de notes|valeurs des notes|valeurs rythmiques)\b/.test(text)) {
    return `Les valeurs des notes, en temps de noire : ${NOTE_VALUES.map(value => `${value.name} = ${value.beats}`).join(', ')}. Le point ajoute la moitié de la valeur, la liaison additionne deux valeurs.`
  }
  return
}

const handleTempoTerms: Handler = ({ text }) => {
  const term = TEMPO_TERMS.find(candidate => new RegExp(`\\b${candidate.term}\\b`).test(text))
  if (term)
    return `« ${capitalize(term.term)} » signifie ${term.meaning} : environ ${term.range[0]} à ${term.range[1]} battements par minute (BPM).`
  if (/\b(bpm|tempo)\b/.test(text) && /(c'est quoi|qu'est|signifie|definition|explique)/.test(text)) {
    return `Le tempo est la vitesse de la musique, mesurée en battements par minute (BPM). Repères : ${TEMPO_TERMS.map(t => `${t.term} ${t.range[0]}–${t.range[1]}`).join(', ')}. Pour nos compositions : lent = 80, moyen = 120, rapide = 160 BPM.`
  }
  return
}

const GLOSSARY: [RegExp, string][] = [
  [
    /\bsyncope/,
    'Une syncope est une note attaquée sur un temps faible (ou une partie faible du temps) et prolongée sur le temps fort suivant : elle déplace l’accent, et elle est au cœur du makossa, du jazz et de l’afrobeat.',
  ],
  [
    /\barpege/,
    'Un arpège, ce sont les notes d’un accord jouées l’une après l’autre au lieu d’ensemble. Par exemple, l’arpège de do majeur : do, mi, sol, do.',
  ],
  [
    /\boctave/,
    'Une octave est l’intervalle entre une note et la même note plus aiguë : 12 demi-tons, la fréquence est doublée (la 440 Hz → la 880 Hz).',
  ],
  [
    /\btriolet/,
    'Un triolet, ce sont trois notes jouées dans la durée de deux de même valeur : trois croches de triolet occupent une noire.',
  ],
  [
    /\b(demi-ton|demi ton)/,
    'Le demi-ton est le plus petit intervalle de la musique occidentale : d’une touche du piano à sa voisine immédiate (blanche ou noire). Un ton vaut deux demi-tons.',
  ],
  [
    /\bsolfege/,
    'Le solfège est l’apprentissage de la lecture et de l’écriture musicales : noms des notes (do, ré, mi, fa, sol, la, si), rythmes, mesures, intervalles. Notre cours de musicologie et les premiers niveaux de piano et de chant le travaillent.',
  ],
  [
    /\b(tonalite|tonique)\b/,
    'La tonalité est le « centre » d’un morceau : sa note principale (la tonique) et son mode (majeur ou mineur). Do majeur utilise les notes do, ré, mi, fa, sol, la, si sans altération.',
  ],
  [
    /\bgamme\b/,
    'Une gamme est une suite de notes rangées par hauteur, d’une tonique à son octave. La gamme majeure suit les écarts ton, ton, demi-ton, ton, ton, ton, demi-ton (do, ré, mi, fa, sol, la, si).',
  ],
  [
    /\b(portee|cle de sol|cle de fa)/,
    'La portée a cinq lignes. La clé de sol place le sol sur la deuxième ligne (registre aigu : main droite, voix) ; la clé de fa place le fa sur la quatrième ligne (registre grave : main gauche, basse).',
  ],
  [
    /\bharmonie/,
    'L’harmonie étudie les accords et leurs enchaînements. L’enchaînement le plus courant est I – IV – V – I (en do : do, fa, sol, do) ; en pop, I – V – vi – IV.',
  ],
  [
    /\b(dieses?|bemols?|becarre|alteration)/,
    'Une altération modifie la hauteur d’une note : le dièse monte d’un demi-ton, le bémol descend d’un demi-ton, le bécarre annule l’altération.',
  ],
]

const handleGlossary: Handler = ({ text }) => {
  if (!/(c'est quoi|qu'est|definition|explique|signifie|veut dire|a quoi sert|comment fonctionne)/.test(text)) return
  return GLOSSARY.find(([pattern]) => pattern.test(text))?.[1]
}

// ---------------------------------------------------------------------------------------------
// The site

const formatEuro = (value: number) => `${formatNumber(value)} €`
function formulaPrice(formula: TutorKnowledge['formulas'][number]) {
  if (!formula.price) return formula.customPriceText ?? 'prix sur demande'
  const cycle =
    formula.billingCycle === 'mois' ? ' par mois' : formula.billingCycle === 'unique' ? ' (paiement unique)' : ''
  return `${formatEuro(formula.price.eur)} (${formatNumber(formula.price.xaf)} FCFA)${cycle}`
}

const FORMULA_WORDS: [RegExp, string][] = [
  [/individuel/, 'pack-individuel'],
  [/\bduo\b/, 'pack-duo'],
  [/hybride/, 'formation-hybride'],
  [/\bmooc\b/, 'mooc-complet'],
  [/masterclass/, 'masterclass'],
  [/certifiant/, 'parcours-certifiant'],
]

const handleFormulas: Handler = ({ text, knowledge }) => {
  const asksPrice =
    /\b(prix|coute|coutent|cout|tarifs?|combien ca|payer|paiement|formules?|packs?|abonnement|fcfa|euros?)\b/.test(text)
  if (!asksPrice) return
  const wanted = FORMULA_WORDS.filter(([pattern]) => pattern.test(text)).map(([, id]) => id)
  const chosen = knowledge.formulas.filter(
    formula => wanted.includes(formula.id) || text.includes(normalize(formula.name)),
  )
  if (chosen.length > 0) {
    return chosen
      .map(
        formula =>
          `${formula.name} : ${formulaPrice(formula)}. ${formula.description} Inclus : ${formula.features.join(', ')}.`,
      )
      .join('\n')
      .concat(' Tu peux t’inscrire depuis la page Académie.')
  }
  return `Nos formules : ${knowledge.formulas.map(formula => `${formula.name} — ${formulaPrice(formula)}`).join(' ; ')}. Les détails sont sur la page Académie, et tu peux payer en ligne une fois connecté.`
}

const DISCIPLINE_WORDS: [RegExp, string][] = [
  [/\bpiano/, 'piano'],
  [/\b(chant|chanter|voix)\b/, 'chant'],
  [/\b(mao|musique assistee|beatmaking|production)\b/, 'mao'],
  [/\bmusicologie/, 'musicologie'],
]
const LEVEL_WORDS: [RegExp, string][] = [
  [/\b(debutant|debutants|initiation|commencer|zero)\b/, 'debutant'],
  [/\bintermediaire/, 'intermediaire'],
  [/\b(avance|confirme|expert)\b/, 'avance'],
]

const handleCourses: Handler = ({ text, knowledge }) => {
  const disciplineId = DISCIPLINE_WORDS.find(([pattern]) => pattern.test(text))?.[1]
  const isAboutCourses =
    /\b(cours|apprendre|formation|niveau|niveaux|semaines?|heures?|programme|objectifs?|couvre|academie|inscri|reussir|valider|examen|disciplines?|enseignez|enseigne)\b/.test(
      text,
    )
  if (!isAboutCourses) return
  const discipline = knowledge.disciplines.find(candidate => candidate.id === disciplineId)
  if (!discipline) {
    if (disciplineId) return
    return `L'académie enseigne ${joinList(knowledge.disciplines.map(d => d.name))}. ${knowledge.disciplines
      .map(
        d =>
          `${d.name} : ${joinList(d.levels.map(level => `${level.levelName.toLowerCase()} (${level.durationWeeks} semaines, ${level.hoursPerWeek} h par semaine)`))}`,
      )
      .join('. ')}. Pour t'inscrire ou poser une question : ${knowledge.label.emails.training}.`
  }
  const levelId = LEVEL_WORDS.find(([pattern]) => pattern.test(text))?.[1]
  const level =
    discipline.levels.find(candidate => candidate.id === levelId) ??
    (levelId === 'debutant' ? discipline.levels[0] : undefined)
  if (level) {
    return `Le cours ${discipline.name} — ${level.levelName} dure ${level.durationWeeks} semaines, à raison de ${level.hoursPerWeek} h par semaine. Objectifs : ${level.learningObjectives.join(' ; ')}. Pour le valider, il faut ${level.passingScore} % à l'évaluation finale.`
  }
  return `${discipline.name} : ${discipline.description} Niveaux proposés : ${joinList(discipline.levels.map(l => `${l.levelName} (${l.durationWeeks} semaines, ${l.hoursPerWeek} h par semaine)`))}. Le détail de chaque niveau est sur la page Académie.`
}

const handleEvents: Handler = ({ text, knowledge }) => {
  if (
    !/\b(evenements?|concerts?|agenda|calendrier|prochaine?s?|atelier|ateliers|showcase|portes ouvertes|sortir|spectacle)\b/.test(
      text,
    )
  )
    return
  if (/\bmasterclass\b/.test(text) && /\b(prix|coute|tarif)/.test(text)) return
  const events = knowledge.events
  if (events.length === 0)
    return 'Aucun événement n’est annoncé pour le moment. Consulte le calendrier de la page Contact : il est mis à jour dès qu’une date est fixée.'
  const list = events.slice(
    0,
    /\b(prochain|prochaine)\b/.test(text) && !/\b(prochains|prochaines)\b/.test(text) ? 1 : 4,
  )
  return `${list.length === 1 ? 'Le prochain événement' : 'Les prochains événements'} : ${list
    .map(
      event =>
        `${event.title} (${event.type.toLowerCase()}), le ${formatProseDate(event.date)} à ${event.time.replace(':', ' h ')}, ${event.location}, avec ${event.intervenant}`,
    )
    .join(' ; ')}. Tout le calendrier est sur la page Contact.`
}

const handleContact: Handler = ({ text, knowledge }) => {
  const { label } = knowledge
  if (/\b(booking|booker|reserver un artiste|programmer|cachet)\b/.test(text)) {
    return `Pour réserver un artiste du label (booking), écris à ${label.emails.booking} ou appelle le ${label.phones[0]}.`
  }
  if (
    !/\b(contact|contacter|joindre|e-?mail|mail|adresse|telephone|appeler|numero|ou etes|ou se trouve|situe|trouver|venir|whatsapp|reseaux|facebook|instagram)\b/.test(
      text,
    )
  )
    return
  const address = `${label.address.street}, ${label.address.postalCode}, ${label.address.city} (${label.address.country})`
  return `Tu peux joindre ${label.name} : par e-mail à ${label.emails.contact} (formation : ${label.emails.training}, booking : ${label.emails.booking}), par téléphone au ${joinList(label.phones)}, ou nous rendre visite au ${address}. Le formulaire de la page Contact marche aussi. Réseaux : ${label.socials.map(social => social.network).join(', ')}.`
}

const handleLabel: Handler = ({ text, knowledge }) => {
  const { label } = knowledge
  if (
    /\b(fonde|fondee|creation|cree|creee|depuis quand|annee|date de creation|anciennete)\b/.test(text) &&
    /\b(label|gombiste|vous|academie|quand|annee)\b/.test(text)
  ) {
    return `${label.name} a été fondé en ${label.foundingYear} à ${label.address.city} par ${label.director}. C'est une ${label.legalForm}.`
  }
  if (/\b(directeur|directrice|dirige|fondateur|patron|responsable)\b/.test(text))
    return `${label.name} est dirigé par ${label.director}, son fondateur.`
  if (/\bartistes?\b/.test(text)) {
    return `Les artistes du label : ${knowledge.artists.map(artist => `${artist.name} (${artist.genres.join(', ')})`).join(', ')}. Leurs morceaux sont sur la page Portfolio et sur chaque page d’artiste.`
  }
  const artist = knowledge.artists.find(candidate => text.includes(normalize(candidate.name)))
  if (artist)
    return `${artist.name} : ${artist.headline}. Genres : ${artist.genres.join(', ')}. Sa page est /artiste/${artist.id}.`
  if (
    /\b(services?|studio|enregistrer|enregistrement|mixage|mastering|clip|clips|distribution|management)\b/.test(text)
  ) {
    return `Nos services : ${knowledge.services.map(service => service.title).join(', ')}. ${
      knowledge.services.find(service =>
        normalize(service.title)
          .split(' ')
          .some(word => word.length > 4 && text.includes(word)),
      )?.description ?? ''
    } Pour un devis : ${label.emails.contact}.`.trim()
  }
  if (/\b(gombiste|label|qui etes|vous etes qui|presente|presentation)\b/.test(text)) {
    return `${label.name}, « ${label.slogan} » : label indépendant et académie de musique fondés en ${label.foundingYear} à ${label.address.city} par ${label.director}. ${label.about[0] ?? ''}`
  }
  return
}

const handleSmallTalk: Handler = ({ text, knowledge }) => {
  const stripped = text.replace(/[^a-z ]/g, '').trim()
  if (
    /^(bonjour|bonsoir|salut|coucou|hello|hey|yo|bjr|slt)( (maestro|prof|toi|a toi|gombi|maestro gombi))*$/.test(
      stripped,
    )
  ) {
    return `Bonjour ! Je suis ${knowledge.label.assistantName}. Pose-moi une question de solfège, d'harmonie ou de rythme, demande-moi nos cours, tarifs et événements, ou demande-moi de composer un morceau.`
  }
  if (/^(merci|merci beaucoup|super merci|ok merci|parfait|genial)/.test(stripped))
    return 'Avec plaisir ! Je suis là si tu as une autre question.'
  // "Aide" alone asks what the teacher does; "aide-moi pour mon devoir de maths" asks for something else.
  if (
    /\b(qui es tu|tu es qui|ton nom|comment tu t'appelles|comment tu t appelles|que sais[ -]tu faire)\b/.test(text) ||
    /^(aide|aidez|help)( ?moi| svp| stp| maestro| please)*$/.test(stripped)
  ) {
    return `Je suis ${knowledge.label.assistantName}, le prof de musique virtuel de ${knowledge.label.name}. Je connais la théorie (gammes, modes, accords, intervalles, armures, rythmes), les cours et tarifs de l'académie, nos événements, et je peux composer un morceau sur demande.`
  }
  return
}

const HANDLERS: Handler[] = [
  handleComposition,
  handleSmallTalk,
  handleChordSymbols,
  handleDiatonicChords,
  handleRelative,
  handleKeySignature,
  handleMode,
  handleScale,
  handleChord,
  handleCircle,
  handleInterval,
  handleTimeSignature,
  handleNoteValues,
  handleTempoTerms,
  handleFormulas,
  handleEvents,
  handleCourses,
  handleContact,
  handleLabel,
  handleGlossary,
]

/**
 * What is computed rather than looked up: composition requests, greetings, and music theory worked
 * out for the notes named (scales, modes, chords, intervals, key signatures, meters, note values,
 * tempo words). The server asks these first, then searches its knowledge base.
 */
const COMPUTED_HANDLERS: Handler[] = [
  handleComposition,
  handleSmallTalk,
  handleChordSymbols,
  handleDiatonicChords,
  handleRelative,
  handleKeySignature,
  handleMode,
  handleScale,
  handleChord,
  handleCircle,
  handleInterval,
  handleTimeSignature,
  handleNoteValues,
  handleTempoTerms,
]

export function answerComputed(question: string, knowledge: TutorKnowledge): TutorReply | undefined {
  const text = normalize(question)
  const tokens = tokenize(question)
  const notes = findNotes(tokens)
  for (const handler of COMPUTED_HANDLERS) {
    const reply = handler({ question, text, tokens, notes, knowledge })
    if (reply) return typeof reply === 'string' ? { kind: 'text', text: reply } : reply
  }
  return undefined
}

/** Shared helper for tests and the system prompt. */
export const __test = { hasAny }
