import type { Database } from '#core/db/client.server.ts'
import { getCourse, listDisciplines, listFormulas } from '#features/catalog/server/academy.repo.ts'
import { listArtists } from '#features/artists/server/artists.repo.ts'
import { listEvents } from '#features/events/server/events.repo.ts'
import { getLabelOverview } from '#features/label/server/label.repo.ts'
import type { TutorKnowledge } from '../tutor/knowledge.ts'

const TTL_MS = 60_000
const cache = new WeakMap<Database, { at: number; contentVersion: number; value: Promise<TutorKnowledge> }>()

/**
 * The site's real data the assistant is grounded in, read through the feature repos (cached 1 min).
 * `contentVersion` is the public content cache's generation: an admin edit (a price, the persona's
 * name) bumps it, and the assistant reads the new data on its next answer.
 */
export function loadKnowledge(db: Database, now = new Date(), contentVersion = 0): Promise<TutorKnowledge> {
  const hit = cache.get(db)
  if (hit && hit.contentVersion === contentVersion && now.getTime() - hit.at < TTL_MS) return hit.value
  const value = readKnowledge(db, now)
  cache.set(db, { at: now.getTime(), contentVersion, value })
  value.catch(() => cache.delete(db))
  return value
}

/** The same, read now (no cache): for background work that must see the latest data. */
export async function readKnowledge(db: Database, now: Date): Promise<TutorKnowledge> {
  const [overview, disciplines, formulas, events, artists] = await Promise.all([
    getLabelOverview(db),
    listDisciplines(db),
    listFormulas(db),
    listEvents(db, now),
    listArtists(db),
  ])
  const today = now.toISOString().slice(0, 10)
  const detailed = await Promise.all(
    disciplines.map(async discipline => ({
      id: discipline.id,
      name: discipline.name,
      description: discipline.description,
      levels: await Promise.all(
        discipline.levels.map(async level => {
          const course = await getCourse(db, discipline.id, level.id)
          return { ...level, learningObjectives: course.learningObjectives }
        }),
      ),
    })),
  )
  return {
    label: overview.info,
    services: overview.services.map(({ title, description }) => ({ title, description })),
    disciplines: detailed,
    formulas,
    events: events.filter(event => event.date >= today),
    artists: artists.map(({ id, name, headline, genres }) => ({ id, name, headline, genres })),
  }
}

/** The grounding text given to external models: facts only, in French. */
export function systemPrompt(knowledge: TutorKnowledge): string {
  const { label } = knowledge
  const price = (formula: TutorKnowledge['formulas'][number]) =>
    formula.price
      ? `${formula.price.eur} € / ${formula.price.xaf} FCFA${formula.billingCycle === 'mois' ? ' par mois' : ' (paiement unique)'}`
      : (formula.customPriceText ?? 'sur demande')
  return [
    `Tu es ${label.assistantName}, le professeur de musique virtuel de ${label.name} (label et académie de musique à ${label.address.city}). Tu tutoies l'élève, tu réponds en français, brièvement et avec exactitude.`,
    'Règles : réponds uniquement à partir des faits ci-dessous pour tout ce qui concerne le label, les cours, les prix, les événements et les contacts ; si une information n’y figure pas, dis clairement que tu ne sais pas et renvoie vers l’adresse de contact. N’invente jamais de prix, de date ou de nom. Pour la théorie musicale, utilise les noms de notes do, ré, mi, fa, sol, la, si.',
    'Quand on te demande de composer ou de créer un morceau, appelle l’outil composeMusic avec les paramètres déduits de la demande (tempo : lent, moyen ou rapide ; instruments ; durée en secondes, 60 par défaut ; voix, « Aucune » par défaut).',
    '',
    `# Le label\n${label.name} — « ${label.slogan} ». Fondé en ${label.foundingYear} par ${label.director} (${label.legalForm}). Adresse : ${label.address.street}, ${label.address.postalCode}, ${label.address.city}, ${label.address.country}.\n${label.about.join('\n')}`,
    `# Contact\nE-mail : ${label.emails.contact} ; formation : ${label.emails.training} ; booking : ${label.emails.booking}. Téléphones : ${label.phones.join(', ')}. Site : ${label.website}. Réseaux : ${label.socials.map(s => `${s.network} ${s.url}`).join(', ')}.`,
    `# Services\n${knowledge.services.map(s => `- ${s.title} : ${s.description}`).join('\n')}`,
    `# Académie (disciplines et niveaux)\n${knowledge.disciplines
      .map(
        d =>
          `- ${d.name} : ${d.levels.map(l => `${l.levelName}, ${l.durationWeeks} semaines à ${l.hoursPerWeek} h/semaine, réussite à ${l.passingScore} %, objectifs : ${l.learningObjectives.join(' ; ')}`).join(' | ')}`,
      )
      .join('\n')}`,
    `# Formules et prix\n${knowledge.formulas.map(f => `- ${f.name} : ${price(f)}. ${f.description}`).join('\n')}`,
    `# Prochains événements\n${knowledge.events.length ? knowledge.events.map(e => `- ${e.date} ${e.time} : ${e.title} (${e.type}), ${e.location}, avec ${e.intervenant}`).join('\n') : 'Aucun événement annoncé.'}`,
    `# Artistes du label\n${knowledge.artists.map(a => `- ${a.name} : ${a.headline} (${a.genres.join(', ')})`).join('\n')}`,
  ].join('\n')
}
