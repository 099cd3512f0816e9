import { formatNumber } from './french.ts'
import type { TutorKnowledge } from './knowledge.ts'

/**
 * Knowledge-base answers carry the figures the label can change as fields, filled from the live
 * data: `{prix:pack-duo}`, `{duree:piano/debutant}`, `{heures:…}`, `{reussite:…}`,
 * `{email:contact|training|booking}`, `{telephone}`, `{adresse}`.
 */
export function fillFields(text: string, knowledge: TutorKnowledge): string | null {
  let missing = false
  const filled = text.replace(/\{(\w+)(?::([\w/-]+))?\}/g, (whole, kind: string, key?: string) => {
    const value = field(kind, key, knowledge)
    if (value === undefined) missing = true
    return value ?? whole
  })
  return missing ? null : filled
}

export function formulaPrice(formula: TutorKnowledge['formulas'][number]): string {
  if (!formula.price) return formula.customPriceText ?? 'prix sur demande'
  const cycle =
    formula.billingCycle === 'mois' ? ' par mois' : formula.billingCycle === 'unique' ? ' en paiement unique' : ''
  return `${formatNumber(formula.price.eur)} € (${formatNumber(formula.price.xaf)} FCFA)${cycle}`
}

function field(kind: string, key: string | undefined, knowledge: TutorKnowledge): string | undefined {
  const { label } = knowledge
  switch (kind) {
    case 'prix': {
      const formula = knowledge.formulas.find(candidate => candidate.id === key)
      return formula && formulaPrice(formula)
    }
    case 'duree':
    case 'heures':
    case 'reussite': {
      const [disciplineId, levelId] = (key ?? '').split('/')
      const level = knowledge.disciplines
        .find(discipline => discipline.id === disciplineId)
        ?.levels.find(candidate => candidate.id === levelId)
      if (!level) return undefined
      return String(
        kind === 'duree' ? level.durationWeeks : kind === 'heures' ? level.hoursPerWeek : level.passingScore,
      )
    }
    case 'email':
      return key === 'contact' || key === 'training' || key === 'booking' ? label.emails[key] : undefined
    case 'telephone':
      return label.phones.join(' ou ')
    case 'adresse':
      return `${label.address.street}, ${label.address.postalCode}, ${label.address.city} (${label.address.country})`
    default:
      return undefined
  }
}
