/** The site's French URLs, in one place. */
export const paths = {
  home: () => '/',
  label: () => '/label',
  portfolio: () => '/portfolio',
  artist: (id: string) => `/artiste/${id}`,
  tutor: () => '/tutor',
  academy: () => '/academie',
  course: (disciplineId: string, courseId: string) => `/academie/${disciplineId}/${courseId}`,
  /** The learning space of a level (enrolled students): one page per lesson, the exercises, the assessment. */
  lesson: (disciplineId: string, courseId: string, lesson: number) =>
    `/academie/${disciplineId}/${courseId}/lecon/${lesson}`,
  exercises: (disciplineId: string, courseId: string) => `/academie/${disciplineId}/${courseId}/exercices`,
  assessment: (disciplineId: string, courseId: string) => `/academie/${disciplineId}/${courseId}/evaluation`,
  /** Public verification of a certificate (printed on it, and in its QR code). */
  certificate: (code: string) => `/certificat/${code}`,
  blog: () => '/blog',
  article: (id: string) => `/blog/${id}`,
  contact: () => '/contact',
  calendar: () => '/contact#calendrier',
  /** The booking form, with an artist chosen when asked from their page. */
  booking: (artistId?: string) =>
    artistId ? `/contact?artiste=${encodeURIComponent(artistId)}#reservation` : '/contact#reservation',
  testimonials: () => '/temoignages',
  login: () => '/connexion',
  signup: () => '/inscription',
  forgotPassword: () => '/mot-de-passe-oublie',
  profile: () => '/profil',
  checkout: (formulaId: string) => `/paiement/${formulaId}`,
  testPayment: (orderId: string) => `/paiement/test/${orderId}`,
  receipt: (orderId: string) => `/paiement/recu/${orderId}`,
  adminLogin: () => '/admin/login',
  adminDashboard: () => '/admin/dashboard',
  legalNotice: () => '/mentions-legales',
  privacyPolicy: () => '/politique-de-confidentialite',
  termsOfSale: () => '/conditions-generales-de-vente',
  activation: () => '/activation',
} as const
