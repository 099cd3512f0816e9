import MiniSearch, { type AsPlainObject, type Options, type Query, type SearchResult } from 'minisearch'
import { analyse, analyserSignature, analyseWord, words } from './french-analyzer.ts'
import { expandSynonyms, SYNONYM_GROUPS } from './synonyms.ts'

/** One thing the tutor can answer from: a knowledge-base entry, a lesson, an article, an event, a page. */
export type Passage = {
  id: string
  kind: 'fiche' | 'lecon' | 'article' | 'evenement' | 'page'
  title: string
  /** The ways a learner asks for it (knowledge-base entries); empty for lessons and articles. */
  questions: string[]
  text: string
  tags: string[]
  /** Where "Pour aller plus loin" points. */
  link: { label: string; href: string }
  /**
   * A paid lesson's text: the id of the level whose students (and the label's admins) may read it.
   * Anyone else is answered from free material and pointed to the lesson, never given its sentences.
   */
  restricted?: string
}

export type Hit = {
  passage: Passage
  score: number
  /** Share of the question's terms (or one of their synonyms) the passage contains, 0 to 1. */
  coverage: number
}

/** Below these, nothing is relevant enough to answer from: the tutor says so. */
export const RELEVANCE = { minCoverage: 0.51, minScore: 20 }

type Indexed = { id: string; title: string; questions: string; tags: string; text: string }

const FIELD_BOOSTS = { questions: 3, title: 2, tags: 2, text: 0.6 }
const SYNONYM_BOOSTS = { questions: 0.6, title: 0.4, tags: 0.5, text: 0.15 }

/**
 * A built index, serialized (MiniSearch `toJSON`) with the vocabulary it found, so that another
 * process answers from it without indexing the passages again (`TutorIndex.restore`). The passages
 * themselves are not in it: whoever restores has read them (they give the answers and the links).
 */
export type TutorIndexSnapshot = { format: number; vocabulary: string[]; minisearch: AsPlainObject }

/** Bumped whenever the fields or the document shape change: older snapshots are then ignored. */
export const INDEX_FORMAT = 1

/**
 * The index's format and the analyser's behaviour (stop words, written forms, stemming, synonyms): part
 * of a stored snapshot's fingerprint, so a snapshot made by other code is never loaded.
 */
export function indexCodeSignature(): string {
  return JSON.stringify([INDEX_FORMAT, analyserSignature(), SYNONYM_GROUPS])
}

/**
 * The tutor's search over its passages (MiniSearch, BM25): question variants weigh most, then titles
 * and tags, then the body. Query words are expanded with their synonyms at a lower weight.
 */
export class TutorIndex {
  /** Every term in the index: typo tolerance (the costly part of a search) is only for words it lacks. */
  private readonly vocabulary = new Set<string>()
  private readonly search: MiniSearch<Indexed>
  private readonly passages = new Map<string, Passage>()

  /** Indexes `passages`; with `snapshot` (made from the same passages), loads that index instead. */
  constructor(passages: Passage[], snapshot?: TutorIndexSnapshot) {
    const documents: Indexed[] = []
    for (const passage of passages) {
      if (this.passages.has(passage.id)) continue
      this.passages.set(passage.id, passage)
      documents.push({
        id: passage.id,
        title: passage.title,
        questions: passage.questions.join(' \n '),
        tags: passage.tags.join(' '),
        text: passage.text,
      })
    }
    const options: Options<Indexed> = {
      fields: ['questions', 'title', 'tags', 'text'],
      tokenize: words,
      processTerm: term => {
        const analysed = analyseWord(term)
        if (analysed) this.vocabulary.add(analysed)
        return analysed
      },
      searchOptions: {
        boost: FIELD_BOOSTS,
        fuzzy: term => (term.length >= 7 && !this.vocabulary.has(term) ? 1 : false),
      },
    }
    if (snapshot) {
      if (snapshot.format !== INDEX_FORMAT) throw new Error(`index snapshot format ${snapshot.format}`)
      this.search = MiniSearch.loadJS(snapshot.minisearch, options)
      for (const term of snapshot.vocabulary) this.vocabulary.add(term)
      if (this.search.documentCount !== this.passages.size) throw new Error('index snapshot made from other passages')
    } else {
      this.search = new MiniSearch(options)
      this.search.addAll(documents)
    }
  }

  /** This index, serialized (for `new TutorIndex(passages, snapshot)` elsewhere). */
  snapshot(): TutorIndexSnapshot {
    return { format: INDEX_FORMAT, vocabulary: [...this.vocabulary], minisearch: this.search.toJSON() }
  }

  get size() {
    return this.passages.size
  }

  /** The best passages for a question, best first, with how much of the question each covers. */
  find(question: string, limit = 5): Hit[] {
    const terms = [...new Set(analyse(question))]
    if (terms.length === 0) return []
    const groups = terms.map(term => ({ term, synonyms: expandSynonyms(term) }))
    const synonyms = [...new Set(groups.flatMap(group => group.synonyms))].filter(term => !terms.includes(term))
    const queries: Query[] = [{ queries: terms, combineWith: 'OR', processTerm: term => term }]
    if (synonyms.length > 0)
      queries.push({
        queries: synonyms,
        combineWith: 'OR',
        boost: SYNONYM_BOOSTS,
        fuzzy: false,
        processTerm: term => term,
      })
    const results: SearchResult[] = this.search.search({ queries, combineWith: 'OR' })
    // BM25 first, then re-ranked by how much of the question each passage covers: a lesson that
    // answers every word beats an entry that repeats one of them.
    return results
      .slice(0, 30)
      .map(result => {
        const matched = new Set(result.queryTerms)
        const covered = groups.filter(group => matched.has(group.term) || group.synonyms.some(s => matched.has(s)))
        return {
          passage: this.passages.get(String(result.id))!,
          score: result.score,
          coverage: covered.length / groups.length,
        }
      })
      .sort((a, b) => b.score * b.coverage ** 2 - a.score * a.coverage ** 2)
      .slice(0, limit)
  }
}

export const isRelevant = (hit: Hit | undefined): hit is Hit =>
  !!hit && hit.coverage >= RELEVANCE.minCoverage && hit.score >= RELEVANCE.minScore
