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
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});

export default base;
