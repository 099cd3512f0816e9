import { useEffect, useState } from 'react'
import type { CurrentUser } from '#core/auth/auth-context.tsx'
import { checkSession } from '#core/auth/auth-store.ts'
import { ApiError } from '#core/http/app-error.ts'
import { fetchProfile, type Profile } from '../account.api.ts'

/** Spec §8: when the profile cannot be fetched, a minimal one with role Élève. */
function minimalProfile(user: CurrentUser): Profile {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: 'Élève',
    courses: [],
    creations: [],
    preferences: { newBlog: true, newEvents: true, recommendations: true, lessonReminders: true },
    createdAt: '',
  }
}

/** The signed-in user's profile, null while it loads; `setProfile` applies what a save answered. */
export function useProfile(user: CurrentUser) {
  const [profile, setProfile] = useState<Profile | null>(null)

  useEffect(() => {
    let active = true
    fetchProfile().then(
      answer => active && setProfile(answer),
      (error: unknown) => {
        // The session ended meanwhile: the guard sends the visitor to /connexion.
        if (error instanceof ApiError && error.status === 401) void checkSession()
        if (active) setProfile(minimalProfile(user))
      },
    )
    return () => {
      active = false
    }
    // Loaded once per user: a rename needs no new fetch.
  }, [user.id])

  return [profile, setProfile] as const
}
