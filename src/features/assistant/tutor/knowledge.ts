import type { Formula } from '#features/catalog/catalog.content.ts'
import type { LabelInfo } from '#features/label/label.content.ts'

/** What the assistant knows about the site, read from the database (see `load-knowledge.server.ts`). */
export type TutorKnowledge = {
  label: LabelInfo
  services: { title: string; description: string }[]
  disciplines: {
    id: string
    name: string
    description: string
    levels: {
      id: string
      levelName: string
      durationWeeks: number
      hoursPerWeek: number
      passingScore: number
      learningObjectives: string[]
    }[]
  }[]
  formulas: Formula[]
  /** Upcoming events, soonest first, dates 'YYYY-MM-DD'. */
  events: {
    title: string
    date: string
    time: string
    type: string
    location: string
    intervenant: string
    description?: string
  }[]
  artists: { id: string; name: string; headline: string; genres: string[] }[]
}

/** Parameters of the `composeMusic` tool (spec §3 "Music composition parameters"). */
export type CompositionParameters = {
  prompt: string
  style: string
  tempo: 'lent' | 'moyen' | 'rapide'
  instruments: string[]
  voice: string
  duration: number
}
