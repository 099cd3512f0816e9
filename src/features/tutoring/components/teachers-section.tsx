import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { ResponsiveImage } from '#core/ui/responsive-image.tsx'
import { fetchTeachers, type Teacher } from '../teaching.api.ts'
import { tutoringPaths } from '../tutoring.paths.ts'

const DISCIPLINES: Record<string, string> = { piano: 'Piano', chant: 'Chant', mao: 'MAO', musicologie: 'Musicologie' }

/**
 * The academy's teachers (public profiles: photo, bio, disciplines, languages), each with a way to
 * book a lesson with them. Loaded after the page shows, so the home page's JavaScript budget and the
 * academy's first paint are untouched.
 */
export function TeachersSection({ discipline, headingLevel = 2 }: { discipline?: string; headingLevel?: 2 | 3 }) {
  const [teachers, setTeachers] = useState<Teacher[] | null>(null)
  useEffect(() => {
    fetchTeachers(discipline)
      .then(result => setTeachers(result.teachers))
      .catch(() => setTeachers([]))
  }, [discipline])
  if (!teachers || teachers.length === 0) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="container-page py-12" aria-labelledby="academy-teachers">
      <Heading id="academy-teachers" className="heading-2">
        {discipline ? 'Vos professeurs' : 'Nos professeurs'}
      </Heading>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {teachers.map(teacher => (
          <li key={teacher.id} className="card flex gap-4 p-5">
            {teacher.photoUrl ? (
              <ResponsiveImage
                src={teacher.photoUrl}
                alt=""
                sizes="80px"
                className="size-20 shrink-0 rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-20 shrink-0 items-center justify-center rounded-full bg-sand font-display text-2xl font-bold text-indigo"
              >
                {teacher.name.slice(0, 1)}
              </span>
            )}
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="font-semibold">{teacher.name}</p>
              <p className="text-sm text-ink/70">
                {teacher.disciplines.map(id => DISCIPLINES[id] ?? id).join(', ')} · {teacher.languages.join(', ')}
              </p>
              {teacher.bio ? <p className="mt-2 text-sm">{teacher.bio}</p> : null}
              <Link
                to={`${tutoringPaths.myLessons()}?${new URLSearchParams({
                  discipline:
                    discipline && teacher.disciplines.includes(discipline)
                      ? discipline
                      : (teacher.disciplines[0] ?? 'piano'),
                  professeur: teacher.id,
                })}#reserver`}
                aria-label={`Réserver un cours avec ${teacher.name}`}
                className="button-secondary mt-3 self-start px-4 py-1.5 text-sm"
              >
                Réserver
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
