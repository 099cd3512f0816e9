import { Link } from 'react-router'
import { formatDate } from '#core/format/format.ts'
import { ResponsiveImage } from '#core/ui/responsive-image.tsx'

type PostSummary = {
  id: string
  title: string
  author: string
  date: string
  excerpt: string
  imageUrl: string
  category: string
  likes: number
}

/** `headingLevel`: 2 where the cards sit right under the page's h1 (the blog), 3 under a section's h2. */
export function PostCard({
  post,
  href,
  priority = false,
  headingLevel = 3,
}: {
  post: PostSummary
  href: string
  priority?: boolean
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card flex h-full flex-col">
      <ResponsiveImage
        src={post.imageUrl}
        alt=""
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw"
        className="aspect-video w-full object-cover"
        priority={priority}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold text-gold-dark">{post.category}</p>
        <Heading className="mt-1 font-display text-xl font-bold">
          <Link to={href} className="hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-ink/80">{post.excerpt}</p>
        <p className="mt-4 flex items-center justify-between text-sm text-ink/70">
          <span>
            {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
          </span>
          <span>
            <span aria-hidden="true">♥ {post.likes}</span>
            <span className="sr-only">{post.likes} J'aime</span>
          </span>
        </p>
      </div>
    </article>
  )
}
