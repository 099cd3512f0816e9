import { useLoaderData } from 'react-router'
import { CoursePage } from '#features/courses/components/course-page.tsx'
import { LazyTeachers } from '../../layout/lazy-teachers.tsx'
import type { courseLoader } from '../../loaders.ts'
import { ogImageFor } from '../../og-image.ts'
import { NOT_FOUND_META, type RouteHandle } from '../../route-meta.ts'

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

/** The level's page (courses) with the discipline's teachers (tutoring). */
export default function CourseRoute() {
  const { course, formulas } = useLoaderData<typeof courseLoader>()
  return (
    <CoursePage course={course} formulas={formulas} teachers={<LazyTeachers discipline={course.discipline.id} />} />
  )
}
