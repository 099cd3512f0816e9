import { useState } from 'react'
import { Link } from 'react-router'
import { useAuth } from '#core/auth/auth-context.tsx'
import { formatDate } from '#core/format/format.ts'
import { errorMessage } from '#core/http/error-message.ts'
import { paths } from '#core/paths.ts'
import { PlayButton } from '#core/player/play-button.tsx'
import type { PlayerTrack } from '#core/player/player-store.ts'
import { deleteCreation, setCreationPublished, type Creation } from '../account.api.ts'
import { ProfileSection } from './profile-section.tsx'

/** "Mes créations": the pieces composed with the AI tutor, to play, download, publish or delete. */
export function CreationsSection({ initial }: { initial: Creation[] }) {
  const [creations, setCreations] = useState(initial)
  const [confirming, setConfirming] = useState<string | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const { user } = useAuth()
  const queue: PlayerTrack[] = creations.map(creation => ({
    id: creation.id,
    title: creation.prompt,
    artist: user?.name ?? 'Mes créations',
    src: creation.url,
  }))

  async function remove(creation: Creation) {
    setConfirming(null)
    try {
      await deleteCreation(creation.id)
      setCreations(current => current.filter(item => item.id !== creation.id))
      setMessage({ ok: true, text: 'Création supprimée.' })
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) })
    }
  }

  async function togglePublished(creation: Creation) {
    try {
      const { published } = await setCreationPublished(creation.id, !creation.published)
      setCreations(current => current.map(item => (item.id === creation.id ? { ...item, published } : item)))
      setMessage({
        ok: true,
        text: published ? 'Création publiée dans la galerie du tuteur IA.' : 'Création retirée de la galerie.',
      })
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) })
    }
  }

  return (
    <ProfileSection title="Mes créations">
      {creations.length === 0 ? (
        <>
          <p>Vos morceaux composés avec le tuteur apparaîtront ici.</p>
          <Link to={paths.tutor()} className="button-secondary mt-4">
            Composer avec le tuteur IA
          </Link>
        </>
      ) : (
        <ul className="space-y-4">
          {creations.map((creation, index) => (
            <li key={creation.id} className="rounded-xl bg-sand p-3">
              <p className="font-medium">« {creation.prompt} »</p>
              <p className="text-sm text-ink/70">
                <time dateTime={creation.date}>{formatDate(creation.date)}</time>
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <PlayButton queue={queue} index={index} label={`« ${creation.prompt} »`} />
                <a href={creation.url} download className="text-sm font-semibold text-indigo underline">
                  Télécharger (MP3)
                </a>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={creation.published}
                    onChange={() => void togglePublished(creation)}
                    className="size-4 accent-indigo"
                  />
                  Publier dans la galerie
                </label>
              </div>
              {confirming === creation.id ? (
                <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                  <span>Supprimer définitivement cette création ?</span>
                  <button type="button" className="button-primary px-3 py-1" onClick={() => void remove(creation)}>
                    Oui, supprimer
                  </button>
                  <button type="button" className="button-secondary px-3 py-1" onClick={() => setConfirming(null)}>
                    Annuler
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="mt-2 text-sm font-semibold text-terracotta underline"
                  onClick={() => setConfirming(creation.id)}
                  aria-label={`Supprimer la création « ${creation.prompt} »`}
                >
                  Supprimer
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={`mt-3 min-h-6 text-sm ${message?.ok === false ? 'text-terracotta' : ''}`}>
        {message?.text}
      </p>
    </ProfileSection>
  )
}
