import { defineConfig } from 'vitest/config';

/**
 * Node tests. Every run also writes a JSON report that `npm test` sums into its closing line.
 */
export const base = defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}'],
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
    // Two shared cores run several suites at once: a slow test is not a failing one.
    testTimeout: 15_000,
    // Files share one worker's modules and environment instead of a fresh process each: a fresh
    // jsdom and module graph per file cost over a second, most of a suite's time. A test that needs
    // a module's first-load state (a cache, a reducer injected once) loads it again after
    // `vi.resetModules()`; the setup files clear what a page keeps between files.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});

export default base;
