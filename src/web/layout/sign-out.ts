import { signOut as endSession } from '#core/auth/sign-out.ts'
import { forgetSavedLessons } from '#features/courses/saved-lessons.ts'

/** Ends the session, then forgets the lessons this device kept offline for the account. */
export function signOut(serverAlreadyDone = false): Promise<boolean> {
  return endSession(serverAlreadyDone, forgetSavedLessons)
}
