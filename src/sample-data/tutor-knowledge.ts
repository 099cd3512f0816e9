import { AFRIQUE } from './tutor/afrique.ts'
import { CHANT } from './tutor/chant.ts'
import { COMPLEMENTS } from './tutor/complements.ts'
import { DEBUTER } from './tutor/debuter.ts'
import type { TutorEntry } from './tutor/entry.ts'
import { MAO } from './tutor/mao.ts'
import { PIANO } from './tutor/piano.ts'
import { SITE_STATIC, siteEntries } from './tutor/site.ts'
import { THEORIE } from './tutor/theorie.ts'
import type { SampleData } from './types.ts'

export type { TutorEntry }
export { TOPICS } from './tutor/entry.ts'

/** The tutor's knowledge base as first seeded: written entries plus those made from the sample data. */
export function tutorKnowledgeBase(data: SampleData): TutorEntry[] {
  return [
    ...DEBUTER,
    ...PIANO,
    ...CHANT,
    ...MAO,
    ...THEORIE,
    ...AFRIQUE,
    ...COMPLEMENTS,
    ...SITE_STATIC,
    ...siteEntries(data),
  ]
}
