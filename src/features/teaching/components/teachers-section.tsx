import { useEffect, useState } from 'react'
import { fetchTeachers, type Teacher } from '../teaching.api.ts'

const DISCIPLINES: Record<string, string> = { piano: 'Piano', chant: 'Chant', mao: 'MAO', musicologie: 'Musicologie' }

/**
 * The academy's teachers (public profiles: photo, bio, disciplines, languages). Loaded after the page
 * shows, so the home page's JavaScript budget and the academy's first paint are untouched.
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
              <img
                src={teacher.photoUrl}
                alt=""
                width={80}
                height={80}
                loading="lazy"
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
            <div>
              <p className="font-semibold">{teacher.name}</p>
              <p className="text-sm text-ink/70">
                {teacher.disciplines.map(id => DISCIPLINES[id] ?? id).join(', ')} · {teacher.languages.join(', ')}
              </p>
              {teacher.bio ? <p className="mt-2 text-sm">{teacher.bio}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
