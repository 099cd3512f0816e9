import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useAuth } from '#core/auth/auth-context.tsx'
import { formatDate } from '#core/format/format.ts'
import { fetchProfile, type Creation } from '#features/account/account.api.ts'
import { PlayButton } from '#core/player/play-button.tsx'
import type { PlayerTrack } from '#core/player/player-store.ts'

/**
 * The signed-in user's saved pieces on the tutor page (managed on /profil). `refreshKey` changes when
 * the composer saves a new one.
 */
export function MyCreations({ refreshKey }: { refreshKey: number }) {
  const { user } = useAuth()
  const [creations, setCreations] = useState<Creation[] | null>(null)

  useEffect(() => {
    if (!user) return
    let active = true
    fetchProfile()
      .then(profile => active && setCreations(profile.creations))
      .catch(() => active && setCreations([]))
    return () => {
      active = false
    }
  }, [user, refreshKey])

  if (!user || creations === null) return null
  const queue: PlayerTrack[] = creations.map(creation => ({
    id: creation.id,
    title: creation.prompt,
    artist: user.name,
    src: creation.url,
  }))
  return (
    <section className="mt-12" aria-labelledby="tutor-mine">
      <h2 id="tutor-mine" className="heading-2">
        Mes créations
      </h2>
      {creations.length === 0 ? (
        <p className="mt-3">Les morceaux que vous enregistrez apparaîtront ici.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {creations.map((creation, index) => (
            <li key={creation.id} className="card flex items-center gap-4 p-3">
              <PlayButton queue={queue} index={index} label={`« ${creation.prompt} »`} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">« {creation.prompt} »</p>
                <p className="text-sm text-ink/70">
                  <time dateTime={creation.date}>{formatDate(creation.date)}</time>
                  {creation.published ? ' · publiée dans la galerie' : ''}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link to="/profil" className="mt-4 inline-block font-semibold text-indigo underline">
        Gérer mes créations dans mon profil
      </Link>
    </section>
  )
}
