import type { ForwardedHeaders } from './operator';

/** How long one call made while rendering a page may take, like the startup lookups. */
export const RENDER_CALL_TIMEOUT_MS = 1_500;

/**
 * `fetch` for the render's calls to the backend: each carries `headers` and is given up after
 * `timeoutMs`, so a backend that never answers cannot hold the page.
 */
export function fetchWith(headers: ForwardedHeaders, timeoutMs: number): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    return fetch(new Request(request, { signal }));
  };
}
