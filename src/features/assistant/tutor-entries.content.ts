import { z } from 'zod'
import { TUTOR_TOPICS } from './tutor-entries.schemas.ts'

export const tutorLinkSchema = z.strictObject({ label: z.string().min(1), href: z.string().startsWith('/') })

/**
 * One entry of the tutor's knowledge base, `content/tutor/<topic>/<slug>.md`: the questions, tags and
 * links in the front-matter, the answer in the body; its id is `<topic>-<slug>`.
 */
export const tutorEntryFrontMatterSchema = z.strictObject({
  /** The ways learners ask it; the first one is the entry's title. */
  questions: z.array(z.string().min(1)).min(1),
  tags: z.array(z.string().min(1)).default([]),
  links: z.array(tutorLinkSchema).min(1),
})

export const tutorEntrySchema = tutorEntryFrontMatterSchema.extend({
  id: z.string().regex(/^[a-z0-9-]+$/),
  topic: z.enum(Object.keys(TUTOR_TOPICS) as [keyof typeof TUTOR_TOPICS, ...(keyof typeof TUTOR_TOPICS)[]]),
  /** What the tutor answers, in French, tutoiement. `{prix:pack-duo}`-style fields are filled from the live site data. */
  answer: z.string().min(1),
})

/** One entry of the tutor's knowledge base (table `tutor_entries`), as seeded and as edited in the admin area. */
export type TutorEntry = Omit<z.infer<typeof tutorEntrySchema>, 'topic'> & { topic: string }
