import { base } from '@playfront/vitest-config/base';
import { defineConfig, mergeConfig } from 'vitest/config';

// One long test file: packing, an npm install and two builds run in sequence.
export default mergeConfig(
  base,
  defineConfig({ test: { testTimeout: 60_000, hookTimeout: 240_000 } }),
);
