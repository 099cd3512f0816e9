import { expect, test } from 'vitest'
import { ADMIN_SECTIONS } from '#features/admin/admin-sections.ts'
import { adminPaths } from './admin-paths.ts'
import { ADMIN_SCREENS, matchAdminScreen } from './admin-area.tsx'

const screenOf = (path: string) => matchAdminScreen(path.replace(/^\/admin/, ''))

test('every section of the admin navigation opens a screen', () => {
  for (const section of ADMIN_SECTIONS) expect(screenOf(section.path), section.path).toBeDefined()
})

test('content screens are found with their id; unknown paths are not found', () => {
  expect(screenOf(adminPaths.blogPost('rentree-2026'))).toMatchObject({ id: 'rentree-2026' })
  expect(screenOf(adminPaths.blogPost())).toMatchObject({ id: undefined })
  expect(screenOf(adminPaths.artist('dibom'))?.Screen).toBe(
    ADMIN_SCREENS.find(screen => screen.pattern === '/contenu/artistes/fiche/:id?')?.Screen,
  )
  // The lesson editor of a level (issue #25) gets 'discipline/level' as its id.
  expect(screenOf(adminPaths.levelLessons('piano', 'debutant'))).toMatchObject({ id: 'piano/debutant' })
  expect(screenOf('/admin/inconnu')).toBeUndefined()
  expect(screenOf('/admin/contenu/blog/redaction/a/b')).toBeUndefined()
})
