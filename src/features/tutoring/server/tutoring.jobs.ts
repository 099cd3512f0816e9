import type { AppDependencies } from '#core/http/app-env.server.ts'
import type { JobQueue } from '#core/jobs/job-queue.server.ts'
import { toDouala } from '../teaching.time.ts'
import { sendLessonReminders } from './booking-reminders.ts'
import { generateMonthlyReports, previousMonth } from './monthly-reports.ts'

/** Tutoring's background work: booking reminders and the monthly progress reports. */
export function defineTutoringJobs(
  jobs: JobQueue,
  services: Pick<AppDependencies, 'db' | 'logger' | 'mailer' | 'publicUrl'>,
) {
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
