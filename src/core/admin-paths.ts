/**
 * URLs of the admin screens (the one admin route's screens, src/web/pages/admin/admin-screens.ts),
 * except the dashboard and the admin door, which the header links to. Kept apart from
 * `src/core/paths.ts`, which is in every page's first download.
 */
export const adminPaths = {
  journal: () => '/admin/journal',
  comments: () => '/admin/commentaires',
  requests: () => '/admin/demandes',
  orders: () => '/admin/commandes',
  users: () => '/admin/utilisateurs',
  blog: () => '/admin/contenu/blog',
  /** The post editor: a new post without an id. */
  blogPost: (id?: string) =>
    id ? `/admin/contenu/blog/redaction/${encodeURIComponent(id)}` : '/admin/contenu/blog/redaction',
  events: () => '/admin/contenu/evenements',
  artists: () => '/admin/contenu/artistes',
  /** An artist's sheet and discography; a new artist without an id. */
  artist: (id?: string) =>
    id ? `/admin/contenu/artistes/fiche/${encodeURIComponent(id)}` : '/admin/contenu/artistes/fiche',
  portfolio: () => '/admin/contenu/portfolio',
  /** The course editor of a level's lessons and their blocks, with preview. */
  levelLessons: (disciplineId: string, levelId: string) =>
    `/admin/academie/lecons/${encodeURIComponent(disciplineId)}/${encodeURIComponent(levelId)}`,
  /** The questions of a level's online assessment. */
  levelQuiz: (disciplineId: string, levelId: string) =>
    `/admin/academie/evaluation/${encodeURIComponent(disciplineId)}/${encodeURIComponent(levelId)}`,
} as const
