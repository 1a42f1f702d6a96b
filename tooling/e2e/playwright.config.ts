import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playwrightLaunchOptions } from '@playfront/chromium';
import { defineConfig } from '@playwright/test';
import type { PlaywrightTestConfig } from '@playwright/test';
import { CONTROL_TOKEN, FEED_TOKEN, portsOf, repoRoot, workerCount } from './servers';

// Each run gets its own databases so journeys never see an earlier run's accounts.
const dbDir = mkdtempSync(join(tmpdir(), 'pf-e2e-'));

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** The sandbox and the web server in front of it that worker `slot`'s journeys use. */
function serversOf(slot: number): WebServer[] {
  const { web, sandbox } = portsOf(slot);
  return [
    {
      command: 'node apps/sandbox-api/dist/index.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${sandbox}/health`,
      env: {
        SANDBOX_PORT: String(sandbox),
        SANDBOX_DB_URL: `file:${join(dbDir, `sandbox-${slot}.db`)}`,
        // Every journey registers its players from 127.0.0.1: limits 20 times as wide keep the
        // per-address code limit out of their way. The sandbox's own tests hold the limits.
        SANDBOX_RATE_LIMIT: '20',
        // A reality-check minute lasts 250 ms, so a 15-minute check appears after 3.75 s: soon
        // enough for a journey, and far enough apart that a busy machine answering one check
        // does not already owe the next.
        SANDBOX_REALITY_CHECK_MINUTE_MS: '250',
        // Journeys read no messages: every one-time code is this one.
        SANDBOX_TAC: '123456',
        // Journeys fund players, review payments and move prices through the operator's controls.
        SANDBOX_CONTROLS: 'on',
        SANDBOX_CONTROL_TOKEN: CONTROL_TOKEN,
        // The web server reads the live feed (prices, scores, each player's events) with it.
        SANDBOX_FEED_TOKEN: FEED_TOKEN,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node apps/web/dist/server/index.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${web}/healthz`,
      env: {
        PORT: String(web),
        API_URL: `http://127.0.0.1:${sandbox}`,
        LIVE_FEED_TOKEN: FEED_TOKEN,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ];
}

export default defineConfig({
  testDir: './tests',
  // Files are shared out between the workers; a file's tests run in order in one of them.
  fullyParallel: false,
  workers: workerCount,
  // One retry on a shared, noisy machine; a test that passes only on retry is reported as flaky
  // and leaves a trace in test-results/ to read.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: playwrightLaunchOptions,
    trace: 'on-first-retry',
    // The site's service worker answers navigations, which a page's own routes (page.route) then
    // never see: journeys that route pages run without it. app.spec.ts allows it.
    serviceWorkers: 'block',
  },
  webServer: Array.from({ length: workerCount }, (_, slot) => serversOf(slot)).flat(),
});
