import { base } from '@playfront/vitest-config/base';
import { defineConfig, mergeConfig } from 'vitest/config';

// One long test file: packing, an npm install and two builds run in sequence.
export default mergeConfig(
  base,
  // Each test packs, builds or type-checks in a child process, whose time is the machine's load:
  // the limit only stops a hang, as the build's hook limit does.
  defineConfig({ test: { testTimeout: 240_000, hookTimeout: 240_000 } }),
);
