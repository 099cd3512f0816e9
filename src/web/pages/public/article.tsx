import { ogImageFor } from '../../og-image.ts'
import { NOT_FOUND_META, type RouteHandle } from '../../route-meta.ts'
import type { articleLoader } from '../../loaders.ts'
import { useState } from 'react'
import { Link, useLoaderData } from 'react-router'
import { formatDate } from '#core/format/format.ts'
import { ResponsiveImage } from '#core/ui/responsive-image.tsx'
import { CommentForm } from '#features/blog/components/comment-form.tsx'
import { LikeButton } from '#features/blog/components/like-button.tsx'
import { MarkdownContent } from '#features/blog/components/markdown-content.tsx'
import { paths } from '#core/paths.ts'

export const handle: RouteHandle = {
  loadErrorMessage: 'Impossible de charger les articles du blog.',
  meta: ({ data }) => {
    const post = (data as Awaited<ReturnType<typeof articleLoader>> | undefined)?.post
    if (!post) return NOT_FOUND_META
    return { title: post.title, description: post.excerpt, image: ogImageFor(post.imageUrl), type: 'article' }
  },
}

export default function ArticlePage() {
  const data = useLoaderData<typeof articleLoader>()
  // A new article (client-side navigation) starts with its own comments and like state.
  return <Article key={data.post.id} {...data} />
}

function Article({ post, comments: initialComments }: Awaited<ReturnType<typeof articleLoader>>) {
  const [comments, setComments] = useState(initialComments)
  return (
    <article className="pb-12">
      <header className="container-page max-w-3xl pt-10">
        <p className="text-sm">
          <Link to={paths.blog()} className="underline">
            Blog
          </Link>{' '}
          / <span className="font-semibold text-gold-dark">{post.category}</span>
        </p>
        <h1 className="heading-1 mt-3">{post.title}</h1>
        <p className="mt-3 text-ink/75">
          Par {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time> ·{' '}
          <span>
            <span aria-hidden="true">♥ {post.likes}</span>
            <span className="sr-only">{post.likes} J'aime</span>
          </span>
        </p>
      </header>
      <div className="container-page mt-8 max-w-4xl">
        <ResponsiveImage
          src={post.imageUrl}
          alt=""
          sizes="(min-width: 896px) 864px, 100vw"
          priority
          className="aspect-video w-full rounded-2xl object-cover"
        />
      </div>
      <div className="container-page mt-10 max-w-3xl">
        <p className="mb-6 text-xl font-medium">{post.excerpt}</p>
        <MarkdownContent source={post.content} />
        <div className="mt-10 flex items-center gap-3 border-t border-black/10 pt-6">
          <LikeButton key={post.id} postId={post.id} initialLikes={post.likes} />
          <span className="text-sm text-ink/70">Cet article vous a plu ?</span>
        </div>
      </div>
      <section className="container-page mt-14 max-w-3xl" aria-labelledby="article-comments">
        <h2 id="article-comments" className="heading-2">
          Commentaires ({comments.length})
        </h2>
        <CommentForm postId={post.id} onPosted={comment => setComments(current => [comment, ...current])} />
        {comments.length === 0 ? (
          <p className="mt-4 text-ink/75">Aucun commentaire pour le moment.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {comments.map(comment => (
              <li key={comment.id} className="card p-4">
                <p className="font-semibold">{comment.authorName}</p>
                <p className="text-sm text-ink/70">
                  <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
                </p>
                <p className="mt-2 whitespace-pre-line">{comment.content}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
