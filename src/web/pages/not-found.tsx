import { NotFoundContent } from '../layout/not-found-content.tsx'

export default function NotFoundPage() {
  return <NotFoundContent />
}
