import { ChatView } from './chat-view.tsx'

/** The teacher full-page on /tutor: the same conversation as the floating panel, bigger. */
export function TutorChat({ name }: { name: string }) {
  return (
    <div className="mt-8 max-w-3xl">
      <ChatView name={name} variant="page" />
    </div>
  )
}
