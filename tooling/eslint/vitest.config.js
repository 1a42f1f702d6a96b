import { defineConfig, mergeConfig } from 'vitest/config';
import { base } from '@playfront/vitest-config/base';

export default mergeConfig(base, defineConfig({ test: { include: ['*.test.js'] } }));
