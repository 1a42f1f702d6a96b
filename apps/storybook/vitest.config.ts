import { fileURLToPath } from 'node:url';
import { chromiumBrowser } from '@playfront/vitest-config/browser';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { prebundle } from './.storybook/prebundle.ts';

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
        // A whole page with axe takes several seconds when the shared machine is busy.
        test: { name: 'storybook', browser: chromiumBrowser(), testTimeout: 30_000 },
      },
      // The mock API's own checks run in Node: no browser needed to call a handler.
      { test: { name: 'mocks', include: ['src/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
