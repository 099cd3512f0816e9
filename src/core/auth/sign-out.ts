import { checkSession } from './auth-store.ts'

export const SIGN_OUT_FAILED = 'La déconnexion a échoué : vous êtes toujours connecté. Réessayez.'
export const SIGN_OUT_OFFLINE =
  'Impossible de joindre le serveur : vous êtes toujours connecté. Réessayez une fois en ligne.'

function refused(message: string): false {
  window.alert(message)
  return false
}

/**
 * Ends the session on the server (unless it is already gone), and only then here: the page shows
 * the visitor signed out once the server has said the session is over (or that there was none).
 * Otherwise the visitor stays signed in and is told why in French (a native dialog: screen readers
 * announce it, and the header that asked stays as small as the home page's budget needs).
 */
/** True once signed out; false (and the visitor told why) when the server did not confirm it. */
export async function signOut(
  serverAlreadyDone = false,
  forgetLocalData: () => Promise<void> = async () => {},
): Promise<boolean> {
  if (!serverAlreadyDone) {
    let response: Response
    try {
      response = await fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    } catch {
      return refused(SIGN_OUT_OFFLINE)
    }
    if (!response.ok && response.status !== 401) return refused(SIGN_OUT_FAILED)
  }
  // What the device kept for the account goes with it (a shared phone): given by the app.
  await forgetLocalData()
  // The page learns it from the server itself: the session answer is now empty (SIGNED_OUT).
  await checkSession()
  return true
}
