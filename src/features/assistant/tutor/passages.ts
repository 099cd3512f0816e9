import { formatProseDate } from '#core/format/format.ts'
import type { TutorEntry } from '#features/assistant/tutor-entries.content.ts'
import { fillFields } from './fields.ts'
import type { TutorKnowledge } from './knowledge.ts'
import type { Passage } from './retrieval/search-index.ts'

/** A lesson or a blog article, as the server reads it from the database (indexed on every change). */
export type SiteDocument = {
  kind: 'lecon' | 'article'
  id: string
  title: string
  text: string
  tags: string[]
  href: string
  /** e.g. "Leçon 3 du cours Piano — Débutant" */
  linkLabel: string
  /** A paid lesson's text: the level whose students alone may read it (see `Passage.restricted`). */
  restricted?: string
}

/** Knowledge-base entries with their fields filled from the live data; an entry whose field has gone is left out. */
export function entryPassages(entries: TutorEntry[], knowledge: TutorKnowledge): Passage[] {
  const passages: Passage[] = []
  for (const entry of entries) {
    const text = fillFields(entry.answer, knowledge)
    if (text === null) continue
    passages.push({
      id: `fiche:${entry.id}`,
      kind: 'fiche',
      title: entry.questions[0] ?? entry.id,
      questions: entry.questions,
      text,
      tags: [...entry.tags, entry.topic],
      link: entry.links[0] ?? { label: 'L’académie', href: '/academie' },
    })
  }
  return passages
}

export function documentPassages(documents: SiteDocument[]): Passage[] {
  return documents.map(document => ({
    id: `${document.kind}:${document.id}`,
    kind: document.kind,
    title: document.title,
    questions: [],
    text: document.text,
    tags: document.tags,
    link: { label: document.linkLabel, href: document.href },
    ...(document.restricted ? { restricted: document.restricted } : {}),
  }))
}

/** The live site: upcoming events (each, and the agenda as a whole) and the label's artists. */
export function livePassages(knowledge: TutorKnowledge): Passage[] {
  const calendar = { label: 'Le calendrier des événements', href: '/contact' }
  const passages: Passage[] = knowledge.events.map(event => ({
    id: `evenement:${event.title}:${event.date}`,
    kind: 'evenement',
    title: event.title,
    questions: [],
    text: `${event.title} (${event.type.toLowerCase()}) aura lieu le ${formatProseDate(event.date)} à ${event.time.replace(':', ' h ')}, ${event.location}, avec ${event.intervenant}.${event.description ? ` ${event.description}` : ''}`,
    tags: [event.type, 'événement', 'date', 'quand'],
    link: calendar,
  }))
  const next = knowledge.events.slice(0, 4)
  passages.push({
    id: 'page:agenda',
    kind: 'page',
    title: 'Les prochains événements',
    questions: [
      'Quels sont les prochains événements ?',
      'Quel est le prochain concert ?',
      'Qu’est-ce qui se passe bientôt ?',
      'Agenda des ateliers et masterclass',
    ],
    text:
      next.length === 0
        ? 'Aucun événement n’est annoncé pour le moment : le calendrier de la page Contact est mis à jour dès qu’une date est fixée.'
        : `Les prochains événements : ${next
            .map(
              event =>
                `${event.title} (${event.type.toLowerCase()}), le ${formatProseDate(event.date)} à ${event.time.replace(':', ' h ')}, ${event.location}`,
            )
            .join(' ; ')}.`,
    tags: ['événements', 'agenda', 'calendrier', 'prochain', 'concert'],
    link: calendar,
  })
  for (const artist of knowledge.artists) {
    passages.push({
      id: `page:artiste:${artist.id}`,
      kind: 'page',
      title: artist.name,
      questions: [`Qui est ${artist.name} ?`],
      text: `${artist.name}, artiste du label Gombiste Records : ${artist.headline}. Genres : ${artist.genres.join(', ')}.`,
      tags: [...artist.genres, 'artiste', 'label'],
      link: { label: `La page de ${artist.name}`, href: `/artiste/${artist.id}` },
    })
  }
  passages.push({
    id: 'page:artistes',
    kind: 'page',
    title: 'Les artistes du label',
    questions: ['Quels sont les artistes du label ?', 'Qui sont vos artistes ?'],
    text: `Les artistes de Gombiste Records : ${knowledge.artists.map(artist => `${artist.name} (${artist.genres.join(', ')})`).join(', ')}. Leurs morceaux sont sur la page Portfolio et sur chaque page d’artiste.`,
    tags: ['artistes', 'label'],
    link: { label: 'Le label', href: '/label' },
  })
  return passages
}
