import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, test } from 'vitest'

/** The docs a newcomer reads first: short, with working links, and true to the tree. */
const root = join(import.meta.dirname, '..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const readme = read('README.md')
const docs = readdirSync(join(root, 'docs'))
  .filter(name => name.endsWith('.md'))
  .map(name => `docs/${name}`)

/** Markdown without its code, so that a `](` inside an example is not taken for a link. */
function prose(markdown: string): string {
  // A fence closes with as many backticks as it opened with (a ```` block may show ``` blocks inside).
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '').replace(/`[^`\n]*`/g, '')
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

function anchorsOf(markdown: string): Set<string> {
  return new Set([...prose(markdown).matchAll(/^#{1,6} (.+)$/gm)].map(match => anchor(match[1] ?? '')))
}

/** Every link of a file that points inside the repository: [text](target), without web addresses. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(match => match[1] ?? '')
    .filter(target => !/^[a-z]+:/i.test(target))
}

describe('README', () => {
  test('is at most 300 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(300)
  })

  test('its first command block is the two commands: run the site, run the tests', () => {
    const firstBlock = readme.match(/^```[^\n]*\n([\s\S]*?)^```$/m)?.[1]
    expect(firstBlock?.trim().split('\n')).toEqual(['npm ci && npm start', 'npm test'])
  })

  test('lists every npm script of package.json', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts)
    const missing = scripts.filter(
      name => !readme.includes(name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`),
    )
    expect(missing).toEqual([])
  })
})

describe('links in README.md and docs/*.md', () => {
  test.each(['README.md', ...docs])('%s links only to files and headings that exist', file => {
    const broken = relativeLinks(read(file)).filter(link => {
      const [path, hash] = link.split('#')
      const target = path ? join(root, dirname(file), decodeURIComponent(path)) : join(root, file)
      if (!existsSync(target)) return true
      return Boolean(hash && target.endsWith('.md') && !anchorsOf(readFileSync(target, 'utf8')).has(hash))
    })
    expect(broken, `broken links in ${file}`).toEqual([])
  })
})

describe('docs/architecture.md', () => {
  const architecture = read('docs/architecture.md')
  const features = readdirSync(join(root, 'src', 'features'), { withFileTypes: true })
    .filter(entry => entry.isDirectory())
    .map(entry => entry.name)

  test('has one line for each feature folder, and none for a folder that does not exist', () => {
    const listed = [...architecture.matchAll(/^- \*\*([a-z-]+)\*\*:/gm)].map(match => match[1] ?? '')
    expect([...listed].sort()).toEqual([...features].sort())
  })

  test('names every path it gives in backquotes that starts with src/', () => {
    const paths = [...architecture.matchAll(/`(src\/[^`*<]+)`/g)].map(match => match[1] ?? '')
    const missing = paths.filter(path => !existsSync(join(root, path)))
    expect(missing).toEqual([])
  })
})
