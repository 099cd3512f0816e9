import { NOT_FOUND_META, ogImageFor, type RouteHandle } from '../route-meta.ts'
import type { courseLoader } from '../loaders.ts'
import { Link, useLoaderData } from 'react-router'
import { paths } from '../paths.ts'

export const handle: RouteHandle = {
  meta: ({ data }) => {
    const course = (data as Awaited<ReturnType<typeof courseLoader>> | undefined)?.course
    if (!course) return NOT_FOUND_META
    return {
      title: `${course.discipline.name} — ${course.levelName}`,
      description: `${course.discipline.name}, niveau ${course.levelName.toLowerCase()} : ${course.durationWeeks} semaines à ${course.hoursPerWeek} h par semaine. ${course.learningObjectives[0] ?? ''}`,
      image: ogImageFor(course.discipline.imageUrl),
    }
  },
}

export default function CoursePage() {
  const { course } = useLoaderData<typeof courseLoader>()
  return (
    <article>
      <header className="bg-indigo text-white">
        <div className="container-page py-12">
          <p className="text-sm text-white/75">
            <Link to={paths.academy()} className="underline">
              Académie
            </Link>{' '}
            / {course.discipline.name}
          </p>
          <h1 className="heading-1 mt-2">
            {course.discipline.name} — {course.levelName}
          </h1>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm">
            <li className="rounded-full bg-white/15 px-3 py-1">{course.durationWeeks} semaines</li>
            <li className="rounded-full bg-white/15 px-3 py-1">{course.hoursPerWeek} h par semaine</li>
            <li className="rounded-full bg-white/15 px-3 py-1">{course.durationWeeks * course.hoursPerWeek} h au total</li>
            <li className="rounded-full bg-gold px-3 py-1 font-semibold text-night">
              Validation : {course.assessment.passingScore} %
            </li>
          </ul>
        </div>
      </header>
      <div className="container-page grid gap-12 py-12 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          <section aria-labelledby="course-objectives">
            <h2 id="course-objectives" className="heading-2">
              Objectifs
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-6">
              {course.learningObjectives.map((objective) => (
                <li key={objective}>{objective}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="course-syllabus">
            <h2 id="course-syllabus" className="heading-2">
              Programme
            </h2>
            <ol className="mt-4 space-y-4">
              {course.syllabus.map((lesson) => (
                <li key={lesson.lesson} className="card p-5">
                  <h3 className="font-semibold">
                    Leçon {lesson.lesson} : {lesson.title}
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed">{lesson.content}</p>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="course-exercises">
            <h2 id="course-exercises" className="heading-2">
              Exercices
            </h2>
            <ul className="mt-4 space-y-4">
              {course.exercises.map((exercise) => (
                <li key={exercise.title} className="card p-5">
                  <h3 className="font-semibold">{exercise.title}</h3>
                  <p className="mt-2 text-sm">{exercise.instructions}</p>
                  <details className="mt-3 text-sm">
                    <summary className="cursor-pointer font-semibold text-indigo">Voir la solution</summary>
                    <p className="mt-2">{exercise.solution}</p>
                  </details>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="space-y-8">
          <section className="card p-6" aria-labelledby="course-assessment">
            <h2 id="course-assessment" className="font-display text-xl font-bold">
              Évaluation
            </h2>
            <p className="mt-2 text-sm">{course.assessment.type}</p>
            <p className="mt-2 text-sm font-semibold">{course.assessment.passingCriteria}</p>
          </section>
          <section className="card p-6" aria-labelledby="course-repertoire">
            <h2 id="course-repertoire" className="font-display text-xl font-bold">
              Répertoire conseillé
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {course.recommendedRepertoire.map((piece) => (
                <li key={piece}>{piece}</li>
              ))}
            </ul>
          </section>
          <section className="card p-6" aria-labelledby="course-resources">
            <h2 id="course-resources" className="font-display text-xl font-bold">
              Ressources
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {course.resources.map((resource) => (
                <li key={resource}>{resource}</li>
              ))}
            </ul>
          </section>
          {course.otherLevels.length > 0 ? (
            <nav className="card p-6" aria-labelledby="course-other-levels">
              <h2 id="course-other-levels" className="font-display text-xl font-bold">
                Autres niveaux
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {course.otherLevels.map((level) => (
                  <li key={level.id}>
                    <Link to={paths.course(course.discipline.id, level.id)} className="underline">
                      {level.levelName} — {level.durationWeeks} semaines, {level.hoursPerWeek} h/semaine
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <Link to={`${paths.academy()}#academy-formulas`} className="button-primary w-full">
            Voir les formules
          </Link>
        </aside>
      </div>
    </article>
  )
}
