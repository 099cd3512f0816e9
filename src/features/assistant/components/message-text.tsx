import { Link } from 'react-router'

/**
 * The site addresses a teacher's answer may carry: a Markdown link "[Cours de piano](/academie/piano)",
 * a source in parentheses "(/academie/piano/debutant)", or a bare path "va sur /tutor ou /profil/cours."
 * (a path starts after a space or the start of a line; a sentence's last punctuation is not part of it).
 */
const ADDRESS =
  /\[([^\]\n]{1,120})\]\((\/[\w\-/.%#?=&]*)\)|\((\/[\w\-/.%#?=&]*)\)|(?<=^|[\s«"'])(\/[a-z][\w\-/%#?=&]*(?:\.[\w-]+)*)/gim
const TRAILING = /[.,;:!?]+$/

type Part = string | { href: string; label: string }

/** A teacher's message as text, with the site addresses it mentions turned into links. */
export function MessageText({ text }: { text: string }) {
  const parts: Part[] = []
  let last = 0
  for (const match of text.matchAll(ADDRESS)) {
    const [whole, label, markdownHref, sourceHref, barePath] = match
    parts.push(text.slice(last, match.index))
    if (label !== undefined && markdownHref) parts.push({ href: markdownHref, label })
    else if (sourceHref) parts.push({ href: sourceHref, label: `(${sourceHref})` })
    else if (barePath) {
      const path = barePath.replace(TRAILING, '')
      parts.push({ href: path, label: path }, barePath.slice(path.length))
    } else parts.push(whole)
    last = match.index + whole.length
  }
  parts.push(text.slice(last))
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link key={index} to={part.href} className="underline hover:no-underline">
            {part.label}
          </Link>
        ),
      )}
    </>
  )
}
