import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for lazily loaded screens; on two shared cores running several suites at
// once the first transform of a chunk can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
