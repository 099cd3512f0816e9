import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import type { blogLoader } from '../../loaders.ts'
import { useLoaderData, useSearchParams } from 'react-router'
import { PostCard } from '#features/blog/components/post-card.tsx'
import { paths } from '#core/paths.ts'

export const handle: RouteHandle = {
  loadErrorMessage: 'Impossible de charger les articles du blog.',
  meta: staticMeta('Blog', 'Actualités, coulisses et conseils de musique de Gombiste Records et de son académie.'),
}

export default function BlogPage() {
  const { posts } = useLoaderData<typeof blogLoader>()
  const [searchParams, setSearchParams] = useSearchParams()
  const categories = [...new Set(posts.map(post => post.category))].sort((a, b) => a.localeCompare(b, 'fr'))
  const category = searchParams.get('categorie')
  const visible = category ? posts.filter(post => post.category === category) : posts
  return (
    <div className="container-page py-12">
      <h1 className="heading-1">Blog</h1>
      <p className="mt-3 max-w-2xl">
        Actualités du label, coulisses des enregistrements et conseils de nos professeurs.
      </p>
      <div role="group" aria-label="Filtrer par catégorie" className="mt-6 flex flex-wrap gap-2">
        {[null, ...categories].map(value => (
          <button
            key={value ?? 'toutes'}
            type="button"
            aria-pressed={category === value}
            onClick={() => setSearchParams(value ? { categorie: value } : {}, { preventScrollReset: true })}
            className={`rounded-full px-4 py-2 font-semibold ${category === value ? 'bg-indigo text-white' : 'bg-white text-indigo ring-1 ring-indigo/30'}`}
          >
            {value ?? 'Toutes'}
          </button>
        ))}
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} href={paths.article(post.id)} priority={index === 0} headingLevel={2} />
          </li>
        ))}
      </ul>
    </div>
  )
}
