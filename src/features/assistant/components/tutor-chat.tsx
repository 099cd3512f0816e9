import type { ComponentProps } from 'react'
import { ChatView } from './chat-view.tsx'

/** The teacher full-page on /tutor: the same conversation as the floating panel, bigger. */
export function TutorChat({ name, pieceActions }: Pick<ComponentProps<typeof ChatView>, 'name' | 'pieceActions'>) {
  return (
    <div className="mt-8 max-w-3xl">
      <ChatView name={name} variant="page" pieceActions={pieceActions} />
    </div>
  )
}
