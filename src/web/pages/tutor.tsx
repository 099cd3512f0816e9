import { useSuspenseQuery } from '@tanstack/react-query'
import { formatDate } from '#core/format/format.ts'
import { publicCreationsQuery } from '#features/creations/creations.api.ts'
import { labelQuery } from '#features/label/label.api.ts'

export default function TutorPage() {
  const { data: label } = useSuspenseQuery(labelQuery())
  const { data: creations } = useSuspenseQuery(publicCreationsQuery())
  const name = label.info.assistantName
  return (
    <div className="container-page py-12">
      <h1 className="heading-1">Tuteur IA : {name}</h1>
      <p className="mt-3 max-w-2xl">
        {name} est le professeur de musique virtuel de l’académie : il répond à vos questions de théorie (gammes, accords,
        rythmes) et compose des morceaux à la demande. Ouvrez la bulle de discussion en bas à droite de l’écran pour lui
        écrire.
      </p>
      <section className="mt-12" aria-labelledby="tutor-gallery">
        <h2 id="tutor-gallery" className="heading-2">
          Créations de la communauté
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {creations.map((creation) => (
            <li key={creation.id} className="card flex flex-col p-5">
              <p className="flex-1 font-display text-lg">« {creation.prompt} »</p>
              <p className="mt-2 text-sm text-ink/70">
                Par {creation.userName} · <time dateTime={creation.date}>{formatDate(creation.date)}</time> · ♥{' '}
                {creation.likes}
              </p>
              <audio
                className="mt-3 w-full"
                controls
                preload="none"
                src={creation.url}
                aria-label={`Écouter la création de ${creation.userName}`}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
