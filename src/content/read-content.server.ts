import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { type Content, type ContentFiles, parseContent } from './content.ts'

/** The content folder: the server, the seed and the tests run from the repository's root. */
export const CONTENT_DIR = resolve('content')

/** The texts of every file under `dir`, keyed as `content/…` whatever the folder is called. */
export function readContentFiles(dir = CONTENT_DIR): ContentFiles {
  const files: ContentFiles = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files[`content/${relative(dir, path).split(sep).join('/')}`] = readFileSync(path, 'utf8')
  }
  return files
}

/** The content folder, read and validated (throws a ContentError naming the file and field at fault). */
export function readContent(dir = CONTENT_DIR): Content {
  return parseContent(readContentFiles(dir))
}
