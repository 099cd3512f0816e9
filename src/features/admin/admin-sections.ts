/**
 * The admin area's sections, in the order of its navigation. Each section is a page
 * `src/web/pages/admin-<id>.tsx` at `path`; add a line here when a feature adds one.
 */
export const ADMIN_SECTIONS = [
  { id: 'dashboard', path: '/admin/dashboard', label: 'Tableau de bord' },
  { id: 'journal', path: '/admin/journal', label: 'Journal des actions' },
  { id: 'blog', path: '/admin/blog', label: 'Articles du blog' },
  { id: 'events', path: '/admin/evenements', label: 'Événements' },
  { id: 'artists', path: '/admin/artistes', label: 'Artistes et morceaux' },
  { id: 'portfolio', path: '/admin/portfolio', label: 'Portfolio' },
] as const satisfies readonly { id: string; path: string; label: string }[]
