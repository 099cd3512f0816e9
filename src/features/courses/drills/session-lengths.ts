/** The lengths of « Ma séance du jour » a student chooses from, in minutes (a module of its own: the page and the server's schema share it). */
export const SESSION_CHOICES = [10, 20, 40] as const
export type SessionMinutes = (typeof SESSION_CHOICES)[number]
