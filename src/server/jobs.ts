import type { JobQueue } from '#core/jobs/job-queue.server.ts'
import type { AppDependencies } from '#core/http/app-env.server.ts'
import { toDouala } from '#features/teaching/teaching.time.ts'
import { sendProgressReminders } from '#features/learning/server/learning.notifications.server.ts'
import { LESSON_VIDEO_JOB, processLessonVideo } from '#core/media/lesson-video-job.server.ts'
import { SEARCH_INDEX_JOB, storeTutorSnapshot } from '#features/chat/server/tutor-index.server.ts'
import { sendLessonReminders } from './lesson-reminders.ts'
import { generateMonthlyReports, previousMonth } from './monthly-reports.ts'
import { loadTutorDocuments } from './tutor-sources.ts'

/**
 * Every kind of background work the site runs, declared in one place (the mail jobs are declared by
 * the mailer itself, `src/core/mail/mailer.server.ts`). A kind of work is a name, a French label for
 * the admin dashboard, a handler, and how it is retried; recurring work adds a cron schedule (UTC).
 * To add one (monthly reports, video renditions, search index updates…):
 *
 *   jobs.define<{ videoId: string }>({
 *     name: 'video.renditions', label: 'Versions d’une vidéo', expireInSeconds: 3600, concurrency: 1,
 *     handler: async ({ videoId }) => renderVideo(services.db, services.mediaStore, videoId),
 *   })
 *   // then, where a video is uploaded: await c.var.jobs?.enqueue('video.renditions', { videoId }, { id: videoId })
 *   jobs.schedule('reports.monthly', '0 6 1 * *')   // recurring: the 1st of each month, 06:00 UTC
 *
 * Handlers must be safe to run again after a crash (the queue runs each job once, but a process killed
 * mid-job leaves it to be retried when its run expires); a handler that throws is retried with back-off.
 */
export function defineSiteJobs(
  jobs: JobQueue,
  services: Pick<AppDependencies, 'db' | 'logger' | 'mailer' | 'publicUrl' | 'mediaStore' | 'contentCache'>,
) {
  defineSearchIndexJob(jobs, services)

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

  // Lesson reminders 24 h and 2 h before (each booking's reminder is claimed in the database before
  // it is mailed, so a retried run sends nothing twice).
  jobs.define({
    name: 'teaching.reminders',
    label: 'Rappels de cours',
    retryLimit: 2,
    concurrency: 1,
    handler: async () => {
      const sent = await sendLessonReminders(services)
      if (sent > 0) services.logger.info({ sent }, 'lesson reminders sent')
    },
  })
  void jobs.schedule('teaching.reminders', '*/5 * * * *')

  // Monthly progress reports: each day of a month's first week (Douala time), last month's missing
  // ones are made (once per student and month), so a day the site was down is caught up.
  jobs.define({
    name: 'teaching.monthly-reports',
    label: 'Bilans mensuels',
    retryLimit: 3,
    concurrency: 1,
    handler: async () => {
      if (Number(toDouala(new Date()).day.slice(8)) > 7) return
      const made = await generateMonthlyReports(services, previousMonth())
      if (made > 0) services.logger.info({ made }, 'monthly progress reports made')
    },
  })
  void jobs.schedule('teaching.monthly-reports', '0 6 1-7 * *')
}

/**
 * Search index updates: the tutor's index (knowledge base, lessons and their blocks, articles, events)
 * is built by one instance and stored in `search_index_snapshots`, which every instance loads instead
 * of indexing again (see `loadTutor`). Enqueued after each content write through this instance, by an
 * instance that had to build the index itself (content changed outside the admin area), at start-up
 * and each day just after midnight UTC (the "upcoming" events change with the day). One job waits at
 * a time (`stately`): a burst of edits is one build, and a job that finds its content already stored
 * does nothing.
 */
export function defineSearchIndexJob(
  jobs: JobQueue,
  services: Pick<AppDependencies, 'db' | 'logger' | 'contentCache'>,
) {
  jobs.define({
    name: SEARCH_INDEX_JOB,
    label: 'Mise à jour de l’index de recherche',
    policy: 'stately',
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 300,
    concurrency: 1,
    handler: async () => {
      const result = await storeTutorSnapshot(services.db, loadTutorDocuments)
      if (result.status === 'stored') services.logger.info(result, 'search index stored')
    },
  })
  void jobs.schedule(SEARCH_INDEX_JOB, '0 0 * * *')
  services.contentCache.onContentWrite(() => {
    jobs
      .enqueue(SEARCH_INDEX_JOB, {})
      .catch((error: unknown) => services.logger.warn({ err: error }, 'search index job not enqueued'))
  })
}
