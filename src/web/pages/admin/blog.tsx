import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminBlog } from '#features/blog/components/admin-blog.tsx'

export default function AdminBlogPage() {
  return (
    <AdminShell
      title="Articles du blog"
      intro="Les brouillons ne sont visibles qu’ici ; un article publié apparaît aussitôt sur le site et prévient les abonnés."
    >
      <AdminBlog />
    </AdminShell>
  )
}
