import { entries } from './entry.ts'

export const COMPLEMENTS = entries(
  'theorie',
  { label: 'Cours Musicologie — Initiation', href: '/academie/musicologie/debutant' },
  [],
)
