import { fileURLToPath } from 'node:url';
import { chromiumBrowser } from '@playfront/vitest-config/browser';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { prebundle } from './.storybook/prebundle.ts';

/**
 * `npm test` runs every story but the whole-page stories of templates outside the sample (one of
 * each login mode, a Filipino and a Chinese home language, a sportsbook: the journeys' sample);
 * E2E_FULL=1 (`pnpm e2e:full`) runs those too. Every template's own stories always run.
 */
const sampleTemplates = [1, 2, 5, 14];
const matrixOnly =
  process.env.E2E_FULL === '1'
    ? []
    : Array.from({ length: 15 }, (_, i) => i + 1)
        .filter((n) => !sampleTemplates.includes(n))
        .map((n) => `src/pages/template${n}-pages.stories.tsx`);

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
    projects: [
      // Every story runs as a test in Chromium: it must render, pass its play function and axe.
      {
        optimizeDeps: { include: prebundle },
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) }),
        ],
        // A whole page with axe takes several seconds when the shared machine is busy. Each story
        // file gets a fresh page: sharing one left a story's typing or search to the next file.
        test: {
          name: 'storybook',
          browser: chromiumBrowser(),
          testTimeout: 30_000,
          exclude: matrixOnly,
        },
      },
      // The mock API's own checks run in Node: no browser needed to call a handler.
      { test: { name: 'mocks', include: ['src/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
