/**
 * What each formula gives and the rules of booking, shared by the server and the pages.
 */

/** The academy's disciplines (spec ids). */
export const DISCIPLINE_IDS = ['piano', 'chant', 'mao', 'musicologie'] as const

export type CreditKind = 'individual' | 'duo' | 'workshop' | 'followup' | 'orientation'
export type LessonPlace = 'studio' | 'online'

export const CREDIT_KINDS: readonly CreditKind[] = ['individual', 'duo', 'workshop', 'followup', 'orientation']

export const KIND_LABELS: Record<CreditKind, string> = {
  individual: 'Cours individuel',
  duo: 'Cours en duo',
  workshop: 'Atelier collectif',
  followup: 'Séance de suivi en visio',
  orientation: 'Entretien d’orientation',
}

export const PLACE_LABELS: Record<LessonPlace, string> = {
  studio: 'Au studio (Akwa, Douala)',
  online: 'En ligne (visio)',
}

/** Length of each kind of lesson, in minutes (a workshop's own length is set when it is created). */
export const KIND_DURATIONS: Record<CreditKind, number> = {
  individual: 60,
  duo: 90,
  workshop: 120,
  followup: 60,
  orientation: 60,
}

/** Kinds the student books in a teacher's free slots (workshops are joined instead). */
export const SLOT_KINDS = ['individual', 'duo', 'followup', 'orientation'] as const
export type SlotKind = (typeof SLOT_KINDS)[number]

/** Follow-ups and interviews are held online; individual and duo lessons where the slot is. */
export const ONLINE_ONLY_KINDS: readonly CreditKind[] = ['followup']

export type Grant = { kind: CreditKind; quantity: number }

/** Credits created by one paid period of each formula (as the spec's formulas say). */
export const FORMULA_GRANTS: Record<string, readonly Grant[]> = {
  'pack-individuel': [{ kind: 'individual', quantity: 4 }],
  'pack-duo': [{ kind: 'duo', quantity: 4 }],
  'formation-hybride': [
    { kind: 'workshop', quantity: 2 },
    { kind: 'followup', quantity: 1 },
  ],
  'parcours-certifiant': [{ kind: 'orientation', quantity: 1 }],
}

/** One-off formulas (no monthly period): their credits last this long after payment. */
export const ONE_OFF_VALIDITY_DAYS = 90

/** A booking can be cancelled or moved with its credit back until this long before the lesson. */
export const FREE_CHANGE_HOURS = 24
export const FREE_CHANGE_MS = FREE_CHANGE_HOURS * 3600_000

/** A lesson is booked (or moved) at least this long before it starts: the teacher has time to prepare. */
export const MIN_NOTICE_HOURS = 12
export const MIN_NOTICE_MS = MIN_NOTICE_HOURS * 3600_000

/** How far ahead free slots are offered. */
export const BOOKING_HORIZON_DAYS = 28

/** Teachers answer a correction within 72 h. */
export const CORRECTION_HOURS = 72

/** Workshops seat 8 to 15 students. */
export const WORKSHOP_MIN_CAPACITY = 8
export const WORKSHOP_MAX_CAPACITY = 15

/** The length of the busy blocks (and the grid of lesson start times). */
export const BLOCK_MINUTES = 30

export const FIRST_AVAILABLE = 'premier'

export const TEACHING_MESSAGES = {
  pastSlot: 'Ce créneau est déjà passé : choisissez-en un autre.',
  slotTaken: 'Ce créneau vient d’être réservé par quelqu’un d’autre. Voici les créneaux encore libres.',
  slotUnavailable: 'Ce créneau ne fait pas partie des disponibilités du professeur.',
  noCredit:
    'Vous n’avez pas de crédit de cours valable pour ce créneau. Réglez une formule ou attendez le renouvellement.',
  bookingNotFound: 'Réservation introuvable.',
  lessonNotFound: 'Cours introuvable.',
  notYourLesson: 'Ce cours n’est pas le vôtre.',
  teacherNotFound: 'Professeur introuvable.',
  lessonStarted: 'Ce cours a déjà commencé : il ne peut plus être modifié.',
  tooLateToMove: 'Moins de 24 h avant le cours, il ne peut plus être déplacé.',
  studentBusy: 'Vous avez déjà un cours à cette heure-là : choisissez un autre créneau.',
  lessonChanged: 'Ce cours vient d’être modifié : rechargez la page pour voir son horaire actuel.',
  notCancellable: 'Cette réservation est déjà annulée.',
  overlap: 'Cette disponibilité chevauche une disponibilité existante.',
  grid: 'Les horaires se choisissent par demi-heure (9:00, 9:30…).',
  notStartedYet: 'Le cours n’a pas encore eu lieu : la présence se note après son début.',
  workshopFull: 'L’atelier est complet : vous êtes sur la liste d’attente.',
  alreadyBooked: 'Vous êtes déjà inscrit à ce cours.',
  notExcusable: 'Seule une annulation tardive peut être excusée.',
  invitationNotFound: 'Invitation introuvable ou déjà utilisée.',
  notDuo: 'Seul un Pack Duo se partage avec un second élève.',
  selfInvite: 'Invitez un autre élève que vous-même.',
  correctionNotFound: 'Correction introuvable.',
  correctionEmpty: 'Joignez une réponse : un texte, un enregistrement ou un fichier.',
  replyEmpty: 'Répondez par un texte, un enregistrement, ou les deux.',
  noTeacher: 'Aucun professeur n’enseigne encore cette discipline.',
  tooSoon: `Réservez au moins ${MIN_NOTICE_HOURS} heures à l’avance : ce créneau est trop proche. Choisissez-en un plus tard.`,
  correctionTeacher: 'Choisissez un professeur qui enseigne cette discipline.',
  correctionNeedsConfirmedEmail:
    'Confirmez d’abord votre adresse e-mail : ouvrez le lien reçu par e-mail, ou demandez-en un nouveau avec « Renvoyer le lien ».',
  correctionNeedsFormula:
    'La correction d’exercices est comprise dans les formules avec professeur : Pack Individuel, Pack Duo, Formation Hybride et Parcours Certifiant.',
  correctionQuota:
    'Vous avez atteint le maximum d’exercices envoyés en 30 jours (30 exercices, 100 Mo de fichiers). Votre professeur vous répond d’abord sur ceux-là.',
  correctionFileForbidden: 'Ce fichier est réservé à l’élève, à son professeur et à l’équipe pédagogique.',
} as const

/** The formulas that come with a teacher, and so with corrections of exercises. */
export const CORRECTION_FORMULAS: readonly string[] = [
  'pack-individuel',
  'pack-duo',
  'formation-hybride',
  'parcours-certifiant',
]
