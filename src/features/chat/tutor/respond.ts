import { resolveFollowUp } from './conversation.ts'
import { findNotes, tokenize } from './french.ts'
import type { TutorKnowledge } from './knowledge.ts'
import { analyse } from './retrieval/french-analyzer.ts'
import { isRelevant, type Hit, type TutorIndex } from './retrieval/search-index.ts'
import { answerComputed, type TutorReply } from './tutor.ts'

/**
 * The built-in teacher's whole answer: the question read with the conversation, computed theory
 * first, then the best passages of the knowledge base, lessons, articles and events, always ending
 * with where to read more. When nothing is relevant enough it says so and offers the closest topics.
 */
export type Turn = { sender: 'user' | 'ai'; text: string }
export type TutorAnswer = {
  reply: TutorReply
  /** The question as understood (a follow-up completed from the previous one). */
  question: string
  source: 'calcul' | 'recherche' | 'refus'
  /** The passages the answer (or a model's) is grounded in, best first. */
  hits: Hit[]
}

const THEORY_LINK = { label: 'Cours Musicologie — Initiation', href: '/academie/musicologie/debutant' }
export const MORE = 'Pour aller plus loin'

export const moreLine = (link: { label: string; href: string }) => `${MORE} : ${link.label} (${link.href})`

/** The passages for a question (follow-ups resolved), for the built-in teacher and to ground a model. */
export function retrieve(turns: Turn[], index: TutorIndex): { question: string; focus?: string; hits: Hit[] } {
  const userTurns = turns.filter(turn => turn.sender === 'user').map(turn => turn.text)
  const last = userTurns.at(-1) ?? ''
  const resolved = resolveFollowUp(last, userTurns.slice(0, -1))
  let hits = search(index, resolved.question, resolved.focus)
  if (!isRelevant(hits[0])) hits = byClause(index, resolved.question) ?? hits
  return { question: resolved.question, ...(resolved.focus ? { focus: resolved.focus } : {}), hits }
}

/**
 * A long message ("mon neveu a fait un peu de piano à l'église…, combien coûte la formation hybride ?")
 * drowns its question in context: when the whole is not answerable, each clause is tried on its own,
 * and the best answerable one is kept.
 */
function byClause(index: TutorIndex, question: string): Hit[] | undefined {
  const clauses = question
    .split(/[,;:.!?\n]+|\b(?:mais|parce que|puisque|car|sinon)\b/i)
    .map(clause => clause.trim())
    .filter(clause => analyse(clause).length >= 2)
  if (clauses.length < 2) return
  let best: Hit[] | undefined
  const rank = (hit: Hit) => hit.score * hit.coverage ** 2
  for (const clause of clauses) {
    const hits = index.find(clause, 8)
    if (isRelevant(hits[0]) && (!best || rank(hits[0]) > rank(best[0]!))) best = hits
  }
  return best
}

/** How to play, finger or practise something: a technique entry answers it better than the notes. */
const TECHNIQUE = /\b(doigt\w*|pouces?|mains?|jouer|travailler|technique|position|vitesse)\b/i

function search(index: TutorIndex, question: string, focus?: string): Hit[] {
  const hits = index.find(question, 8)
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

export function respond(turns: Turn[], knowledge: TutorKnowledge, index: TutorIndex): TutorAnswer {
  const { question, hits } = retrieve(turns, index)
  // "Quelle différence entre 3/4 et 6/8 ?" is a comparison, which the knowledge base explains.
  const compares = /\bdiff[eé]ren/i.test(question) && isRelevant(hits[0])
  let computed = compares ? undefined : answerComputed(question, knowledge)
  // Computed answers are for named notes and figures; a definition with none reads better from the knowledge base.
  const generic = findNotes(tokenize(question)).length === 0 && !/\d/.test(question)
  if (computed?.kind === 'text' && generic && isRelevant(hits[0])) computed = undefined
  // "Comment faire passer le pouce dans la gamme de do ?" asks how to play, which a knowledge-base entry covers fully.
  if (computed?.kind === 'text' && /^\s*comment\b/i.test(question) && hits[0]?.coverage === 1 && isRelevant(hits[0]))
    computed = undefined
  if (
    computed?.kind === 'text' &&
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
  if (!isRelevant(best))
    return { reply: { kind: 'text', text: refusal(hits, knowledge) }, question, source: 'refus', hits: [] }
  const grounded = hits.filter(hit => isRelevant(hit)).slice(0, 3)
  return { reply: { kind: 'text', text: compose(best, question) }, question, source: 'recherche', hits: grounded }
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

function refusal(hits: Hit[], knowledge: TutorKnowledge): string {
  const close = hits.filter(hit => hit.coverage > 0).slice(0, 3)
  const suggestions =
    close.length > 0
      ? `Les sujets les plus proches que je connais : ${close.map(hit => `« ${hit.passage.title} »`).join(', ')}. `
      : 'Je peux t’aider sur la théorie (gammes, modes, accords, intervalles, rythmes), la technique du piano, du chant et de la MAO, les musiques d’Afrique centrale, nos cours, tarifs, paiements et événements. '
  return `Je ne trouve rien d’assez sûr pour te répondre, et je préfère ne rien inventer. ${suggestions}Tu peux reformuler ta question, ou écrire à l’équipe : ${knowledge.label.emails.contact}.`
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
