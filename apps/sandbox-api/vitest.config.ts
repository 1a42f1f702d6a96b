import { base } from '@playfront/vitest-config/base';

export default base;
