import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminBlogPost } from '#features/blog/components/admin-blog-post.tsx'

export default function AdminBlogPostPage({ id }: { id?: string }) {
  return (
    <AdminShell title={id ? 'Modifier l’article' : 'Nouvel article'}>
      <AdminBlogPost id={id} />
    </AdminShell>
  )
}
