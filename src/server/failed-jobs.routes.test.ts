import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp } from '#tests/setup/test-app.ts'

/**
 * The admin dashboard's failed jobs: a job that keeps failing is retried, then listed with its French
 * label, its error and its number of tries; a job that succeeds is not.
 */
let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  context = await createTestApp({
    jobs: {
      define: queue => {
        queue.define<{ month: string; fail: boolean }>({
          name: 'reports.monthly',
          label: 'Bilan mensuel',
          retryLimit: 1,
          retryDelaySeconds: 1,
          handler: async ({ month, fail }) => {
            if (fail) throw new Error(`le bilan de ${month} n’a pas pu être calculé`)
          },
        })
      },
    },
  })
  admin = await signedInUser(context, ROLES.admin)
})
afterAll(() => context.close())

type FailedJobView = { id: string; label: string; error: string; attempts: number; failedAt: string }

const failedJobs = async () => {
  const response = await context.app.request('/api/admin/overview', { headers: { cookie: admin.cookie } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { failedJobs: FailedJobView[] }).failedJobs
}

test('the overview lists the jobs that failed after their last retry, with their error', {
  timeout: 30_000,
}, async () => {
  expect(await failedJobs()).toEqual([])
  const failing = await context.jobs!.enqueue('reports.monthly', { month: 'octobre', fail: true })
  const fine = await context.jobs!.enqueue('reports.monthly', { month: 'novembre', fail: false })
  await vi.waitFor(async () => expect((await failedJobs()).map(job => job.id)).toContain(failing), {
    timeout: 20_000,
    interval: 250,
  })
  const [listed, ...others] = await failedJobs()
  expect(others).toEqual([])
  expect(listed).toMatchObject({
    id: failing,
    label: 'Bilan mensuel',
    error: 'le bilan de octobre n’a pas pu être calculé',
    attempts: 2,
  })
  expect(Number.isNaN(Date.parse(listed!.failedAt))).toBe(false)
  expect(fine).not.toBe(failing)
})

test('the overview, failures included, is for admins only', async () => {
  const student = await signedInUser(context, ROLES.student)
  const response = await context.app.request('/api/admin/overview', { headers: { cookie: student.cookie } })
  expect(response.status).toBe(403)
})
