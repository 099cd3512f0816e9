/**
 * URLs of the lessons with a teacher. Kept apart from `src/core/paths.ts`, which is in every page's
 * first download, as the admin screens' are (`core/admin-paths.ts`).
 */
export const tutoringPaths = {
  /** Credits and booking; `?discipline=…&professeur=…#reserver` chooses for the booking form. */
  myLessons: () => '/profil/cours',
  /** The teacher area (role Professeur). */
  teacherArea: () => '/profil/professeur',
} as const
