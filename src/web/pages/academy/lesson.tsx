import { useLoaderData } from 'react-router'
import { LessonPage, lessonMeta } from '#features/courses/components/lesson-page.tsx'
import type { lessonLoader } from '../../loaders.ts'
import type { RouteHandle } from '../../route-meta.ts'

type LessonLoaderData = Awaited<ReturnType<typeof lessonLoader>>

export const handle: RouteHandle = {
  meta: ({ data }) => lessonMeta((data as LessonLoaderData | undefined)?.lesson ?? null),
}

export default function LessonRoute() {
  return <LessonPage rendered={useLoaderData<LessonLoaderData | undefined>()?.lesson ?? null} />
}
