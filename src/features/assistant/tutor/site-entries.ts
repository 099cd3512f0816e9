import type { Discipline, Formula } from '#features/catalog/catalog.content.ts'
import type { TutorEntry } from '../tutor-entries.content.ts'

type Catalogue = { disciplines: Discipline[]; formulas: Formula[] }

/** The site's formula texts say "vous"; the teacher says "tu". */
function tutoie(text: string): string {
  return text
    .replace(/\b([Aa])pprenez\b/g, '$1pprends')
    .replace(/\bvous font\b/g, 'te font')
    .replace(/\bvos\b/g, 'tes')
    .replace(/\bVos\b/g, 'Tes')
    .replace(/\bvotre (discipline|prestation|progression)\b/g, 'ta $1')
    .replace(/\bvotre\b/g, 'ton')
}

/**
 * Entries generated from the catalogue: one per level (duration, pass mark, objectives), per
 * formula (price, contents) and per discipline. Their figures stay fields, filled live.
 */
export function siteEntries(data: Catalogue): TutorEntry[] {
  const generated: TutorEntry[] = []
  for (const discipline of data.disciplines) {
    const disciplineLink = {
      label: `Cours ${discipline.name}`,
      href: `/academie/${discipline.id}/${discipline.levels[0]!.id}`,
    }
    generated.push({
      id: `site-discipline-${discipline.id}`,
      topic: 'site',
      questions: [
        `Quels niveaux de ${discipline.name.toLowerCase()} proposez-vous ?`,
        `Le cours de ${discipline.name} : c’est quoi ?`,
      ],
      answer: `${discipline.name} : ${tutoie(discipline.description)} Niveaux : ${discipline.levels
        .map(
          level =>
            `${level.levelName} ({duree:${discipline.id}/${level.id}} semaines, {heures:${discipline.id}/${level.id}} h par semaine)`,
        )
        .join(', ')}.`,
      links: [disciplineLink],
      tags: [discipline.name, 'niveaux', 'cours'],
    })
    for (const level of discipline.levels) {
      const key = `${discipline.id}/${level.id}`
      const name = `${discipline.name} — ${level.levelName}`
      const link = { label: `Cours ${name}`, href: `/academie/${discipline.id}/${level.id}` }
      generated.push(
        {
          id: `site-duree-${discipline.id}-${level.id}`,
          topic: 'site',
          questions: [
            `Combien de temps dure le cours ${discipline.name} ${level.levelName.toLowerCase()} ?`,
            `Durée du niveau ${level.levelName.toLowerCase()} en ${discipline.name.toLowerCase()}`,
          ],
          answer: `Le cours ${name} dure {duree:${key}} semaines, à raison de {heures:${key}} h par semaine.`,
          links: [link],
          tags: [discipline.name, level.levelName, 'durée', 'semaines'],
        },
        {
          id: `site-reussite-${discipline.id}-${level.id}`,
          topic: 'site',
          questions: [
            `Quelle note pour valider ${discipline.name.toLowerCase()} ${level.levelName.toLowerCase()} ?`,
            `Seuil de réussite du niveau ${level.levelName.toLowerCase()} en ${discipline.name.toLowerCase()}`,
          ],
          answer: `Pour valider le cours ${name}, il faut au moins {reussite:${key}} % à l’évaluation finale en ligne (10 à 12 questions tirées des leçons, dont des questions d’écoute). Tu peux la repasser après 30 minutes en cas d’échec.`,
          links: [link],
          tags: [discipline.name, level.levelName, 'réussite', 'évaluation'],
        },
        {
          id: `site-objectifs-${discipline.id}-${level.id}`,
          topic: 'site',
          questions: [
            `Quels sont les objectifs du cours ${discipline.name} ${level.levelName.toLowerCase()} ?`,
            `Que vais-je apprendre en ${discipline.name.toLowerCase()} ${level.levelName.toLowerCase()} ?`,
          ],
          answer: `Objectifs du cours ${name} : ${level.learningObjectives.join(' ; ')}. Au programme, ${level.syllabus.length} leçons : ${level.syllabus.map(lesson => lesson.title).join(', ')}.`,
          links: [link],
          tags: [discipline.name, level.levelName, 'objectifs', 'programme'],
        },
      )
    }
  }
  for (const formula of data.formulas) {
    const link = { label: `La formule ${formula.name}`, href: formula.price ? `/paiement/${formula.id}` : '/academie' }
    generated.push(
      {
        id: `site-prix-${formula.id}`,
        topic: 'site',
        questions: [`Combien coûte la formule ${formula.name} ?`, `Prix du ${formula.name} en FCFA et en euros`],
        answer: `${formula.name} : {prix:${formula.id}}. ${tutoie(formula.description)}`,
        links: [link],
        tags: [formula.name, 'prix', 'tarif'],
      },
      {
        id: `site-contenu-${formula.id}`,
        topic: 'site',
        questions: [`Que comprend la formule ${formula.name} ?`, `Qu’est-ce qui est inclus dans ${formula.name} ?`],
        answer: `La formule ${formula.name} comprend : ${formula.features.map(tutoie).join(' ; ')}. Tarif : {prix:${formula.id}}.`,
        links: [link],
        tags: [formula.name, 'inclus', 'contenu'],
      },
    )
  }
  return generated
}

/** The tutor's knowledge base as first seeded: the written entries of content/tutor, then those made from the catalogue. */
export function tutorKnowledgeBase(content: Catalogue & { tutorEntries: TutorEntry[] }): TutorEntry[] {
  return [...content.tutorEntries, ...siteEntries(content)]
}
