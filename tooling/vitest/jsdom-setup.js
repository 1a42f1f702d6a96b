import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait for lazily loaded screens; on two shared cores running several suites at
// once the first transform of a chunk can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// Test files share one document (isolation is off): each file starts as a fresh page would, at
// `/` with an empty document, and with none of an earlier file's storage, cookies or fake clock.
// A file may run in Node (`@vitest-environment node`): no document then.
vi.useRealTimers();
if (typeof document !== 'undefined') {
  history.replaceState(null, '', '/');
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}
