/**
 * The blog's markdown-like syntax, parsed into a small tree that the page turns into React elements.
 * Nothing here ever produces HTML strings, so no markup or script written in a post can run.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }

export type Block =
  | { kind: 'heading'; level: 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'youtube'; videoId: string }
  /** One of our own clips (`[video:/media/video/x.mp4]`, optionally followed by its poster image). */
  | { kind: 'video'; src: string; posterUrl?: string }

/** Only web links, site paths and mail links survive; `javascript:` and friends become plain text. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim()
  if (/^(https?:\/\/|mailto:)/i.test(trimmed)) return trimmed
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return trimmed
  return null
}

const INLINE_PATTERN = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/

export function parseInline(text: string): Inline[] {
  const result: Inline[] = []
  let rest = text
  while (rest.length > 0) {
    const match = INLINE_PATTERN.exec(rest)
    if (!match) {
      result.push({ kind: 'text', text: rest })
      break
    }
    if (match.index > 0) result.push({ kind: 'text', text: rest.slice(0, match.index) })
    const [whole, strong, em, linkText, href] = match
    if (strong !== undefined) result.push({ kind: 'strong', children: parseInline(strong) })
    else if (em !== undefined) result.push({ kind: 'em', children: parseInline(em) })
    else if (linkText !== undefined && href !== undefined) {
      const safe = safeHref(href)
      result.push(
        safe ? { kind: 'link', href: safe, children: parseInline(linkText) } : { kind: 'text', text: linkText },
      )
    }
    rest = rest.slice(match.index + whole.length)
  }
  return result
}

const YOUTUBE_LINE = /^\[youtube:([A-Za-z0-9_-]{11})\]$/
const VIDEO_LINE =
  /^\[video:(\/media\/(?:uploads\/)?video\/[a-z0-9][a-z0-9_-]*\.(?:mp4|webm))(?: (\/media\/[a-z0-9][a-z0-9/_-]*\.(?:webp|jpe?g|png)))?\]$/
const IMAGE_LINE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = []
  const chunks = source.replace(/\r\n?/g, '\n').split(/\n{2,}/)
  for (const chunk of chunks) {
    const lines = chunk
      .split('\n')
      .map(line => line.trimEnd())
      .filter(line => line.trim() !== '')
    if (lines.length === 0) continue
    const first = lines[0]!.trim()
    const youtube = YOUTUBE_LINE.exec(first)
    const image = IMAGE_LINE.exec(first)
    const video = VIDEO_LINE.exec(first)
    if (lines.length === 1 && youtube?.[1]) {
      blocks.push({ kind: 'youtube', videoId: youtube[1] })
    } else if (lines.length === 1 && video?.[1]) {
      blocks.push(video[2] ? { kind: 'video', src: video[1], posterUrl: video[2] } : { kind: 'video', src: video[1] })
    } else if (lines.length === 1 && image) {
      const src = safeHref(image[2] ?? '')
      if (src) blocks.push({ kind: 'image', src, alt: image[1] ?? '' })
    } else if (first.startsWith('### ')) {
      blocks.push({ kind: 'heading', level: 3, children: parseInline(lines.join(' ').slice(4)) })
    } else if (first.startsWith('## ') || first.startsWith('# ')) {
      blocks.push({ kind: 'heading', level: 2, children: parseInline(lines.join(' ').replace(/^#+ /, '')) })
    } else if (lines.every(line => /^\s*[-*] /.test(line))) {
      blocks.push({
        kind: 'list',
        ordered: false,
        items: lines.map(line => parseInline(line.replace(/^\s*[-*] /, ''))),
      })
    } else if (lines.every(line => /^\s*\d+[.)] /.test(line))) {
      blocks.push({
        kind: 'list',
        ordered: true,
        items: lines.map(line => parseInline(line.replace(/^\s*\d+[.)] /, ''))),
      })
    } else if (lines.every(line => line.startsWith('>'))) {
      blocks.push({ kind: 'quote', children: parseInline(lines.map(line => line.replace(/^>\s?/, '')).join(' ')) })
    } else {
      blocks.push({ kind: 'paragraph', children: parseInline(lines.join(' ')) })
    }
  }
  return blocks
}
