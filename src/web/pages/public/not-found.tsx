import { NOT_FOUND_META, type RouteHandle } from '../../route-meta.ts'
import { NotFoundContent } from '../../layout/not-found-content.tsx'

export const handle: RouteHandle = { notFound: true, meta: () => NOT_FOUND_META }

export default function NotFoundPage() {
  return <NotFoundContent />
}
