/**
 * The admin area's sections, in the order of its navigation. Each section opens the screen at `path`
 * (src/web/pages/admin/admin-screens.ts); add a line here when a feature adds one.
 */
export const ADMIN_SECTIONS = [
  { id: 'dashboard', path: '/admin/dashboard', label: 'Tableau de bord' },
  { id: 'comments', path: '/admin/commentaires', label: 'Commentaires' },
  { id: 'requests', path: '/admin/demandes', label: 'Demandes' },
  { id: 'orders', path: '/admin/commandes', label: 'Commandes' },
  { id: 'users', path: '/admin/utilisateurs', label: 'Utilisateurs' },
  { id: 'blog', path: '/admin/contenu/blog', label: 'Articles du blog' },
  { id: 'events', path: '/admin/contenu/evenements', label: 'Événements' },
  { id: 'artists', path: '/admin/contenu/artistes', label: 'Artistes et morceaux' },
  { id: 'portfolio', path: '/admin/contenu/portfolio', label: 'Portfolio' },
  { id: 'formulas', path: '/admin/formules', label: 'Formules et tarifs' },
  { id: 'academy', path: '/admin/academie', label: 'Académie' },
  { id: 'lesson-videos', path: '/admin/videos-des-lecons', label: 'Vidéos des leçons' },
  { id: 'label', path: '/admin/label', label: 'Label et assistant' },
  { id: 'tutor', path: '/admin/assistant', label: 'Base de l’assistant' },
  { id: 'services-news', path: '/admin/services-actualites', label: 'Services et actualités' },
  { id: 'testimonials', path: '/admin/temoignages', label: 'Témoignages' },
  { id: 'certificates', path: '/admin/certificats', label: 'Certificats' },
  { id: 'teaching', path: '/admin/cours', label: 'Cours et professeurs' },
  { id: 'journal', path: '/admin/journal', label: 'Journal des actions' },
] as const satisfies readonly { id: string; path: string; label: string }[]
