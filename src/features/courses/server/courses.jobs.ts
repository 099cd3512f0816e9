import type { AppDependencies } from '#core/http/app-env.server.ts'
import type { JobQueue } from '#core/jobs/job-queue.server.ts'
import { sendProgressReminders } from './learning.notifications.server.ts'
import { LESSON_VIDEO_JOB, processLessonVideo } from './lesson-video-job.server.ts'

/** The courses' background work: lesson video renditions and reminders to idle students. */
export function defineCoursesJobs(
  jobs: JobQueue,
  services: Pick<AppDependencies, 'db' | 'logger' | 'mediaStore' | 'contentCache'>,
) {
  // A lesson video's renditions and poster (ffmpeg), one at a time per instance: it takes both cores.
  // A file ffmpeg cannot convert is marked failed by the handler itself (no retry); a retry only
  // happens when the process died mid-run, and starts over from the uploaded file.
  jobs.define<{ videoId: string }>({
    name: LESSON_VIDEO_JOB,
    label: 'Versions d’une vidéo de leçon',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 3 * 3600,
    concurrency: 1,
    handler: async ({ videoId }) => {
      await processLessonVideo(services, videoId)
      // A free lesson's server-rendered page shows its videos: the cached pages are made again.
      services.contentCache.invalidate()
    },
  })

  // Students idle for 7 days get one reminder per idle stretch; the hourly run is enqueued by one
  // instance and run by one.
  jobs.define({
    name: 'learning.reminders',
    label: 'Rappels de progression',
    retryLimit: 2,
    concurrency: 1,
    handler: async () => {
      const sent = await sendProgressReminders(services.db)
      if (sent > 0) services.logger.info({ sent }, 'learning reminders sent')
    },
  })
  void jobs.schedule('learning.reminders', '7 * * * *')
}
