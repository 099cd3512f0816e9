import { defineConfig } from '@playwright/test'

/**
 * Browser journeys of the static demo (`npm run build:demo` first): the built site served by a plain
 * static server (scripts/serve-static.mjs) with no API at all, so everything the pages show comes from
 * the in-browser backend. `E2E_DEMO_PORT` (else `E2E_PORT`) moves the port.
 */
const PORT = Number(process.env.E2E_DEMO_PORT || process.env.E2E_PORT || 3211)
const HOST = '127.0.0.1'
export const DEMO_URL = `http://${HOST}:${PORT}`

export default defineConfig({
  testDir: 'tests/e2e-demo',
  outputDir: 'test-results/e2e-demo-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-demo-results.json' }]],
  use: {
    baseURL: DEMO_URL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Douala',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } } },
    {
      // The demo's behaviour is the same on any screen: the phone renders every route (its menu and
      // layout differ), the other journeys run once, on the desktop.
      name: 'phone',
      grep: /every route of spec §2 renders/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: `node scripts/serve-static.mjs dist-demo --port ${PORT} --host ${HOST}`,
    url: `${DEMO_URL}/index.html`,
    reuseExistingServer: false,
    timeout: 30_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
  },
})
