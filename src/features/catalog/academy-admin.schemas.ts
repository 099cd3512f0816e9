import { z } from 'zod'
import { parseImageUrl } from '#core/media/image-sizes.ts'
import { assessmentPartsSchema, lessonBlocksSchema, playedShareProblem } from '#lib/music/lesson-blocks.schema.ts'
import { line, lineList, noDuplicates, paragraph, wholeNumber } from '#core/validation/content-rules.ts'

/**
 * What the admin area may change in the academy: disciplines (their ids are fixed: piano, chant, mao,
 * musicologie), the content of their levels (ids stay, so students' enrolments and progress survive),
 * and the formulas with their prices. Shared by the server's validation and the admin forms.
 */

/**
 * Price limits. Amounts are whole units (euros, francs CFA), as orders store them. FCFA amounts are
 * multiples of 5, as mobile money (CinetPay) requires. The two prices of a formula must agree with the
 * fixed parity (1 € = 655.957 FCFA) within a wide margin, which catches a price typed in the wrong box.
 */
export const PRICE_LIMITS = {
  eur: { min: 1, max: 50_000 },
  xaf: { min: 5, max: 33_000_000, step: 5 },
  parity: 655.957,
  /** Accepted FCFA/EUR ratio: the label rounds prices (80 000 FCFA for 120 €), never by this much. */
  ratio: { min: 450, max: 900 },
} as const

const youtubeId = z
  .string({ error: 'Identifiant de vidéo invalide.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{11}$/, 'Identifiant de vidéo YouTube invalide : 11 caractères, comme dQw4w9WgXcQ.')

/** An image of the site (`/media/images/<group>/<name>-<width>.webp`), which pages know how to size. */
export const siteImageUrl = z
  .string({ error: 'Choisissez une image.' })
  .trim()
  .min(1, 'Choisissez une image.')
  .refine(url => parseImageUrl(url) !== null, 'Image invalide : choisissez une image du site.')

export const disciplineInputSchema = z.object({
  name: line('Le nom est obligatoire.', 60, 'Le nom ne peut pas dépasser 60 caractères.'),
  description: paragraph('La description est obligatoire.', 600, 'La description ne peut pas dépasser 600 caractères.'),
  imageUrl: siteImageUrl,
  videoId: z.preprocess(
    value => (typeof value === 'string' && value.trim() === '' ? null : value),
    youtubeId.nullable(),
  ),
})
export type DisciplineInput = z.infer<typeof disciplineInputSchema>

const lessonSchema = z.object({
  lesson: wholeNumber({ label: 'Numéro de leçon', min: 1, max: 500 }),
  title: line(
    'Le titre de la leçon est obligatoire.',
    120,
    'Le titre de la leçon ne peut pas dépasser 120 caractères.',
  ),
  content: paragraph(
    'Le contenu de la leçon est obligatoire.',
    4000,
    'Le contenu de la leçon ne peut pas dépasser 4 000 caractères.',
  ),
  /** The lesson's blocks; without them the content above is the lesson. ABC is checked. */
  blocks: lessonBlocksSchema.optional(),
  /** The level's free lesson ("Leçon d'essai"), open to everyone. */
  free: z.boolean().optional(),
})

const exerciseSchema = z.object({
  title: line(
    'Le titre de l’exercice est obligatoire.',
    120,
    'Le titre de l’exercice ne peut pas dépasser 120 caractères.',
  ),
  instructions: paragraph('La consigne est obligatoire.', 2000, 'La consigne ne peut pas dépasser 2 000 caractères.'),
  solution: paragraph('Le corrigé est obligatoire.', 2000, 'Le corrigé ne peut pas dépasser 2 000 caractères.'),
})

export const levelInputSchema = z
  .object({
    levelName: line('Le nom du niveau est obligatoire.', 60, 'Le nom du niveau ne peut pas dépasser 60 caractères.'),
    durationWeeks: wholeNumber({ label: 'Durée', min: 1, max: 104, unit: 'semaines' }),
    hoursPerWeek: wholeNumber({ label: 'Heures par semaine', min: 1, max: 40, unit: 'h' }),
    learningObjectives: lineList({
      item: 'Objectif',
      maxItems: 20,
      maxLength: 300,
      min: 1,
      tooFew: 'Indiquez au moins un objectif.',
    }),
    syllabus: z
      .array(lessonSchema, { error: 'Liste de leçons attendue.' })
      .min(1, 'Le programme doit compter au moins une leçon.')
      .max(60, 'Le programme ne peut pas dépasser 60 leçons.')
      .superRefine(
        noDuplicates(
          lesson => lesson.lesson,
          lesson => `La leçon ${lesson.lesson} figure deux fois.`,
          'lesson',
        ),
      ),
    exercises: z
      .array(exerciseSchema, { error: 'Liste d’exercices attendue.' })
      .max(40, '40 exercices au plus.')
      .superRefine(
        noDuplicates(
          exercise => exercise.title,
          exercise => `Deux exercices s’appellent « ${exercise.title} ».`,
          'title',
        ),
      ),
    recommendedRepertoire: lineList({ item: 'Répertoire', maxItems: 40, maxLength: 200 }),
    resources: lineList({ item: 'Ressource', maxItems: 40, maxLength: 300 }),
    assessment: z.object({
      type: line(
        'Le type d’évaluation est obligatoire.',
        120,
        'Le type d’évaluation ne peut pas dépasser 120 caractères.',
      ),
      passingCriteria: paragraph(
        'Le critère de réussite est obligatoire.',
        600,
        'Le critère de réussite ne peut pas dépasser 600 caractères.',
      ),
      passingScore: wholeNumber({ label: 'Note de réussite', min: 1, max: 100, unit: '%' }),
    }),
    /** The assessment's performed parts; absent: left as they are. */
    performance: assessmentPartsSchema.optional(),
  })
  .superRefine((level, context) => {
    // Parts left as they are (absent) are checked against the new pass mark by the route.
    const problem = level.performance ? playedShareProblem(level.performance, level.assessment.passingScore) : undefined
    if (problem) context.addIssue({ code: 'custom', path: ['performance'], message: problem })
  })
export type LevelInput = z.infer<typeof levelInputSchema>

/** Why a price is refused, or undefined when it is fine. */
export function priceProblem(value: unknown, currency: 'EUR' | 'XAF'): string | undefined {
  const label = currency === 'EUR' ? 'Le prix en euros' : 'Le prix en FCFA'
  if (value === null || value === undefined || value === '') return `${label} est obligatoire.`
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} doit être un nombre.`
  if (value < 0) return `${label} ne peut pas être négatif.`
  if (!Number.isInteger(value)) {
    return currency === 'EUR'
      ? `${label} doit être un nombre entier d’euros.`
      : `${label} doit être un nombre entier (pas de centimes en FCFA).`
  }
  const limits = currency === 'EUR' ? PRICE_LIMITS.eur : PRICE_LIMITS.xaf
  if (value < limits.min) return `${label} doit être d’au moins ${limits.min}.`
  if (value > limits.max) return `${label} ne peut pas dépasser ${new Intl.NumberFormat('fr-FR').format(limits.max)}.`
  if (currency === 'XAF' && value % PRICE_LIMITS.xaf.step !== 0)
    return `${label} doit être un multiple de 5 (paiement mobile).`
  return undefined
}

/** Why two valid prices disagree, or undefined. */
export function parityProblem(eur: number, xaf: number): string | undefined {
  const ratio = xaf / eur
  if (ratio >= PRICE_LIMITS.ratio.min && ratio <= PRICE_LIMITS.ratio.max) return undefined
  const expected = Math.round((eur * PRICE_LIMITS.parity) / 5) * 5
  return `Les deux prix ne correspondent pas : ${new Intl.NumberFormat('fr-FR').format(eur)} € valent environ ${new Intl.NumberFormat('fr-FR').format(expected)} FCFA (1 € = 655,957 FCFA).`
}

const formulaTextSchema = z.object({
  name: line('Le nom est obligatoire.', 80, 'Le nom ne peut pas dépasser 80 caractères.'),
  description: paragraph('La description est obligatoire.', 500, 'La description ne peut pas dépasser 500 caractères.'),
  features: lineList({
    item: 'Avantage',
    maxItems: 12,
    maxLength: 160,
    min: 1,
    tooFew: 'Indiquez au moins un avantage de la formule.',
  }),
})

type Pricing =
  | { priceEur: number; priceXaf: number; billingCycle: 'mois' | 'unique'; customPriceText: null }
  | { priceEur: null; priceXaf: null; billingCycle: null; customPriceText: string }

const customPriceText = line(
  'Le texte du prix est obligatoire (par exemple « Sur devis »).',
  60,
  'Le texte du prix ne peut pas dépasser 60 caractères.',
)

/** The price part, checked on its own so its messages show together with the other fields'. */
function checkPricing(input: Record<string, unknown>, issue: (path: string, message: string) => void): Pricing | null {
  if (typeof input.onQuote !== 'boolean') {
    issue('onQuote', 'Indiquez si la formule a un prix ou est sur devis.')
    return null
  }
  if (input.onQuote) {
    const text = customPriceText.safeParse(input.customPriceText ?? '')
    if (!text.success) {
      issue('customPriceText', text.error.issues[0]?.message ?? 'Texte invalide.')
      return null
    }
    return { priceEur: null, priceXaf: null, billingCycle: null, customPriceText: text.data }
  }
  const eurProblem = priceProblem(input.priceEur, 'EUR')
  const xafProblem = priceProblem(input.priceXaf, 'XAF')
  const cycle = input.billingCycle
  if (eurProblem) issue('priceEur', eurProblem)
  if (xafProblem) issue('priceXaf', xafProblem)
  if (cycle !== 'mois' && cycle !== 'unique')
    issue('billingCycle', 'Choisissez la facturation : par mois ou paiement unique.')
  if (eurProblem || xafProblem) return null
  const parity = parityProblem(input.priceEur as number, input.priceXaf as number)
  if (parity) issue('priceXaf', parity)
  if (parity || (cycle !== 'mois' && cycle !== 'unique')) return null
  return {
    priceEur: input.priceEur as number,
    priceXaf: input.priceXaf as number,
    billingCycle: cycle,
    customPriceText: null,
  }
}

/**
 * A formula as the form sends it: `onQuote` chooses between a price (EUR and FCFA, monthly or
 * one-off) and a price text. Every field's problem is reported at once.
 */
export const formulaInputSchema = z.unknown().transform((value, context) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    context.addIssue({ code: 'custom', message: 'Formule attendue.' })
    return z.NEVER
  }
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
  const texts = formulaTextSchema.safeParse(value)
  if (!texts.success)
    for (const problem of texts.error.issues)
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message })
  const pricing = checkPricing(value as Record<string, unknown>, issue)
  if (!texts.success || !pricing) return z.NEVER
  return { ...texts.data, ...pricing }
})

export type FormulaInput = {
  name: string
  description: string
  features: string[]
  onQuote: boolean
  priceEur: number | null
  priceXaf: number | null
  billingCycle: 'mois' | 'unique' | null
  customPriceText: string | null
}
export type FormulaValues = z.output<typeof formulaInputSchema>
