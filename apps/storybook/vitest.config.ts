import { fileURLToPath } from 'node:url';
import { chromiumBrowser } from '@playfront/vitest-config/browser';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Every story runs as a test in Chromium: it must render, pass its play function and axe.
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    browser: chromiumBrowser(),
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
});
