/**
 * The admin area's sections, in the order of its navigation. Each section is a page
 * `src/web/pages/admin-<id>.tsx` at `path`; add a line here when a feature adds one.
 */
export const ADMIN_SECTIONS = [
  { id: 'dashboard', path: '/admin/dashboard', label: 'Tableau de bord' },
  { id: 'journal', path: '/admin/journal', label: 'Journal des actions' },
  { id: 'formulas', path: '/admin/formules', label: 'Formules et tarifs' },
  { id: 'academy', path: '/admin/academie', label: 'Académie' },
  { id: 'label', path: '/admin/label', label: 'Label et assistant' },
  { id: 'services-news', path: '/admin/services-actualites', label: 'Services et actualités' },
  { id: 'testimonials', path: '/admin/temoignages', label: 'Témoignages' },
  { id: 'certificates', path: '/admin/certificats', label: 'Certificats' },
] as const satisfies readonly { id: string; path: string; label: string }[]
