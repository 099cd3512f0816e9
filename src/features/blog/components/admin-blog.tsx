import { Link } from 'react-router'
import { formatDate } from '#core/format/format.ts'
import { LoadState, useAdminData } from '#core/ui/admin-kit.tsx'
import { fetchAdminPosts, type AdminPostSummary } from '../blog-admin.api.ts'
import { adminPaths } from '#core/admin-paths.ts'

export const STATUS_LABELS = { draft: 'Brouillon', published: 'Publié' } as const

function PostList() {
  const loaded = useAdminData(fetchAdminPosts, 'posts')
  return <LoadState loaded={loaded}>{posts => <PostTable posts={posts} />}</LoadState>
}

function PostTable({ posts }: { posts: AdminPostSummary[] }) {
  if (posts.length === 0) return <p className="mt-8">Aucun article pour le moment : écrivez le premier.</p>
  return (
    <div className="card relative mt-8 overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Articles du blog, brouillons d’abord puis du plus récent au plus ancien</caption>
        <thead className="bg-indigo/5">
          <tr>
            <th scope="col" className="px-4 py-3">
              Titre
            </th>
            <th scope="col" className="px-4 py-3">
              Catégorie
            </th>
            <th scope="col" className="px-4 py-3">
              Statut
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              J’aime
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Commentaires
            </th>
          </tr>
        </thead>
        <tbody>
          {posts.map(post => (
            <tr key={post.id} className="border-t border-ink/10 align-top">
              <td className="px-4 py-3">
                <Link to={adminPaths.blogPost(post.id)} className="font-semibold text-indigo underline">
                  {post.title}
                </Link>
              </td>
              <td className="px-4 py-3">{post.category}</td>
              <td className="px-4 py-3">
                <span className={`chip ${post.status === 'draft' ? 'bg-ochre/15 text-ink' : ''}`}>
                  {STATUS_LABELS[post.status]}
                </span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(post.date)}</td>
              <td className="px-4 py-3 text-right">{post.likes}</td>
              <td className="px-4 py-3 text-right">{post.comments}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function AdminBlog() {
  return (
    <>
      <Link to={adminPaths.blogPost()} className="button-primary mt-6">
        Nouvel article
      </Link>
      <PostList />
    </>
  )
}
