import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { adminPaths } from '#core/admin-paths.ts'
import { ADMIN_SECTIONS } from '#features/admin/admin-sections.ts'
import { ADMIN_SCREENS, matchAdminScreen } from './admin-screens.ts'

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
  // The lesson editor of a level gets 'discipline/level' as its id.
  expect(screenOf(adminPaths.levelLessons('piano', 'debutant'))).toMatchObject({ id: 'piano/debutant' })
  expect(screenOf(adminPaths.levelQuiz('chant', 'debutant'))).toMatchObject({ id: 'chant/debutant' })
  expect(screenOf('/admin/inconnu')).toBeUndefined()
  expect(screenOf('/admin/contenu/blog/redaction/a/b')).toBeUndefined()
})

const SRC = join(import.meta.dirname, '..', '..', '..')
const sourceFiles = (readdirSync(SRC, { recursive: true }) as string[])
  .filter(file => /\.tsx?$/.test(file))
  .map(file => ({ file, code: readFileSync(join(SRC, file), 'utf8') }))

test('the admin pages are thin: each screen lives in its feature, the page only composes', () => {
  const pages = sourceFiles.filter(({ file }) => file.startsWith(join('web', 'pages', 'admin')))
  expect(pages.length).toBeGreaterThan(20)
  for (const { file, code } of pages) expect(code.split('\n').length - 1, file).toBeLessThanOrEqual(60)
})

test('admin and public forms share one save flow and one delete button', () => {
  const defining = (name: string) =>
    sourceFiles
      .filter(({ code }) => new RegExp(`\\b(function|const|let|class)\\s+${name}\\b`).test(code))
      .map(({ file }) => file)
  expect(defining('useSave')).toEqual([join('core', 'ui', 'admin-kit.tsx')])
  expect(defining('DeleteButton')).toEqual([join('core', 'ui', 'admin-kit.tsx')])
})
