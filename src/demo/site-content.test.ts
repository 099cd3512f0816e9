import { expect, test } from 'vitest'
import { readFrontMatter } from '#content/markdown-file.ts'
import { readContentFiles } from '#content/read-content.server.ts'
import { demoContentFiles, siteContent } from './site-content.ts'

const LESSON = /^content\/courses\/.+\/\d+-[^/]+\.md$/
const lessons = Object.entries(readContentFiles()).filter(([path]) => LESSON.test(path))
const isFree = (text: string, path: string) => (readFrontMatter(text, path).data as { free?: boolean }).free === true
const demoFiles = Object.entries(demoContentFiles).map(([path, text]) => [path.replace(/^\//, ''), text] as const)
const bundled = JSON.stringify(demoContentFiles)

test('the demo bundles every lesson’s front-matter, and the text of the free lessons alone', () => {
  expect(
    demoFiles
      .filter(([path]) => LESSON.test(path))
      .map(([path]) => path)
      .sort(),
  ).toEqual(lessons.map(([path]) => path).sort())
  const paid = lessons.filter(([path, text]) => !isFree(text, path))
  expect(paid.length).toBeGreaterThan(80)
  for (const [path, text] of paid) {
    const { body } = readFrontMatter(text, path)
    expect(readFrontMatter(demoContentFiles[`/${path}`]!, path).body, path).toBe('')
    // A paragraph of the paid lesson is nowhere in what the demo imports.
    const paragraph = body.split('\n\n').find(part => part.length > 80)!
    expect(bundled.includes(JSON.stringify(paragraph).slice(1, -1)), path).toBe(false)
  }
  for (const [path, text] of lessons.filter(([path, text]) => isFree(text, path)))
    expect(demoContentFiles[`/${path}`], path).toBe(text)
})

test('the demo reads the same catalogue as the seed, paid lessons as outline only', () => {
  const levels = siteContent.disciplines.flatMap(discipline => discipline.levels)
  expect(levels).toHaveLength(7)
  for (const level of levels) {
    expect(level.syllabus.filter(lesson => lesson.blocks).map(lesson => lesson.free)).toEqual([true])
    expect(level.syllabus).toHaveLength(level.durationWeeks)
  }
  expect(siteContent.tutorEntries).toEqual([])
})
