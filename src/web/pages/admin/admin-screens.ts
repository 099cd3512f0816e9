import { lazy, type ComponentType } from 'react'
import { matchPath } from 'react-router'

type Screen = ComponentType<{ id?: string }>

/**
 * The whole admin area behind one route (`/admin/*`): the route table ships in every visitor's first
 * download, while only the label's staff ever open these screens. Each screen loads on demand,
 * matched here with `matchPath` (already in the entry) rather than descendant <Routes>.
 * Patterns are relative to /admin; every section of ADMIN_SECTIONS has one (a test checks it).
 */
export const ADMIN_SCREENS: { pattern: string; Screen: Screen }[] = [
  { pattern: '/dashboard', Screen: lazy(() => import('./dashboard.tsx')) },
  { pattern: '/commentaires', Screen: lazy(() => import('./comments.tsx')) },
  { pattern: '/demandes', Screen: lazy(() => import('./requests.tsx')) },
  { pattern: '/commandes', Screen: lazy(() => import('./orders.tsx')) },
  { pattern: '/utilisateurs', Screen: lazy(() => import('./users.tsx')) },
  { pattern: '/contenu/blog', Screen: lazy(() => import('./blog.tsx')) },
  { pattern: '/contenu/blog/redaction/:id?', Screen: lazy(() => import('./blog-post.tsx')) },
  { pattern: '/contenu/evenements', Screen: lazy(() => import('./events.tsx')) },
  { pattern: '/contenu/artistes', Screen: lazy(() => import('./artists.tsx')) },
  { pattern: '/contenu/artistes/fiche/:id?', Screen: lazy(() => import('./artist.tsx')) },
  { pattern: '/contenu/portfolio', Screen: lazy(() => import('./portfolio.tsx')) },
  { pattern: '/formules', Screen: lazy(() => import('./formulas.tsx')) },
  { pattern: '/academie', Screen: lazy(() => import('./academy.tsx')) },
  // A level's lessons and their blocks; the id is 'discipline/level'.
  { pattern: '/academie/lecons/*', Screen: lazy(() => import('./level-lessons.tsx')) },
  // A level's assessment quiz; the id is 'discipline/level'.
  { pattern: '/academie/evaluation/*', Screen: lazy(() => import('./level-quiz.tsx')) },
  { pattern: '/videos-des-lecons', Screen: lazy(() => import('./lesson-videos.tsx')) },
  { pattern: '/label', Screen: lazy(() => import('./label.tsx')) },
  { pattern: '/services-actualites', Screen: lazy(() => import('./services-news.tsx')) },
  { pattern: '/temoignages', Screen: lazy(() => import('./testimonials.tsx')) },
  { pattern: '/certificats', Screen: lazy(() => import('./certificates.tsx')) },
  { pattern: '/cours', Screen: lazy(() => import('./teaching.tsx')) },
  { pattern: '/journal', Screen: lazy(() => import('./journal.tsx')) },
  { pattern: '/assistant', Screen: lazy(() => import('./tutor.tsx')) },
]

/** The screen for a path under /admin (`rest` starts with '/'), with its URL parameters. */
export function matchAdminScreen(rest: string) {
  for (const { pattern, Screen } of ADMIN_SCREENS) {
    const match = matchPath(pattern, rest)
    if (match) return { Screen, id: match.params.id ?? match.params['*'] }
  }
  return undefined
}
