import { chordIntervals } from '#lib/music/theory.ts'
import { joinList } from './french.ts'
import { type Interval, type Note, noteName, pitchClass, transpose } from './theory.ts'

/**
 * Chord symbols as chord charts write them, in English letters or in solfège: « Fm7 », « Sol7 »,
 * « C/E », « Bb », « Do#m », « Rém », « Ebmaj7 », « F#m7b5 », « Gsus4 », « Cadd9 ». Read from the
 * question as typed (the case matters: « C » is a chord, « c » an SMS "c'est"), each is computed.
 */

type Quality = { label: string; intervals: Interval[] }
/** A chart's suffix, its French name, and the library's chord type that spells it. */
const quality = (label: string, type: string): Quality => ({ label, intervals: chordIntervals(type) })
const QUALITIES: [RegExp, Quality][] = [
  [/^(?:maj7|M7|Δ7?|7M|maj)$/, quality('majeur septième', 'maj7')],
  [/^(?:maj9|M9)$/, quality('majeur neuvième', 'maj9')],
  [/^(?:m7b5|m7♭5|ø7?|-7b5)$/, quality('demi-diminué (m7♭5)', 'm7b5')],
  [/^(?:dim7|°7)$/, quality('diminué septième', 'dim7')],
  [/^(?:dim|°)$/, quality('diminué', 'dim')],
  [/^(?:aug|\+|\+5|#5)$/, quality('augmenté', 'aug')],
  [/^(?:m7|min7|-7)$/, quality('mineur septième', 'm7')],
  [/^(?:m9|min9|-9)$/, quality('mineur neuvième', 'm9')],
  [/^(?:m6|min6|-6)$/, quality('mineur sixte', 'm6')],
  [/^(?:madd9|madd2)$/, quality('mineur avec neuvième ajoutée', 'madd9')],
  [/^(?:m|min|-)$/, quality('mineur', 'm')],
  [/^7sus4?$/, quality('septième sus4', '7sus4')],
  [/^sus4?$/, quality('suspendu (sus4)', 'sus4')],
  [/^sus2$/, quality('suspendu (sus2)', 'sus2')],
  [/^(?:add9|add2)$/, quality('majeur avec neuvième ajoutée', 'add9')],
  [/^9$/, quality('neuvième de dominante', '9')],
  [/^7$/, quality('septième de dominante', '7')],
  [/^6$/, quality('majeur sixte', '6')],
  [/^5$/, quality('quinte à vide (power chord)', '5')],
  [/^(?:M|maj|)$/, quality('majeur', 'M')],
]

const LETTERS: Record<string, number> = { C: 0, D: 1, E: 2, F: 3, G: 4, A: 5, B: 6 }
const SOLFEGE: Record<string, number> = { do: 0, re: 1, ré: 1, mi: 2, fa: 3, sol: 4, la: 5, si: 6 }

const ACCIDENTAL = '(#|♯|b|♭)?'
const SUFFIX = '((?:maj|min|dim|aug|add|sus|m|M|Δ|ø|°|\\+|-)?[0-9]*(?:[b♭#][0-9]+)?(?:sus[24]?)?)'
const ENGLISH = new RegExp(`^([A-G])${ACCIDENTAL}${SUFFIX}(?:/([A-G])${ACCIDENTAL})?$`, 'u')
const FRENCH = new RegExp(
  `^(do|ré|re|mi|fa|sol|la|si)${ACCIDENTAL}${SUFFIX}(?:/(do|ré|re|mi|fa|sol|la|si)${ACCIDENTAL})?$`,
  'iu',
)

/** Words a learner types that look like a chord: "fam" (the family), "dom", "lab", "sim" (the card)... */
const LOOKALIKES = new Set(['fam', 'dom', 'lab', 'sim', 'mim', 'lam', 'rem', 'mi-', 'la-', 'si-', 'do-'])
/** Capitalised, "Sim", "Lam", "Rém" are chart chords; these stay words. */
const CAPITAL_LOOKALIKES = new Set(['Fam', 'Dom', 'Lab'])

export type ChordSymbol = { written: string; root: Note; quality: Quality; bass?: Note }

const alterOf = (accidental: string | undefined) =>
  !accidental ? 0 : /^(#|♯|d|dièse|diese)$/.test(accidental) ? 1 : -1

function qualityOf(suffix: string): Quality | undefined {
  return QUALITIES.find(([pattern]) => pattern.test(suffix))?.[1]
}

/**
 * The chord symbols of a question. A bare letter (« C ») or a bare solfège name (« Sol ») is a chord
 * only as on a chart, beside other symbols (« Am F C G »), or right after « accord(s) » (« accord C »):
 * « A quoi sert un accord ? » and « La grille » name no chord.
 */
export function findChordSymbols(question: string): ChordSymbol[] {
  const tokens = question.split(/[\s,;:!?()«»"“”]+|(?<=\S)\.(?=\s|$)|'/u).filter(Boolean)
  const found: (ChordSymbol & { bare: boolean; named: boolean })[] = []
  for (const [position, token] of tokens.entries()) {
    const english = ENGLISH.exec(token)
    const french = english ? null : FRENCH.exec(token)
    const match = english ?? french
    if (!match) continue
    if (LOOKALIKES.has(token) || CAPITAL_LOOKALIKES.has(token)) continue
    const [, root, accidental, suffix = '', bassRoot, bassAccidental] = match
    // Solfège names are only chords when written as on a chart: capital first letter, or a suffix.
    if (french && root![0] === root![0]!.toLowerCase() && !suffix && !accidental && !bassRoot) continue
    // « mi » as a suffix is not read ("Domi"); "Solo", "Labo" do not match at all.
    const quality = qualityOf(suffix)
    if (!quality) continue
    const letter = english ? LETTERS[root!]! : SOLFEGE[root!.toLowerCase()]!
    const bass = bassRoot
      ? {
          letter: english ? LETTERS[bassRoot]! : SOLFEGE[bassRoot.toLowerCase()]!,
          alter: alterOf(bassAccidental),
        }
      : undefined
    found.push({
      written: token,
      root: { letter, alter: alterOf(accidental) },
      quality,
      ...(bass ? { bass } : {}),
      bare: !suffix && !accidental && !bassRoot,
      named: /^(accords?|chords?)$/i.test(tokens[position - 1] ?? ''),
    })
  }
  // « Am F C G » or « Do Sol Lam Fa » is a chart; « Do Ré Mi » are notes.
  const charted =
    (found.length >= 2 && found.some(symbol => !symbol.bare)) ||
    (found.length >= 3 && found.every(symbol => /^[A-G]/.test(symbol.written)))
  return found
    .filter(symbol => !symbol.bare || symbol.named || charted)
    .map(({ bare: _bare, named: _named, ...symbol }) => symbol)
}

const INVERSIONS = [
  'l’état fondamental',
  'le premier renversement',
  'le deuxième renversement',
  'le troisième renversement',
]

/** One symbol, explained: its name, its notes, and what the bass note after the slash means. */
export function explainChordSymbol(symbol: ChordSymbol): string {
  const notes = symbol.quality.intervals.map(interval => transpose(symbol.root, interval))
  const name = `${noteName(symbol.root)} ${symbol.quality.label}`
  const base = `« ${symbol.written} », c’est l’accord de ${name} : ${joinList(notes.map(noteName))}.`
  if (!symbol.bass) return base
  const bass = symbol.bass
  const position = notes.findIndex(note => pitchClass(note) === pitchClass(bass))
  const which =
    position >= 0
      ? `${noteName(bass)} est une note de l’accord : c’est ${INVERSIONS[Math.min(position, 3)]}.`
      : `${noteName(bass)} n’est pas une note de l’accord : c’est une basse ajoutée sous l’accord.`
  return `${base} La note après la barre oblique se joue à la basse (la note la plus grave, à la main gauche ou par le bassiste) : ici ${noteName(bass)}. ${which}`
}

/** The answer to a question that names chord symbols, or undefined. */
export function answerChordSymbols(question: string): string | undefined {
  const symbols = findChordSymbols(question)
  if (symbols.length === 0) return
  const seen = new Set<string>()
  const unique = symbols.filter(symbol => !seen.has(symbol.written) && seen.add(symbol.written))
  const lines = unique.slice(0, 8).map(explainChordSymbol)
  const english = unique.some(symbol => /^[A-G]/.test(symbol.written))
  const note = english
    ? ' Sur les grilles, les notes sont souvent en lettres : C = do, D = ré, E = mi, F = fa, G = sol, A = la, B = si.'
    : ''
  return `${lines.join('\n')}${note}`
}
