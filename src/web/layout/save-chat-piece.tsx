import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useAuth } from '#core/auth/auth-context.tsx'
import { errorMessage } from '#core/http/error-message.ts'
import { saveCreation } from '#features/account/account.api.ts'
import type { ComposedPiece } from '#features/assistant/components/chat-view.tsx'
import { paths } from '#core/paths.ts'

/**
 * "Enregistrer dans Mes créations" under a piece composed in the chat, as the /tutor form offers:
 * the piece and what was asked for it go to the signed-in person's creations (listed on /profil).
 * Visitors are invited to sign in (the conversation is kept meanwhile).
 */
export default function SaveChatPiece({ piece }: { piece: ComposedPiece }) {
  const { user } = useAuth()
  const location = useLocation()
  const [state, setState] = useState<{ kind: 'idle' | 'pending' | 'saved' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  })

  if (!user) {
    return (
      <p className="mt-2 text-sm">
        <Link to={paths.login()} state={{ from: location }} className="font-semibold text-indigo underline">
          Connectez-vous
        </Link>{' '}
        pour garder ce morceau dans vos créations.
      </p>
    )
  }

  async function save() {
    setState({ kind: 'pending' })
    try {
      await saveCreation({
        prompt: piece.prompt.slice(0, 1000),
        url: piece.url,
        ...(piece.claim ? { claim: piece.claim } : {}),
      })
      setState({ kind: 'saved' })
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) })
    }
  }

  return (
    <div className="mt-2 text-sm">
      {state.kind === 'saved' ? null : (
        <button
          type="button"
          className="font-semibold text-indigo underline hover:no-underline"
          aria-disabled={state.kind === 'pending'}
          onClick={() => state.kind !== 'pending' && void save()}
        >
          Enregistrer dans Mes créations
        </button>
      )}
      <p role="status" className="empty:hidden">
        {state.kind === 'saved' ? (
          <>
            Morceau enregistré dans{' '}
            <Link to={paths.profile()} className="underline">
              Mes créations
            </Link>
            .
          </>
        ) : state.kind === 'error' ? (
          state.message
        ) : null}
      </p>
    </div>
  )
}
