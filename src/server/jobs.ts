import type { JobQueue } from '#core/jobs/job-queue.server.ts'
import type { AppDependencies } from '#core/http/app-env.server.ts'
import { defineCoursesJobs } from '#features/courses/server/courses.jobs.ts'
import { SEARCH_INDEX_JOB, storeTutorSnapshot } from '#features/assistant/server/tutor-index.server.ts'
import { defineTutoringJobs } from '#features/tutoring/server/tutoring.jobs.ts'
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

  defineCoursesJobs(jobs, services)
  defineTutoringJobs(jobs, services)
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
