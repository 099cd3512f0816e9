import { expect, test } from 'vitest'
import { ADMIN_SECTIONS } from '#features/admin/admin-sections.ts'
import { ADMIN_PAGE_IDS } from './pages/admin.tsx'

test('every section of the admin navigation has its page, and every page a section', () => {
  expect([...ADMIN_PAGE_IDS].sort()).toEqual(ADMIN_SECTIONS.map((section) => section.id).sort())
  for (const section of ADMIN_SECTIONS) expect(section.path).toMatch(/^\/admin\/[a-z-]+$/)
})
