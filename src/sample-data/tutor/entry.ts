/** One entry of the tutor's knowledge base (table `tutor_entries`), as seeded and as edited in the admin area. */
export type TutorEntry = {
  id: string
  /** debuter, piano, chant, mao, theorie, afrique, site */
  topic: string
  /** The ways learners ask it; the first one is the entry's title. */
  questions: string[]
  /** What the tutor answers, in French, tutoiement. `{prix:pack-duo}`-style fields are filled from the live site data. */
  answer: string
  links: { label: string; href: string }[]
  tags: string[]
}

export type EntryRow = [
  id: string,
  questions: string[],
  answer: string,
  tags?: string[],
  link?: TutorEntry['links'][number],
]

export const TOPICS: Record<string, string> = {
  debuter: 'Bien débuter',
  piano: 'Piano',
  chant: 'Chant',
  mao: 'MAO',
  theorie: 'Théorie musicale',
  afrique: 'Musiques d’Afrique centrale',
  site: 'L’académie et le site',
}

export function entries(topic: string, link: TutorEntry['links'][number], rows: EntryRow[]): TutorEntry[] {
  return rows.map(([id, questions, answer, tags = [], own]) => ({
    id: `${topic}-${id}`,
    topic,
    questions,
    answer,
    links: [own ?? link],
    tags,
  }))
}
