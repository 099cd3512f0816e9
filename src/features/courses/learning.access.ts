/**
 * Which course levels each formula opens: the one place that says it, read by the
 * learning API (access to lessons, exercises and the assessment), the notifications sent when a
 * payment opens levels, and the academy page that explains it. Pure data, safe for both sides.
 *
 * - Pack Individuel and Pack Duo are lessons with a teacher; online they open the levels those
 *   lessons cover: every discipline's beginner and intermediate levels.
 * - Formation Hybride, MOOC Complet and Parcours Certifiant open every online level.
 * - A Masterclass is a one-off workshop: it opens no online level.
 *
 * A monthly formula opens its levels while a paid month covers today; a one-off formula for good.
 */
export type FormulaAccess = { levels: 'all' | readonly string[]; summary: string }

export const FORMULA_ACCESS: Record<string, FormulaAccess> = {
  'pack-individuel': {
    levels: ['debutant', 'intermediaire'],
    summary: 'les niveaux débutant et intermédiaire de toutes les disciplines, tant que le mois est payé',
  },
  'pack-duo': {
    levels: ['debutant', 'intermediaire'],
    summary:
      'les niveaux débutant et intermédiaire de toutes les disciplines, pour chacun des deux élèves, tant que le mois est payé',
  },
  'formation-hybride': {
    levels: 'all',
    summary: 'tous les niveaux en ligne de toutes les disciplines, tant que le mois est payé',
  },
  'mooc-complet': { levels: 'all', summary: 'tous les niveaux en ligne de toutes les disciplines, à vie' },
  masterclass: { levels: [], summary: 'aucun niveau en ligne : c’est un stage en présentiel' },
  'parcours-certifiant': {
    levels: 'all',
    summary: 'tous les niveaux en ligne de toutes les disciplines, pendant le parcours',
  },
}

/** Whether a formula opens a level (level ids are the same in every discipline: 'debutant', 'intermediaire', 'avance'). */
export function formulaOpensLevel(formulaId: string, levelId: string): boolean {
  const access = FORMULA_ACCESS[formulaId]
  if (!access) return false
  return access.levels === 'all' || access.levels.includes(levelId)
}

/** The formulas that open a level, in the order given (the academy's order). */
export function formulasOpening(formulaIds: readonly string[], levelId: string): string[] {
  return formulaIds.filter(formulaId => formulaOpensLevel(formulaId, levelId))
}

/** `disciplineId/levelId`, how the learning feature names a level. */
export const levelKey = (disciplineId: string, levelId: string) => `${disciplineId}/${levelId}`

/** The levels (as keys) a set of formulas opens, among the levels that exist. */
export function levelsOpenedBy(
  formulaIds: readonly string[],
  levels: readonly { disciplineId: string; levelId: string }[],
): Set<string> {
  const open = new Set<string>()
  for (const level of levels) {
    if (formulaIds.some(formulaId => formulaOpensLevel(formulaId, level.levelId)))
      open.add(levelKey(level.disciplineId, level.levelId))
  }
  return open
}

/** French texts of the learning feature that the pages and the API share (tests assert them). */
export const LEARNING_MESSAGES = {
  notEnrolled:
    'Les leçons, les exercices et l’évaluation de ce niveau sont réservés aux élèves inscrits à une formule qui l’ouvre.',
  tryFirst: 'Essayez d’abord l’exercice : écrivez votre réponse ou indiquez que vous avez essayé.',
  alreadyPassed: 'Vous avez déjà réussi ce niveau : votre certificat est disponible.',
  unknownCertificate: 'Aucun certificat ne porte ce code. Vérifiez qu’il est recopié sans erreur.',
  revokedCertificate: 'Ce certificat a été révoqué : il n’est plus valable.',
  practiceFirst:
    'Cette leçon se termine en réussissant ses exercices de pratique : atteignez le seuil de chacun, elle sera marquée comme terminée.',
  /** The API's one answer to a visitor without a session (spec §5). */
  signInForLesson: 'Utilisateur non connecté.',
  wrongPracticeKind: 'Cet essai ne correspond pas au type de l’exercice.',
  oneHand: 'Un essai d’une seule main sert à s’entraîner : cet exercice se valide en jouant les deux mains ensemble.',
  revokedRetake: 'Votre certificat de ce niveau a été révoqué : contactez l’académie pour repasser l’évaluation.',
  unknownAttempt: 'Cette évaluation est introuvable.',
  noRecordingConsent:
    'Vous n’avez pas accepté que votre enregistrement soit conservé pour cette évaluation : il n’est pas envoyé.',
  unknownPart: 'Cette partie de l’évaluation n’a pas été jouée.',
  recordingTooLate: 'L’enregistrement doit être envoyé juste après l’évaluation.',
  recordingExists: 'Cette partie est déjà enregistrée.',
  recordingType: 'Enregistrement non pris en charge : envoyez l’audio du navigateur (WebM, Ogg, MP4/M4A ou WAV).',
  recordingTooLarge: 'L’enregistrement dépasse 8 Mo.',
  recordingMissing: 'Joignez l’enregistrement (champ « file »).',
  unknownRecording: 'Enregistrement introuvable.',
  recordingForbidden: 'Cet enregistrement est réservé à l’élève, à ses professeurs et à l’équipe de l’académie.',
  recordingRequired:
    'Les parties jouées de l’évaluation sont enregistrées : un professeur écoute l’enregistrement avant de délivrer le certificat. Acceptez l’enregistrement pour envoyer votre prestation.',
  reviewPending:
    'Votre évaluation réussie attend la validation d’un professeur : vous recevrez un message dès qu’il aura écouté vos enregistrements.',
  reviewDecided: 'Cette évaluation a déjà été traitée.',
  reviewNotPending: 'Cette évaluation n’attend pas de validation : ses enregistrements ne sont pas tous arrivés.',
  reviewForbidden:
    'Seuls les professeurs de cette discipline et l’équipe de l’académie valident les évaluations de ce niveau.',
  reviewOwn: 'Vous ne pouvez pas valider votre propre évaluation.',
  refuseWhy: 'Dites à l’élève ce qui manque (10 caractères au moins) : il pourra repasser l’évaluation.',
  reloadAssessment:
    'La page de l’évaluation n’est plus à jour : rechargez-la, jouez vos parties, puis répondez au quiz.',
  fasterThanPlayed:
    'Vos parties jouées arrivent plus vite qu’elles ne se jouent à leur tempo depuis l’ouverture de l’évaluation : ce n’est pas une prestation. Rejouez-les, puis envoyez l’évaluation.',
} as const

/** French list of lesson numbers: « la leçon 4 », « les leçons 3, 4 et 7 » (the first six, then how many more). */
function lessonList(numbers: readonly number[]): string {
  if (numbers.length === 1) return `la leçon ${numbers[0]}`
  const shown = numbers.slice(0, 6)
  const more = numbers.length - shown.length
  if (more > 0) return `les leçons ${shown.join(', ')} et ${more} autre${more > 1 ? 's' : ''}`
  return `les leçons ${shown.slice(0, -1).join(', ')} et ${shown.at(-1)}`
}

/** Why the assessment is not open yet: the lessons of the level still to finish. */
export function lessonsFirstMessage(missing: readonly number[], total: number): string {
  return `L’évaluation s’ouvre quand les ${total} leçons du niveau sont terminées : il vous reste ${lessonList(missing)}.`
}

/** Why a performed part was refused before grading (`reason` comes from `implausibility`). */
export function implausibleMessage(partTitle: string, reason: string): string {
  return `Prestation refusée pour « ${partTitle} » : ${reason}. Rejouez la partie au clavier ou au micro ; un professeur écoute l’enregistrement avant tout certificat.`
}

/**
 * How a certificate was earned, as the verification page and the PDF state it: the performed parts
 * heard by a teacher, measured by the student's browser alone (certificates issued before teachers
 * validated them), or none (the quiz alone, graded by the server).
 */
export function certificateEvidence(performedParts: 'validated' | 'self-graded' | null): string {
  if (performedParts === 'validated')
    return 'Parties jouées écoutées et validées par un professeur de l’académie ; quiz noté par l’académie.'
  if (performedParts === 'self-graded')
    return 'Parties jouées notées d’après les mesures du navigateur de l’élève, sans écoute d’un professeur ; quiz noté par l’académie.'
  return 'Quiz noté par l’académie.'
}
