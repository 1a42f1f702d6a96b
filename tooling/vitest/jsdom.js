import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { base } from './base.js';

/** DOM tests: jsdom, Testing Library matchers, and a cleanup after each test. */
export const jsdom = mergeConfig(
  base,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: [fileURLToPath(new URL('./jsdom-setup.js', import.meta.url))],
    },
  }),
);

export default jsdom;
