import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { E2E_ADMIN } from './tests/e2e/support/admin.ts'

// Ports can be moved (E2E_PORT, E2E_SMTP_PORT, E2E_MAILBOX_PORT) so two checkouts can run their journeys side by side.
const PORT = Number(process.env.E2E_PORT || 3210)
const HOST = '127.0.0.1'
const BASE_URL = `http://${HOST}:${PORT}`
/** The loopback mailbox (tests/peers/mailbox.ts): the app sends real SMTP to it; tests read it over HTTP. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 2526)
const MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT || 2527)
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`

/** A fresh database for every run, so the tests always see the built-in sample content. */
const DATA_DIR = path.join(os.tmpdir(), `label-e2e-${process.pid}`)

// The config is also loaded by every worker; only the main runner process owns the server and its data.
if (!process.env.TEST_WORKER_INDEX) {
  process.on('exit', () => rmSync(DATA_DIR, { recursive: true, force: true }))
}

/** Debian's Chromium: Playwright cannot download its own browsers on this machine. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

const PHONE_SPECS = [
  'accessibility.spec.ts',
  'accounts.spec.ts',
  'images.spec.ts',
  'layout.spec.ts',
  'lesson-video.spec.ts',
  'narrow-profile.spec.ts',
  'narrow-screens.spec.ts',
  'page-weight.spec.ts',
]

const MOBILE_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'

export default defineConfig({
  testDir: 'tests/e2e',
  // Traces and screenshots of failures; kept apart so the other reports in test-results/ survive.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  // An assertion passes as soon as it holds; the limit only says how long a loaded 2-core machine may
  // take. Signed-in pages show a checking state until the session answers: in one CI run a starved
  // browser took 6 s to run the page's scripts, over the 5 s this limit used to be.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Douala',
    // Recording a trace for every test slows the whole run down: only the CI retry records one.
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    {
      // Every journey runs on a desktop; the phone runs the journeys about narrow screens: layout and
      // menus, page weight, images, accessibility of the key routes, the account menu, a lesson video.
      name: 'phone',
      testMatch: PHONE_SPECS,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: MOBILE_CHROME_UA,
      },
    },
    {
      name: 'desktop',
      use: {
        browserName: 'chromium',
        viewport: { width: 1366, height: 900 },
        deviceScaleFactor: 1,
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/peers/mailbox.ts --smtp-port ${SMTP_PORT} --http-port ${MAILBOX_PORT}`,
      url: `${MAILBOX_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    {
      // The administrator of the admin journeys, made by the real command before the server opens the data.
      command: `npx tsx src/server/admin-create.ts --email ${E2E_ADMIN.email} --name "${E2E_ADMIN.name}" --password ${E2E_ADMIN.password} && node dist/server/main.js`,
      env: {
        PORT: String(PORT),
        HOST,
        DATA_DIR,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: BASE_URL,
        SMTP_URL: `smtp://${HOST}:${SMTP_PORT}`,
      },
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      // Creating the admin first (tsx start-up, migrations) adds some seconds on a busy machine.
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
})
