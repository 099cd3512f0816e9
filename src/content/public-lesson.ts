import { readFrontMatter } from './markdown-file.ts'

/**
 * What a visitor may read of a lesson file: all of a free lesson ("Leçon d'essai"), only the
 * front-matter (title, summary) of a paid one. The static demo bundles lessons through this.
 */
export function publicLesson(text: string, file: string): string {
  const { data, header } = readFrontMatter(text, file)
  const free = typeof data === 'object' && data !== null && 'free' in data && data.free === true
  return free ? text : header
}
