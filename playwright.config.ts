// End-to-end tests in Chromium against the built app and the Firebase emulators.
//
// `npm test` (scripts/test.mjs) builds the app with the test stack's VITE_* variables, serves it
// with `vite preview` on port 4173 and runs `playwright test` with the emulator variables set,
// so there is no webServer here. To run the suite alone, start the same things first (see
// docs/testing.md) and point E2E_BASE_URL at the served app.
//
// Chromium is Debian's package (`/usr/bin/chromium`): browsers are never downloaded.
import { defineConfig } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? process.env.PLAYWRIGHT_BASE_URL ?? process.env.BASE_URL ?? 'http://127.0.0.1:4173';

const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './test/e2e/support/global-setup.ts',
  // Apart for each port offset (scripts/test.mjs), as the build is.
  outputDir: process.env.SITIO_PORT_OFFSET && process.env.SITIO_PORT_OFFSET !== '0' ? `.tmp/e2e-results-${process.env.SITIO_PORT_OFFSET}` : '.tmp/e2e-results',
  // Two cores: two browsers at once is the most that stays fast.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./test/e2e/support/summary-reporter.ts']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
});
