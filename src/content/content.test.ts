import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { ContentError } from './content-error.ts'
import { CONTENT_DIR, readContent, readContentFiles } from './read-content.server.ts'

describe('the content folder', () => {
  test('every file validates against its feature’s schema, and none is left unread', () => {
    const files = Object.keys(readContentFiles())
    expect(files.length).toBeGreaterThanOrEqual(100)
    const content = readContent()
    const lessons = content.disciplines.flatMap(discipline => discipline.levels.flatMap(level => level.syllabus))
    expect(lessons).toHaveLength(files.filter(file => /^content\/courses\/.+\/\d+-[^/]+\.md$/.test(file)).length)
    expect(content.tutorEntries).toHaveLength(files.filter(file => file.startsWith('content/tutor/')).length)
    expect(content.blogPosts).toHaveLength(files.filter(file => file.startsWith('content/blog/')).length)
  })
})

describe('an invalid content file', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** A copy of the content folder with one file changed by `edit`. */
  function planted(file: string, edit: (text: string) => string): string {
    dir = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync(CONTENT_DIR, dir, { recursive: true })
    const path = join(dir, file)
    writeFileSync(path, edit(readFileSync(path, 'utf8')))
    return dir
  }

  function errorOf(folder: string): ContentError {
    try {
      readContent(folder)
    } catch (error) {
      if (error instanceof ContentError) return error
      throw error
    }
    throw new Error('the content was accepted')
  }

  test('a lesson whose score is not ABC is refused, naming the file and the block', () => {
    const lesson = 'courses/piano/debutant/03-lire-en-cle-de-sol.md'
    const error = errorOf(planted(lesson, text => text.replace(/(```abc[^\n]*\n)X:1\n/, '$1')))
    expect(error.file).toBe(`content/${lesson}`)
    expect(error.message).toMatch(new RegExp(`^content/${lesson}: blocks\\[\\d+\\]\\.abc: Partition : `, 'm'))
  })

  test('a lesson whose practice plan does not fill the level’s week is refused, with both figures', () => {
    const lesson = 'courses/piano/debutant/01-decouvrir-le-clavier.md'
    const error = errorOf(planted(lesson, text => text.replace(/minutes: 20, tempo: 72/, 'minutes: 35, tempo: 72')))
    expect(error.message).toBe(
      `content/${lesson}: plan de travail : 135 min dans la semaine, le niveau en annonce 120 (2 h).`,
    )
  })

  test('a formula with a text for a price is refused, naming the file and the field', () => {
    const error = errorOf(planted('catalog/formulas.yaml', text => text.replace('eur: 120', 'eur: cent vingt')))
    expect(error.message).toMatch(/^content\/catalog\/formulas\.yaml: \[0\]\.price\.eur: /m)
  })

  test('a misspelt front-matter field is refused rather than ignored', () => {
    const entry = 'tutor/piano/posture.md'
    const error = errorOf(planted(entry, text => text.replace('tags:', 'tgas:')))
    expect(error.message).toMatch(/^content\/tutor\/piano\/posture\.md: .*tgas/m)
  })
})
