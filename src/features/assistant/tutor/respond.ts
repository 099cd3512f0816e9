import { findChordSymbols } from './chord-symbols.ts'
import { resolveFollowUp } from './conversation.ts'
import { findNotes, tokenize } from './french.ts'
import type { TutorKnowledge } from './knowledge.ts'
import { analyse } from './retrieval/french-analyzer.ts'
import { isRelevant, type Hit, type TutorIndex } from './retrieval/search-index.ts'
import { answerComputed, readComposition, type TutorReply } from './tutor.ts'
import { musicIntent } from '#lib/music/understand.ts'

/**
 * The built-in teacher's whole answer: the question read with the conversation, computed theory
 * first, then the best passages of the knowledge base, lessons, articles and events, always ending
 * with where to read more. When nothing is relevant enough it says so and offers the closest topics.
 */
export type Turn = { sender: 'user' | 'ai'; text: string }
/**
 * Whether the one asking may read a paid lesson of this level (`Passage.restricted`). Left out, no
 * paid lesson's text is given: an anonymous visitor's case, and the safe default.
 */
export type CanRead = (level: string) => boolean
const NOBODY: CanRead = () => false
export type TutorAnswer = {
  reply: TutorReply
  /** The question as understood (a follow-up completed from the previous one). */
  question: string
  source: 'calcul' | 'recherche' | 'refus'
  /** The passages the answer (or a model's) is grounded in, best first. */
  hits: Hit[]
}

/** Hits readable by the one asking, and the best paid lesson among them they may not read (linked to, never quoted). */
type Retrieved = { question: string; focus?: string; hits: Hit[]; locked?: Hit }

const THEORY_LINK = { label: 'Cours Musicologie — Initiation', href: '/academie/musicologie/debutant' }
export const MORE = 'Pour aller plus loin'

export const moreLine = (link: { label: string; href: string }) => `${MORE} : ${link.label} (${link.href})`

/** The passages for a question (follow-ups resolved), for the built-in teacher and to ground a model. */
export function retrieve(turns: Turn[], index: TutorIndex, canRead: CanRead = NOBODY): Retrieved {
  const userTurns = turns.filter(turn => turn.sender === 'user').map(turn => turn.text)
  const last = userTurns.at(-1) ?? ''
  const resolved = resolveFollowUp(last, userTurns.slice(0, -1))
  const readable = (hit: Hit) => !hit.passage.restricted || canRead(hit.passage.restricted)
  let all = search(index, resolved.question, resolved.focus)
  if (!isRelevant(all.find(readable))) all = byClause(index, resolved.question, readable) ?? all
  const hits = all.filter(readable)
  const locked = all.find(hit => !readable(hit) && isRelevant(hit))
  return {
    question: resolved.question,
    ...(resolved.focus ? { focus: resolved.focus } : {}),
    hits,
    ...(locked ? { locked } : {}),
  }
}

/**
 * A long message ("mon neveu a fait un peu de piano à l'église…, combien coûte la formation hybride ?")
 * drowns its question in context: when the whole is not answerable, each clause is tried on its own,
 * and the best answerable one is kept.
 */
function byClause(index: TutorIndex, question: string, readable: (hit: Hit) => boolean): Hit[] | undefined {
  const clauses = question
    .split(/[,;:.!?\n]+|\b(?:mais|parce que|puisque|car|sinon)\b/i)
    .map(clause => clause.trim())
    .filter(clause => analyse(clause).length >= 2)
  if (clauses.length < 2) return
  let best: Hit[] | undefined
  const rank = (hit: Hit) => hit.score * hit.coverage ** 2
  for (const clause of clauses) {
    const hits = index.find(clause, SEARCHED)
    const first = hits.find(readable)
    if (isRelevant(first) && (!best || rank(first) > rank(best.find(readable)!))) best = hits
  }
  return best
}

/** How to play, finger or practise something: a technique entry answers it better than the notes. */
const TECHNIQUE = /\b(doigt\w*|pouces?|mains?|jouer|travailler|technique|position|vitesse)\b/i

/** Passages looked at per search: enough that paid lessons one may not read leave free ones to answer from. */
const SEARCHED = 16

function search(index: TutorIndex, question: string, focus?: string): Hit[] {
  const hits = index.find(question, SEARCHED)
  if (!focus) return hits
  // A follow-up that switched subject ("et pour le chant ?") must be answered about that subject.
  const [term] = analyse(focus)
  const about = hits.filter(
    hit =>
      term &&
      analyse(`${hit.passage.title} ${hit.passage.tags.join(' ')} ${hit.passage.questions.join(' ')}`).includes(term),
  )
  return about.length > 0 ? about : hits
}

/** Said after an answer when the message might have asked for a piece: "oui" then composes it. */
export const COMPOSE_OFFER =
  'Si tu voulais que je compose un morceau, réponds « oui » et je le compose, ou écris par exemple « Compose-moi un makossa joyeux ».'

const YES =
  /^(oui|ouais|ouai|wi|yes|ok|okay|d'accord|dac|vas[- ]y|go|volontiers|avec plaisir|stp|svp|s'il te plait|oui (stp|svp|merci|vas[- ]y|compose|s'il te plait))[\s!.]*$/i

/** "oui" right after the offer: compose what the message before it described. */
function acceptedOffer(turns: Turn[]): string | undefined {
  const last = turns.at(-1)
  const previous = turns.at(-2)
  if (last?.sender !== 'user' || previous?.sender !== 'ai' || !previous.text.includes(COMPOSE_OFFER)) return undefined
  if (
    !YES.test(
      last.text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .trim(),
    )
  )
    return undefined
  return turns
    .slice(0, -2)
    .findLast(turn => turn.sender === 'user')
    ?.text.trim()
}

export function respond(
  turns: Turn[],
  knowledge: TutorKnowledge,
  index: TutorIndex,
  canRead: CanRead = NOBODY,
): TutorAnswer {
  const accepted = acceptedOffer(turns)
  if (accepted)
    return {
      reply: { kind: 'compose', parameters: readComposition(accepted) },
      question: accepted,
      source: 'calcul',
      hits: [],
    }
  const answer = respondToQuestion(turns, knowledge, index, canRead)
  // Unsure whether a piece was asked for: answer, and offer to compose it.
  if (answer.reply.kind === 'text' && musicIntent(turns.at(-1)?.text ?? '') === 'offer')
    return { ...answer, reply: { kind: 'text', text: `${answer.reply.text}\n\n${COMPOSE_OFFER}` } }
  return answer
}

function respondToQuestion(turns: Turn[], knowledge: TutorKnowledge, index: TutorIndex, canRead: CanRead): TutorAnswer {
  const { question, hits, locked } = retrieve(turns, index, canRead)
  // "Quelle différence entre 3/4 et 6/8 ?" is a comparison, which the knowledge base explains.
  const compares = /\bdiff[eé]ren/i.test(question) && isRelevant(hits[0])
  let computed = compares ? undefined : answerComputed(question, knowledge)
  // Computed answers are for named notes and figures; a definition with none reads better from the knowledge base.
  const symbols = findChordSymbols(question).length > 0
  const generic = findNotes(tokenize(question)).length === 0 && !/\d/.test(question) && !symbols
  if (computed?.kind === 'text' && generic && isRelevant(hits[0])) computed = undefined
  // "Comment faire passer le pouce dans la gamme de do ?" asks how to play, which a knowledge-base entry covers fully.
  if (
    computed?.kind === 'text' &&
    !symbols &&
    /^\s*comment\b/i.test(question) &&
    hits[0]?.coverage === 1 &&
    isRelevant(hits[0])
  )
    computed = undefined
  if (
    computed?.kind === 'text' &&
    !symbols &&
    TECHNIQUE.test(question) &&
    hits[0]?.passage.kind === 'fiche' &&
    hits[0].coverage >= 0.75 &&
    isRelevant(hits[0])
  )
    computed = undefined
  if (computed) {
    if (computed.kind === 'compose') return { reply: computed, question, source: 'calcul', hits: [] }
    const greeting = /^(Bonjour|Avec plaisir|Je suis )/.test(computed.text)
    const link = hits.find(hit => isRelevant(hit) && hit.passage.kind === 'fiche')?.passage.link ?? THEORY_LINK
    return {
      reply: { kind: 'text', text: greeting ? computed.text : `${computed.text}\n\n${moreLine(link)}` },
      question,
      source: 'calcul',
      hits: [],
    }
  }
  const best = hits[0]
  if (!isRelevant(best)) {
    if (locked)
      return {
        reply: { kind: 'text', text: `${lockedLine(locked, true)}\n\n${moreLine(locked.passage.link)}` },
        question,
        source: 'recherche',
        hits: [],
      }
    return { reply: { kind: 'text', text: refusal(hits, knowledge) }, question, source: 'refus', hits: [] }
  }
  const grounded = hits.filter(hit => isRelevant(hit)).slice(0, 3)
  const text = compose(best, question)
  // A paid lesson that fits better than the free answer: named and linked, for those who want the whole course.
  const also =
    locked && locked.passage.link.href !== best.passage.link.href && rank(locked) > rank(best)
      ? `\n\n${lockedLine(locked, false)}`
      : ''
  return { reply: { kind: 'text', text: `${text}${also}` }, question, source: 'recherche', hits: grounded }
}

const rank = (hit: Hit) => hit.score * hit.coverage ** 2

/** A paid lesson named and linked, never quoted. */
function lockedLine(hit: Hit, only: boolean): string {
  const { link } = hit.passage
  const where = `${link.label.replace(/^Leçon/, 'la leçon')} (${link.href})`
  return only
    ? `Ce sujet est traité en détail dans ${where}, réservée aux élèves inscrits à ce niveau : je ne peux pas t’en citer le contenu. Chaque niveau a une leçon d’essai gratuite, et les formules sont sur la page de l’académie (/academie).`
    : `Ce sujet est traité en détail dans ${where}, réservée aux élèves inscrits à ce niveau.`
}

/** The answer from the best passage: a whole knowledge-base answer, or the sentences of a lesson or article that fit. */
function compose(best: Hit, question: string): string {
  const { passage } = best
  const body =
    passage.kind === 'fiche' || passage.kind === 'page' || passage.kind === 'evenement'
      ? passage.text
      : `D’après « ${passage.title} » : ${bestSentences(passage.text, question)}`
  return `${body}\n\n${moreLine(passage.link)}`
}

export function bestSentences(text: string, question: string, count = 3): string {
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?…])\s+(?=[A-ZÀ-ÖØ-Þ«"0-9])/u)
    .map(sentence => sentence.trim())
    .filter(Boolean)
  if (sentences.length <= count) return sentences.join(' ')
  const wanted = new Set(analyse(question))
  const scored = sentences.map((sentence, position) => {
    const terms = new Set(analyse(sentence))
    let score = 0
    for (const term of wanted) if (terms.has(term)) score++
    return { position, score }
  })
  const chosen = scored
    .toSorted((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, count)
    .map(item => item.position)
    .sort((a, b) => a - b)
  return chosen.map(position => sentences[position]).join(' ')
}

/** What the built-in teacher can do, said when it cannot answer. */
export const CAN_DO =
  'Je peux calculer les gammes, les accords (même écrits comme sur une grille : « Fm7 », « Sol7 », « C/E »), les intervalles et les armures ; expliquer la technique du piano, du chant et de la MAO, le matériel et les logiciels, les musiques et le métier de musicien au Cameroun ; et te renseigner sur nos cours, tarifs, paiements et événements.'

/**
 * Never a dead end: it says it will not invent, names the closest entries with their links, what it
 * can do, and how to ask a teacher (a correction or a lesson, for students; the contact page for all).
 */
function refusal(hits: Hit[], knowledge: TutorKnowledge): string {
  const seen = new Set<string>()
  const close = hits
    .filter(
      hit =>
        hit.coverage > 0 &&
        !seen.has(hit.passage.link.href + hit.passage.title) &&
        seen.add(hit.passage.link.href + hit.passage.title),
    )
    .slice(0, 3)
  const suggestions =
    close.length > 0
      ? `Les sujets les plus proches que je connais : ${close.map(hit => `« ${hit.passage.title} » (${hit.passage.link.href})`).join(', ')}. `
      : ''
  return [
    `Je ne trouve rien d’assez sûr pour te répondre, et je préfère ne rien inventer. ${suggestions}Tu peux aussi reformuler ta question avec d’autres mots.`,
    CAN_DO,
    `Pour poser ta question à un professeur : si tu es élève, demande une correction (envoie ton enregistrement) ou réserve un cours dans « Mes cours » (/profil/cours) ; sinon, écris-nous depuis la page Contact (/contact) ou à ${knowledge.label.emails.contact}.`,
  ].join('\n\n')
}

/** Grounding for a configured model: the retrieved passages, numbered, with their links. */
export function groundingPrompt(hits: Hit[]): string {
  if (hits.length === 0) return ''
  return [
    '# Passages pertinents (réponds à partir d’eux, sans rien inventer)',
    ...hits.map(
      (hit, position) =>
        `[${position + 1}] ${hit.passage.title} — source : ${hit.passage.link.label} (${hit.passage.link.href})\n${hit.passage.text}`,
    ),
    `Termine ta réponse par la ligne « ${MORE} : <titre de la source> (<lien>) » pour la source utilisée.`,
  ].join('\n')
}
