import { parse } from 'yaml'
import { ContentError } from './content-error.ts'

/** Reads a YAML file; a syntax error names the file and the line. */
export function parseYaml(text: string, file: string): unknown {
  try {
    return parse(text)
  } catch (error) {
    throw new ContentError(file, [`YAML : ${(error as Error).message.split('\n')[0]}`])
  }
}

/** Splits a Markdown file into its YAML front-matter (between two `---` lines) and its body. */
export function readFrontMatter(text: string, file: string): { data: unknown; body: string; header: string } {
  const normalized = text.replace(/\r\n?/g, '\n')
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(normalized)
  if (!match) throw new ContentError(file, ['le fichier doit commencer par un en-tête YAML entre deux lignes « --- ».'])
  return {
    data: parseYaml(match[1] ?? '', file) ?? {},
    body: normalized.slice(match[0].length).trim(),
    header: match[0],
  }
}

const FENCE = /^```(\S+)(?:[ \t]+(.*))?$/
const ATTRIBUTE = /(\w+)=("(?:[^"\\]|\\.)*"|\S+)/g

/** `title="Cinq notes" demo=keyboard` → `{ title: 'Cinq notes', demo: 'keyboard' }` (quoted values are JSON strings). */
function readAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [, name, value] of text.matchAll(ATTRIBUTE))
    attributes[name!] = value!.startsWith('"') ? (JSON.parse(value!) as string) : value!
  return attributes
}

/**
 * The blocks of a lesson body, unchecked (lesson-blocks.schema.ts checks them): Markdown between fences
 * is a text block; ```` ```abc title="…" demo=keyboard ```` a score; ```` ```abc audio title="…" ```` an
 * audio example played from its score (or `src=/media/….mp3` with an empty body); ```` ```yaml <type> ````
 * any block written as YAML, such as ```` ```yaml exercise ````.
 */
export function readLessonBody(body: string, file: string): unknown[] {
  const blocks: unknown[] = []
  const lines = body.split('\n')
  let text: string[] = []
  const flushText = () => {
    const markdown = text.join('\n').trim()
    if (markdown) blocks.push({ type: 'text', markdown })
    text = []
  }
  for (let index = 0; index < lines.length; index++) {
    const fence = FENCE.exec(lines[index]!)
    if (!fence) {
      text.push(lines[index]!)
      continue
    }
    flushText()
    const end = lines.indexOf('```', index + 1)
    const where = `blocks[${blocks.length}]`
    if (end < 0)
      throw new ContentError(file, [`${where}: le bloc ouvert ligne ${index + 1} n’est pas refermé par « \`\`\` ».`])
    const inner = lines.slice(index + 1, end).join('\n')
    const [language, ...words] = `${fence[1]} ${fence[2] ?? ''}`.trim().split(/\s+/)
    const attributes = readAttributes(fence[2] ?? '')
    if (language === 'abc') {
      const audio = words[0] === 'audio'
      blocks.push(
        audio
          ? { type: 'audio', title: attributes.title, src: attributes.src ?? null, abc: inner.trim() || null }
          : { type: 'score', title: attributes.title, abc: inner, demo: attributes.demo ?? null },
      )
    } else if (language === 'yaml' && words[0]) {
      const data = parseYaml(inner, `${file}: ${where}`)
      blocks.push({ type: words[0], ...(data && typeof data === 'object' ? data : {}) })
    } else {
      throw new ContentError(file, [`${where}: bloc « \`\`\`${fence[1]} » inconnu (abc, abc audio ou yaml <type>).`])
    }
    index = end
  }
  flushText()
  return blocks
}
