import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from './setup/accounts.ts'
import { createTestApp, TEST_ORIGIN } from './setup/test-app.ts'

/**
 * Every endpoint that is not public, called as each kind of caller. The Admin role is checked by the
 * server, never only in the browser. Add each new protected endpoint here.
 */
type Caller = 'anonymous' | 'Élève' | 'client' | 'Admin' | 'Professeur'
type Case = {
  method: string
  path: string
  body?: unknown
  /** The 'Professeur' column is given for the teaching endpoints; elsewhere a teacher is not asked. */
  expected: Record<Exclude<Caller, 'Professeur'>, number> & Partial<Record<'Professeur', number>>
  anonymousMessage?: string
}

const SIGNED_IN = { anonymous: 401, Élève: 200, client: 200, Admin: 200 }
const ADMIN_ONLY = { anonymous: 401, Élève: 403, client: 403, Admin: 200 }
/** Admin-only endpoints called on a record that does not exist: the Admin gets past the guard (404). */
const ADMIN_ONLY_UNKNOWN = { anonymous: 401, Élève: 403, client: 403, Admin: 404 }

const SIGNED_IN_ALL = { ...SIGNED_IN, Professeur: 200 }
const ADMIN_ONLY_ALL = { ...ADMIN_ONLY, Professeur: 403 }
const TEACHER_ONLY = { anonymous: 401, Élève: 403, client: 403, Admin: 403, Professeur: 200 }
const LATER = '2099-01-05T09:00:00.000Z'
const UNKNOWN = '00000000-0000-4000-8000-000000000001'
const TEACHING_CASES: Case[] = [
  { method: 'GET', path: '/api/teaching/me', expected: SIGNED_IN_ALL },
  { method: 'GET', path: '/api/teaching/slots?discipline=piano', expected: SIGNED_IN_ALL },
  { method: 'GET', path: '/api/teaching/workshops', expected: SIGNED_IN_ALL },
  {
    method: 'POST',
    path: '/api/teaching/bookings',
    body: { discipline: 'piano', teacherId: 'premier', kind: 'individual', startsAt: LATER },
    // Nobody teaches yet, so no slot: refused past the guard, in French.
    expected: { anonymous: 401, Élève: 409, client: 409, Admin: 409, Professeur: 409 },
  },
  ...(['cancel', 'move'] as const).map(action => ({
    method: 'POST',
    path: `/api/teaching/bookings/${UNKNOWN}/${action}`,
    body: action === 'move' ? { startsAt: LATER } : {},
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404, Professeur: 404 },
  })),
  {
    method: 'POST',
    path: `/api/teaching/workshops/${UNKNOWN}/join`,
    body: {},
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404, Professeur: 404 },
  },
  {
    method: 'POST',
    path: `/api/teaching/entitlements/${UNKNOWN}/partner`,
    body: { email: 'ami@exemple.cm' },
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404, Professeur: 404 },
  },
  {
    method: 'POST',
    path: '/api/teaching/invitations/accept',
    body: { token: 'aaaaaaaaaaaaaaaaaaaaaaaa' },
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404, Professeur: 404 },
  },
  { method: 'GET', path: '/api/teaching/corrections', expected: SIGNED_IN_ALL },
  { method: 'GET', path: '/api/teaching/reports', expected: SIGNED_IN_ALL },
  {
    method: 'GET',
    path: `/api/teaching/reports/${UNKNOWN}`,
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404, Professeur: 404 },
  },
  {
    method: 'POST',
    path: '/api/teaching/corrections',
    body: {},
    // Without a formula that includes a teacher: refused (403); the admin passes the guards, and the
    // JSON body instead of a form is refused past them (400).
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 400, Professeur: 403 },
  },
  {
    method: 'GET',
    path: `/api/teaching/corrections/${UNKNOWN}/attachment`,
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404, Professeur: 404 },
  },
  { method: 'GET', path: '/api/teacher/profile', expected: TEACHER_ONLY },
  {
    method: 'PUT',
    path: '/api/teacher/profile',
    body: {
      displayName: 'Prof Matrice',
      photoUrl: null,
      bio: '',
      disciplines: ['piano'],
      languages: ['Français'],
      meetingUrl: null,
      published: false,
    },
    expected: TEACHER_ONLY,
  },
  { method: 'GET', path: '/api/teacher/availability', expected: TEACHER_ONLY },
  // The assessment recordings of the teacher's students.
  { method: 'GET', path: '/api/teacher/recordings', expected: TEACHER_ONLY },
  { method: 'GET', path: `/api/teacher/recordings/${UNKNOWN}`, expected: { ...TEACHER_ONLY, Professeur: 404 } },
  // Performed assessments waiting for a teacher of their discipline (none without a profile's disciplines).
  { method: 'GET', path: '/api/teacher/reviews', expected: TEACHER_ONLY },
  {
    method: 'GET',
    path: `/api/teacher/reviews/recordings/${UNKNOWN}`,
    expected: { ...TEACHER_ONLY, Professeur: 404 },
  },
  {
    method: 'POST',
    path: `/api/teacher/reviews/${UNKNOWN}`,
    body: { decision: 'validate' },
    expected: { ...TEACHER_ONLY, Professeur: 404 },
  },
  {
    method: 'POST',
    path: '/api/teacher/availability',
    body: { weekday: 1, start: '09:00', end: '10:00', place: 'studio' },
    expected: { ...TEACHER_ONLY, Professeur: 201 },
  },
  { method: 'DELETE', path: `/api/teacher/availability/${UNKNOWN}`, expected: { ...TEACHER_ONLY, Professeur: 404 } },
  {
    method: 'POST',
    path: '/api/teacher/absences',
    body: { from: '2099-01-05', to: '2099-01-06', reason: 'Congés' },
    expected: { ...TEACHER_ONLY, Professeur: 201 },
  },
  { method: 'DELETE', path: `/api/teacher/absences/${UNKNOWN}`, expected: { ...TEACHER_ONLY, Professeur: 404 } },
  { method: 'GET', path: '/api/teacher/lessons', expected: TEACHER_ONLY },
  {
    method: 'POST',
    path: `/api/teacher/lessons/${UNKNOWN}/cancel`,
    body: {},
    expected: { ...TEACHER_ONLY, Professeur: 404 },
  },
  {
    method: 'PUT',
    path: `/api/teacher/lessons/${UNKNOWN}/report`,
    body: { notes: 'Bien', homework: null, attendance: [] },
    expected: { ...TEACHER_ONLY, Professeur: 404 },
  },
  {
    method: 'POST',
    path: `/api/teacher/bookings/${UNKNOWN}/excuse`,
    body: {},
    expected: { ...TEACHER_ONLY, Professeur: 404 },
  },
  {
    method: 'POST',
    path: '/api/teacher/workshops',
    body: {
      discipline: 'piano',
      title: 'Atelier',
      startsAt: LATER,
      durationMinutes: 120,
      capacity: 10,
      place: 'studio',
    },
    expected: { ...TEACHER_ONLY, Professeur: 201 },
  },
  { method: 'GET', path: '/api/teacher/corrections', expected: TEACHER_ONLY },
  // The profile photo: multipart only (a JSON body is refused once the role is checked).
  { method: 'POST', path: '/api/teacher/photo', body: {}, expected: { ...TEACHER_ONLY, Professeur: 400 } },
  { method: 'POST', path: '/api/teacher/corrections/answer', body: {}, expected: { ...TEACHER_ONLY, Professeur: 400 } },
  { method: 'GET', path: '/api/admin/teaching/calendar', expected: ADMIN_ONLY_ALL },
  { method: 'GET', path: '/api/admin/teaching/credits', expected: ADMIN_ONLY_ALL },
  { method: 'GET', path: '/api/admin/teaching/stats', expected: ADMIN_ONLY_ALL },
  { method: 'GET', path: '/api/admin/teaching/closures', expected: ADMIN_ONLY_ALL },
  {
    method: 'POST',
    path: '/api/admin/teaching/closures',
    body: { day: '2099-12-25', label: 'Noël' },
    expected: { ...ADMIN_ONLY_ALL, Admin: 201 },
  },
  { method: 'DELETE', path: '/api/admin/teaching/closures/2099-12-26', expected: { ...ADMIN_ONLY_ALL, Admin: 404 } },
  {
    method: 'POST',
    path: `/api/admin/teaching/lessons/${UNKNOWN}/cancel`,
    body: {},
    expected: { ...ADMIN_ONLY_ALL, Admin: 404 },
  },
  {
    method: 'POST',
    path: '/api/admin/teaching/credits',
    body: { studentId: 'eleve-fantome', kind: 'individual', delta: 1, expiresAt: '2099-01-31', note: 'Matrice' },
    expected: { ...ADMIN_ONLY_ALL, Admin: 404 },
  },
]

const ENROL_MESSAGE = 'Vous devez être connecté pour vous inscrire.'
const NOBODY = '00000000-0000-4000-8000-000000000000'

/** Admin writes of the academy, the label and testimonials: valid bodies, refused to all but the Admin. */
const FORMULA = {
  name: 'Formule matrice',
  description: 'Essai.',
  onQuote: false,
  priceEur: 100,
  priceXaf: 65600,
  billingCycle: 'mois',
  features: ['Un avantage'],
}
const LEVEL = {
  levelName: 'Débutant',
  durationWeeks: 12,
  hoursPerWeek: 2,
  learningObjectives: ['Lire une partition'],
  syllabus: [{ lesson: 1, title: 'Posture', content: 'Assise et mains.' }],
  exercises: [],
  recommendedRepertoire: [],
  resources: [],
  assessment: { type: 'Audition', passingCriteria: 'Au moins 75 %.', passingScore: 75 },
}
const ADMIN_NOT_FOUND = { anonymous: 401, Élève: 403, client: 403, Admin: 404 }
const ADMIN_SITE_CASES: Case[] = [
  { method: 'GET', path: '/api/admin/academy/disciplines', expected: ADMIN_ONLY },
  {
    method: 'PUT',
    path: '/api/admin/academy/disciplines/order',
    body: { ids: ['piano'] },
    expected: { ...ADMIN_NOT_FOUND, Admin: 400 },
  },
  {
    method: 'PUT',
    path: '/api/admin/academy/disciplines/discipline-fantome',
    body: { name: 'Piano', description: 'Cours.', imageUrl: '/media/images/disciplines/piano-800.webp', videoId: null },
    expected: ADMIN_NOT_FOUND,
  },
  {
    method: 'PUT',
    path: '/api/admin/academy/disciplines/discipline-fantome/levels/order',
    body: { ids: ['debutant'] },
    expected: ADMIN_NOT_FOUND,
  },
  {
    method: 'PUT',
    path: '/api/admin/academy/disciplines/discipline-fantome/levels/debutant',
    body: LEVEL,
    expected: ADMIN_NOT_FOUND,
  },
  { method: 'GET', path: '/api/admin/academy/formulas', expected: ADMIN_ONLY },
  { method: 'POST', path: '/api/admin/academy/formulas', body: FORMULA, expected: { ...ADMIN_ONLY, Admin: 201 } },
  {
    method: 'PUT',
    path: '/api/admin/academy/formulas/order',
    body: { ids: ['formule-fantome'] },
    expected: { ...ADMIN_NOT_FOUND, Admin: 400 },
  },
  { method: 'PUT', path: '/api/admin/academy/formulas/formule-fantome', body: FORMULA, expected: ADMIN_NOT_FOUND },
  { method: 'DELETE', path: '/api/admin/academy/formulas/formule-fantome', expected: ADMIN_NOT_FOUND },
  { method: 'GET', path: '/api/admin/label', expected: ADMIN_ONLY },
  { method: 'PUT', path: '/api/admin/label/info', body: { name: 'x' }, expected: { ...ADMIN_NOT_FOUND, Admin: 400 } },
  {
    method: 'PUT',
    path: '/api/admin/label/press-kit',
    body: { headline: 'Titre', shortText: 'Texte', assets: [] },
    expected: ADMIN_ONLY,
  },
  {
    method: 'PUT',
    path: '/api/admin/label/booking',
    body: { title: 'Titre', ctaText: 'Texte', contactEmail: 'booking@exemple.cm' },
    expected: ADMIN_ONLY,
  },
  {
    method: 'POST',
    path: '/api/admin/label/services',
    body: { title: 'Service matrice', description: 'Essai.' },
    expected: { ...ADMIN_ONLY, Admin: 201 },
  },
  {
    method: 'PUT',
    path: '/api/admin/label/services/order',
    body: { ids: ['service-fantome'] },
    expected: { ...ADMIN_NOT_FOUND, Admin: 400 },
  },
  {
    method: 'PUT',
    path: '/api/admin/label/services/service-fantome',
    body: { title: 'Titre', description: 'Texte' },
    expected: ADMIN_NOT_FOUND,
  },
  { method: 'DELETE', path: '/api/admin/label/services/service-fantome', expected: ADMIN_NOT_FOUND },
  {
    method: 'POST',
    path: '/api/admin/label/news',
    body: { title: 'Actualité matrice', summary: 'Essai.', date: '2026-01-15', link: '/label' },
    expected: { ...ADMIN_ONLY, Admin: 201 },
  },
  {
    method: 'PUT',
    path: '/api/admin/label/news/actualite-fantome',
    body: { title: 'Titre', summary: 'Texte', date: '2026-01-15', link: '/label' },
    expected: ADMIN_NOT_FOUND,
  },
  { method: 'DELETE', path: '/api/admin/label/news/actualite-fantome', expected: ADMIN_NOT_FOUND },
  { method: 'GET', path: '/api/admin/testimonials', expected: ADMIN_ONLY },
  {
    method: 'POST',
    path: '/api/admin/testimonials',
    body: { author: 'Matrice', role: 'Client', quote: 'Essai.', type: 'client', published: false },
    expected: { ...ADMIN_ONLY, Admin: 201 },
  },
  {
    method: 'PUT',
    path: '/api/admin/testimonials/order',
    body: { ids: ['temoignage-fantome'] },
    expected: { ...ADMIN_NOT_FOUND, Admin: 400 },
  },
  {
    method: 'PUT',
    path: '/api/admin/testimonials/temoignage-fantome',
    body: { author: 'Matrice', role: 'Client', quote: 'Essai.', type: 'client', published: true },
    expected: ADMIN_NOT_FOUND,
  },
  {
    method: 'PUT',
    path: '/api/admin/testimonials/temoignage-fantome/publication',
    body: { published: false },
    expected: ADMIN_NOT_FOUND,
  },
  { method: 'DELETE', path: '/api/admin/testimonials/temoignage-fantome', expected: ADMIN_NOT_FOUND },
]

const CASES: Case[] = [
  { method: 'GET', path: '/api/account/profile', expected: SIGNED_IN },
  { method: 'PATCH', path: '/api/account/profile', body: { name: 'Nouveau nom' }, expected: SIGNED_IN },
  {
    method: 'PUT',
    path: '/api/account/preferences',
    body: { newBlog: true, newEvents: false, recommendations: true },
    expected: SIGNED_IN,
  },
  { method: 'GET', path: '/api/account/export', expected: SIGNED_IN },
  // A wrong current password: signed-in callers reach the check (400), anonymous ones do not.
  {
    method: 'POST',
    path: '/api/account/password',
    body: { currentPassword: 'pas-le-bon-mdp', newPassword: 'Nouveau-balafon-2026' },
    expected: { anonymous: 401, Élève: 400, client: 400, Admin: 400 },
  },
  {
    method: 'DELETE',
    path: '/api/account',
    body: { password: 'pas-le-bon-mdp' },
    expected: { anonymous: 401, Élève: 400, client: 400, Admin: 400 },
  },
  // Nobody owns this creation: signed-in callers get past the guard and learn nothing (404).
  {
    method: 'DELETE',
    path: '/api/account/creations/00000000-0000-4000-8000-000000000000',
    body: {},
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404 },
  },
  {
    method: 'POST',
    path: '/api/account/creations',
    // A piece someone else composed (no claim): nobody may save it.
    body: { prompt: 'Un essai', url: '/media/generated/matrix-piece.mp3' },
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 403 },
  },
  {
    method: 'PUT',
    path: '/api/account/creations/00000000-0000-4000-8000-000000000000/publication',
    body: { published: true },
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404 },
  },
  { method: 'GET', path: '/api/notifications', expected: SIGNED_IN },
  { method: 'POST', path: '/api/notifications/read-all', body: {}, expected: SIGNED_IN },
  { method: 'GET', path: '/api/admin/overview?period=90', expected: ADMIN_ONLY },
  { method: 'POST', path: `/api/admin/jobs/${NOBODY}/retry`, body: {}, expected: ADMIN_ONLY_UNKNOWN },
  { method: 'GET', path: '/api/admin/accounts/users?q=test', expected: ADMIN_ONLY },
  {
    method: 'PUT',
    path: '/api/admin/accounts/users/personne/role',
    body: { role: 'Admin' },
    expected: ADMIN_ONLY_UNKNOWN,
  },
  { method: 'GET', path: '/api/admin/comments?status=pending', expected: ADMIN_ONLY },
  {
    method: 'PUT',
    path: `/api/admin/comments/${NOBODY}/status`,
    body: { status: 'hidden' },
    expected: ADMIN_ONLY_UNKNOWN,
  },
  { method: 'DELETE', path: `/api/admin/comments/${NOBODY}`, body: {}, expected: ADMIN_ONLY_UNKNOWN },
  { method: 'GET', path: '/api/admin/contact/messages', expected: ADMIN_ONLY },
  { method: 'GET', path: `/api/admin/contact/messages/${NOBODY}`, expected: ADMIN_ONLY_UNKNOWN },
  {
    method: 'PUT',
    path: `/api/admin/contact/messages/${NOBODY}/status`,
    body: { status: 'handled' },
    expected: ADMIN_ONLY_UNKNOWN,
  },
  { method: 'GET', path: '/api/admin/contact/bookings', expected: ADMIN_ONLY },
  { method: 'GET', path: `/api/admin/contact/bookings/${NOBODY}`, expected: ADMIN_ONLY_UNKNOWN },
  {
    method: 'PUT',
    path: `/api/admin/contact/bookings/${NOBODY}/status`,
    body: { status: 'handled' },
    expected: ADMIN_ONLY_UNKNOWN,
  },
  { method: 'GET', path: '/api/admin/orders', expected: ADMIN_ONLY },
  { method: 'GET', path: `/api/admin/orders/${NOBODY}`, expected: ADMIN_ONLY_UNKNOWN },
  { method: 'GET', path: '/api/admin/quotes', expected: ADMIN_ONLY },
  { method: 'GET', path: `/api/admin/quotes/${NOBODY}`, expected: ADMIN_ONLY_UNKNOWN },
  {
    method: 'PUT',
    path: `/api/admin/quotes/${NOBODY}/status`,
    body: { status: 'handled' },
    expected: ADMIN_ONLY_UNKNOWN,
  },
  { method: 'GET', path: '/api/admin/audit-log', expected: ADMIN_ONLY },
  // Uploads are multipart: the admin gets past the guard to the French 400 about the format.
  { method: 'POST', path: '/api/admin/uploads/image', body: {}, expected: { ...ADMIN_ONLY, Admin: 400 } },
  { method: 'POST', path: '/api/admin/uploads/audio', body: {}, expected: { ...ADMIN_ONLY, Admin: 400 } },
  { method: 'GET', path: '/api/admin/media', expected: ADMIN_ONLY },
  // Lesson videos: the body is the file itself; `{}` is no video, so the admin gets the French 400.
  { method: 'POST', path: '/api/admin/lesson-videos', body: {}, expected: { ...ADMIN_ONLY, Admin: 400 } },
  { method: 'GET', path: '/api/admin/lesson-videos', expected: ADMIN_ONLY },
  { method: 'GET', path: `/api/admin/lesson-videos/${UNKNOWN}`, expected: ADMIN_ONLY_UNKNOWN },
  { method: 'DELETE', path: `/api/admin/lesson-videos/${UNKNOWN}`, expected: ADMIN_ONLY_UNKNOWN },
  { method: 'GET', path: '/api/admin/blog/posts', expected: ADMIN_ONLY },
  // Unknown post: the admin gets past the guard to the 404; an empty body to the French 400.
  { method: 'GET', path: '/api/admin/blog/posts/article-fantome', expected: { ...ADMIN_ONLY, Admin: 404 } },
  { method: 'POST', path: '/api/admin/blog/posts', body: {}, expected: { ...ADMIN_ONLY, Admin: 400 } },
  { method: 'PUT', path: '/api/admin/blog/posts/article-fantome', body: {}, expected: { ...ADMIN_ONLY, Admin: 400 } },
  {
    method: 'DELETE',
    path: '/api/admin/blog/posts/article-fantome',
    body: {},
    expected: { ...ADMIN_ONLY, Admin: 404 },
  },
  { method: 'GET', path: '/api/admin/events', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/events/evenement-fantome', expected: { ...ADMIN_ONLY, Admin: 404 } },
  { method: 'POST', path: '/api/admin/events', body: {}, expected: { ...ADMIN_ONLY, Admin: 400 } },
  { method: 'PUT', path: '/api/admin/events/evenement-fantome', body: {}, expected: { ...ADMIN_ONLY, Admin: 400 } },
  { method: 'DELETE', path: '/api/admin/events/evenement-fantome', body: {}, expected: { ...ADMIN_ONLY, Admin: 404 } },
  { method: 'GET', path: '/api/admin/artists', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/artists/artiste-fantome', expected: { ...ADMIN_ONLY, Admin: 404 } },
  { method: 'POST', path: '/api/admin/artists', body: {}, expected: { ...ADMIN_ONLY, Admin: 400 } },
  { method: 'PUT', path: '/api/admin/artists/artiste-fantome', body: {}, expected: { ...ADMIN_ONLY, Admin: 400 } },
  { method: 'DELETE', path: '/api/admin/artists/artiste-fantome', body: {}, expected: { ...ADMIN_ONLY, Admin: 404 } },
  {
    method: 'POST',
    path: '/api/admin/artists/artiste-fantome/tracks',
    body: {},
    expected: { ...ADMIN_ONLY, Admin: 400 },
  },
  {
    method: 'PUT',
    path: '/api/admin/artists/artiste-fantome/tracks/morceau-fantome',
    body: {},
    expected: { ...ADMIN_ONLY, Admin: 400 },
  },
  {
    method: 'DELETE',
    path: '/api/admin/artists/artiste-fantome/tracks/morceau-fantome',
    body: {},
    expected: { ...ADMIN_ONLY, Admin: 404 },
  },
  {
    method: 'PUT',
    path: '/api/admin/artists/artiste-fantome/track-order',
    body: { ids: [] },
    expected: { ...ADMIN_ONLY, Admin: 404 },
  },
  { method: 'GET', path: '/api/admin/portfolio', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/portfolio/realisation-fantome', expected: { ...ADMIN_ONLY, Admin: 404 } },
  { method: 'POST', path: '/api/admin/portfolio', body: {}, expected: { ...ADMIN_ONLY, Admin: 400 } },
  {
    method: 'PUT',
    path: '/api/admin/portfolio/realisation-fantome',
    body: {},
    expected: { ...ADMIN_ONLY, Admin: 400 },
  },
  {
    method: 'DELETE',
    path: '/api/admin/portfolio/realisation-fantome',
    body: {},
    expected: { ...ADMIN_ONLY, Admin: 404 },
  },
  // Academy, label and testimonials administration (unknown ids are 404 for the Admin).
  ...ADMIN_SITE_CASES,
  // Payments: spec §8, ordering (enrolling) while logged out has its own message.
  {
    method: 'POST',
    path: '/api/payments/orders',
    body: { formulaId: 'formule-fantome', method: 'card', currency: 'EUR', acceptTerms: true },
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404 },
    anonymousMessage: ENROL_MESSAGE,
  },
  {
    method: 'POST',
    path: `/api/payments/orders/${NOBODY}/pay`,
    body: {},
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404 },
    anonymousMessage: ENROL_MESSAGE,
  },
  { method: 'GET', path: '/api/payments/orders', expected: SIGNED_IN },
  {
    method: 'GET',
    path: `/api/payments/orders/${NOBODY}`,
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404 },
  },
  {
    method: 'POST',
    path: `/api/payments/test/orders/${NOBODY}/complete`,
    body: { outcome: 'success' },
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404 },
  },
  // Learning: signed in to reach the check; the level's access rule (a formula that opens
  // it) then refuses these callers, who hold no formula; only the label's admins follow every level.
  { method: 'GET', path: '/api/learning/overview', expected: SIGNED_IN },
  { method: 'GET', path: '/api/learning/certificates', expected: SIGNED_IN },
  {
    method: 'GET',
    path: '/api/learning/levels/piano/debutant',
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 200 },
  },
  {
    method: 'PUT',
    path: '/api/learning/levels/piano/debutant/lessons/1',
    body: { done: false },
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 200 },
  },
  // A lesson with its blocks; the level's free lesson is open to everyone.
  {
    method: 'GET',
    path: '/api/learning/levels/piano/debutant/lessons/1',
    expected: { anonymous: 200, Élève: 200, client: 200, Admin: 200 },
  },
  {
    method: 'GET',
    path: '/api/learning/levels/piano/debutant/lessons/2',
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 200 },
  },
  // The lesson sheet (PDF) follows the lesson's rule.
  {
    method: 'GET',
    path: '/api/learning/levels/piano/debutant/lessons/1/sheet.pdf',
    expected: { anonymous: 200, Élève: 200, client: 200, Admin: 200 },
  },
  {
    method: 'GET',
    path: '/api/learning/levels/piano/debutant/lessons/2/sheet.pdf',
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/learning/levels/piano/debutant/lessons/1/practice/cinq-notes',
    body: { kind: 'play', notes: [[60, 0]] },
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/learning/levels/piano/debutant/exercises/0/try',
    body: { answer: '' },
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/learning/levels/piano/debutant/exercises/1/reveal',
    body: {},
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 409 },
  },
  {
    method: 'GET',
    path: '/api/learning/levels/piano/debutant/quiz',
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/learning/levels/piano/debutant/quiz/attempts',
    body: { answers: {} },
    // Past the guard, the Admin meets the next rule: the level's lessons come first (409).
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 409 },
  },
  // Drills: the level's students only; an item is its owner's (an unknown one is 404 to all).
  {
    method: 'POST',
    path: '/api/learning/levels/piano/debutant/drills',
    body: { kind: 'interval' },
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 201 },
  },
  {
    method: 'POST',
    path: '/api/learning/levels/piano/debutant/drills/session',
    body: { minutes: 10 },
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 201 },
  },
  {
    method: 'GET',
    path: '/api/learning/levels/piano/debutant/drills/progress',
    expected: { anonymous: 401, Élève: 403, client: 403, Admin: 200 },
  },
  { method: 'GET', path: '/api/learning/drills/progress', expected: SIGNED_IN },
  {
    method: 'POST',
    path: `/api/learning/drills/${UNKNOWN}/result`,
    body: { kind: 'choice', choice: 0 },
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404 },
  },
  {
    method: 'GET',
    path: `/api/learning/drills/${UNKNOWN}/audio`,
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404 },
  },
  // Assessment recordings: the student's own, the admins'; an unknown one is 404 past the
  // guard, an upload that is no multipart form is 400.
  {
    method: 'GET',
    path: `/api/learning/recordings/${UNKNOWN}`,
    expected: { anonymous: 401, Élève: 404, client: 404, Admin: 404 },
  },
  {
    method: 'POST',
    path: '/api/learning/recordings',
    body: {},
    expected: { anonymous: 401, Élève: 400, client: 400, Admin: 400 },
  },
  { method: 'GET', path: '/api/admin/certificates', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/certificates/reviews', expected: ADMIN_ONLY },
  {
    method: 'POST',
    path: `/api/admin/certificates/reviews/${UNKNOWN}`,
    body: { decision: 'validate' },
    expected: ADMIN_ONLY_UNKNOWN,
  },
  {
    method: 'POST',
    path: '/api/admin/certificates/AAAA-BBBB-CCCC/revoke',
    body: { reason: 'Erreur de saisie' },
    expected: { ...ADMIN_ONLY, Admin: 404 },
  },
  // Teaching. Student endpoints: any signed-in user; an unknown booking or lesson is 404,
  // a valid booking body without credits is 409. Teacher endpoints: the 'Professeur' role only.
  // Admin endpoints: the Admin only (a teacher is refused like a student).
  ...TEACHING_CASES,
  { method: 'GET', path: '/api/chat/history', expected: SIGNED_IN },
  { method: 'DELETE', path: '/api/chat/history', body: {}, expected: SIGNED_IN },
]

let context: Awaited<ReturnType<typeof createTestApp>>
const cookies: Record<Caller, string> = { anonymous: '', Élève: '', client: '', Admin: '', Professeur: '' }

beforeAll(async () => {
  context = await createTestApp({ seed: true }) // the learning cases need the academy's levels
  cookies.Élève = (await signedInUser(context, ROLES.student)).cookie
  cookies.client = (await signedInUser(context, ROLES.client)).cookie
  cookies.Admin = (await signedInUser(context, ROLES.admin)).cookie
  cookies.Professeur = (await signedInUser(context, ROLES.teacher)).cookie
})
afterAll(() => context.close())

describe('authorization matrix', () => {
  for (const { method, path, body, expected, anonymousMessage } of CASES) {
    for (const caller of Object.keys(expected) as (keyof typeof expected)[]) {
      test(`${method} ${path} as ${caller} → ${expected[caller]}`, async () => {
        const response = await context.app.request(path, {
          method,
          headers: {
            'content-type': 'application/json',
            origin: TEST_ORIGIN,
            ...(cookies[caller] ? { cookie: cookies[caller] } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        expect(response.status).toBe(expected[caller])
        if (response.status >= 400) {
          const json = (await response.json()) as { error: { code: string; message: string } }
          expect(json.error.message).toBeTruthy()
          if (response.status === 401) expect(json.error.message).toBe(anonymousMessage ?? 'Utilisateur non connecté.')
        }
      })
    }
  }

  test('no public endpoint can grant the Admin role', async () => {
    const response = await context.app.request('/api/account/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({
        name: 'Pirate',
        email: 'pirate@exemple.cm',
        password: 'Un-mot-de-passe-long',
        role: 'Admin',
      }),
    })
    expect(response.status).toBe(400)
    const direct = await context.app.request('/api/auth/update-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: cookies.Élève },
      body: JSON.stringify({ role: 'Admin' }),
    })
    expect(direct.status).toBe(404)
  })
})
