import { lazy, Suspense, useState } from 'react'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { useLoaderData } from 'react-router'
import { useLabel } from '../../layout/use-label.ts'
import type { tutorLoader } from '../../loaders.ts'
import { formatDate } from '#core/format/format.ts'
import { ComposerForm } from '#features/composer/components/composer-form.tsx'
import { MyCreations } from '#features/composer/components/my-creations.tsx'
import { PlayButton } from '#core/player/play-button.tsx'
import type { PlayerTrack } from '#core/player/player-store.ts'
import { TutorChat } from '#features/assistant/components/tutor-chat.tsx'

/** Loaded with the first piece composed in the chat. */
const SaveChatPiece = lazy(() => import('../../layout/save-chat-piece.tsx'))

export const handle: RouteHandle = {
  meta: staticMeta(
    'Tuteur IA',
    'Votre professeur de musique virtuel : posez vos questions de théorie musicale et écoutez les créations de la communauté.',
  ),
}

export default function TutorPage() {
  const label = useLabel()
  const { creations } = useLoaderData<typeof tutorLoader>()
  const name = label?.info.assistantName ?? 'Maestro Gombi'
  const [savedCount, setSavedCount] = useState(0)
  const queue: PlayerTrack[] = creations.map(creation => ({
    id: creation.id,
    title: creation.prompt,
    artist: creation.userName,
    src: creation.url,
  }))
  return (
    <div className="container-page py-12">
      <h1 className="heading-1">Tuteur IA : {name}</h1>
      <p className="mt-3 max-w-2xl">
        {name} est le professeur de musique virtuel de l’académie : il répond à vos questions de théorie (gammes,
        accords, rythmes) et compose des morceaux à la demande. Écrivez-lui ci-dessous, ou depuis la bulle de discussion
        présente sur toutes les pages.
      </p>
      <TutorChat
        name={name}
        pieceActions={piece => (
          <Suspense fallback={null}>
            <SaveChatPiece piece={piece} />
          </Suspense>
        )}
      />
      <section className="mt-12" aria-labelledby="tutor-composer">
        <h2 id="tutor-composer" className="heading-2">
          Composer un morceau
        </h2>
        <p className="mt-2 max-w-2xl">
          Le compositeur de l’académie écrit et joue un morceau original en quelques secondes : accords dans la tonalité
          choisie, mélodie, basse et rythmique du style demandé (makossa, bikutsi, rumba, afrobeat, jazz, gospel…).
          Téléchargez-le en MP3 ou sa partition en MIDI.
        </p>
        <div className="mt-6 max-w-3xl">
          <ComposerForm onSaved={() => setSavedCount(count => count + 1)} />
        </div>
      </section>
      <MyCreations refreshKey={savedCount} />
      <section className="mt-12" aria-labelledby="tutor-gallery">
        <h2 id="tutor-gallery" className="heading-2">
          Créations de la communauté
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {creations.map((creation, index) => (
            <li key={creation.id} className="card flex flex-col p-5">
              <p className="flex-1 font-display text-lg">« {creation.prompt} »</p>
              <p className="mt-2 text-sm text-ink/70">
                Par {creation.userName} · <time dateTime={creation.date}>{formatDate(creation.date)}</time> · ♥{' '}
                {creation.likes}
              </p>
              <PlayButton queue={queue} index={index} label={`la création de ${creation.userName}`} className="mt-3" />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
