import { ChatView } from '#features/assistant/components/chat-view.tsx'
import { lazy, Suspense } from 'react'

/** Loaded with the first composed piece: the chat panel itself stays as small as it was. */
const SaveChatPiece = lazy(() => import('./save-chat-piece.tsx'))

/**
 * The assistant's panel, loaded on the first click on the chat button (it stays out of the first
 * page's JavaScript). The conversation itself lives in `#features/assistant/chat-store.ts`, shared with /tutor.
 */
export default function ChatPanel({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  return (
    <ChatView
      id={id}
      name={name}
      variant="panel"
      onClose={onClose}
      pieceActions={piece => (
        <Suspense fallback={null}>
          <SaveChatPiece piece={piece} />
        </Suspense>
      )}
    />
  )
}
