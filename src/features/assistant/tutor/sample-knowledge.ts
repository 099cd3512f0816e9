import type { Artist } from '#features/artists/artists.content.ts'
import type { Discipline, Formula } from '#features/catalog/catalog.content.ts'
import type { LabelEvent } from '#features/events/events.content.ts'
import type { LabelInfo, Service } from '#features/label/label.content.ts'
import type { TutorKnowledge } from './knowledge.ts'

/** What a freshly seeded database holds that the tutor reads (the content/ folder, src/content). */
export type SeededSite = {
  label: LabelInfo
  services: Service[]
  disciplines: Discipline[]
  formulas: Formula[]
  events: LabelEvent[]
  artists: Artist[]
}

/** The knowledge the server would load from a freshly seeded database; for tests and benchmarks. */
export function sampleKnowledge(sampleData: SeededSite, today = '2026-11-01'): TutorKnowledge {
  const [year, month] = today.split('-').map(Number) as [number, number]
  return {
    label: sampleData.label,
    services: sampleData.services.map(({ title, description }) => ({ title, description })),
    disciplines: sampleData.disciplines.map(discipline => ({
      id: discipline.id,
      name: discipline.name,
      description: discipline.description,
      levels: discipline.levels.map(level => ({
        id: level.id,
        levelName: level.levelName,
        durationWeeks: level.durationWeeks,
        hoursPerWeek: level.hoursPerWeek,
        passingScore: level.assessment.passingScore,
        learningObjectives: level.learningObjectives,
      })),
    })),
    formulas: sampleData.formulas,
    events: sampleData.events
      .map(event => {
        const date = new Date(Date.UTC(year, month - 1 + event.schedule.monthOffset, event.schedule.day))
        return {
          title: event.title,
          date: date.toISOString().slice(0, 10),
          time: event.time,
          type: event.type,
          location: event.location,
          intervenant: event.intervenant,
        }
      })
      .filter(event => event.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time)),
    artists: sampleData.artists.map(({ id, name, headline, genres }) => ({ id, name, headline, genres })),
  }
}
