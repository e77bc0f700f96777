import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium against the real server. Each worker starts its own
 * server (tests/e2e/test.ts) on its own port and fresh data folder, so every worker starts from
 * the demo seed and the two cores run spec files side by side. A spec file stays in one worker
 * (its tests build on each other); a file that allows it (the accessibility sweeps) is spread.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI, and the list reporter names it ('retry #1') and counts it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // A trace records every action's screenshots and DOM: a third of the suite's CPU when kept for
    // every test. It is recorded for a retried test only (CI retries once), where it is read.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The browser asks for less motion, and the app honours it (shell/reduced-motion.ts): no click
    // is aimed at a dialog or menu still zooming or sliding in, and no frame is drawn for it.
    contextOptions: { reducedMotion: 'reduce' },
    // The app's service worker precaches the field pages in the background after sign-in; only
    // the offline specs (which allow it) need it, the rest would download it for nothing.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
