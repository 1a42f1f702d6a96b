import { fileURLToPath } from 'node:url';
import { chromiumBrowser } from '@playfront/vitest-config/browser';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { prebundle } from './.storybook/prebundle.ts';

// Every story runs as a test in Chromium: it must render, pass its play function and axe.
export default defineConfig({
  optimizeDeps: { include: prebundle },
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    browser: chromiumBrowser(),
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
});
