import { Link } from 'react-router'

/** A site address in parentheses, as the teacher writes its sources: "… (/academie/piano/debutant)". */
const SOURCE = /\((\/[\w\-/.%#?=&]*)\)/g

/** A teacher's message as text, with the site addresses of its sources turned into links. */
export function MessageText({ text }: { text: string }) {
  const parts: (string | { href: string })[] = []
  let last = 0
  for (const match of text.matchAll(SOURCE)) {
    parts.push(text.slice(last, match.index), { href: match[1]! })
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link key={index} to={part.href} className="underline hover:no-underline">
            ({part.href})
          </Link>
        ),
      )}
    </>
  )
}
