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
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});

export default base;
