import type { ApiPath } from '@playfront/core/contract';

type Body = Record<string, unknown>;

/** An answer of the fake API: a JSON body, or a function of the request body. */
export type FakeAnswer = Body | ((body: Body) => Body);

/** A call the fake API received. */
export interface FakeCall {
  path: string;
  body: Record<string, unknown>;
}

/** A fetch answering contract paths like the sandbox does, recording every call. */
export interface FakeApi {
  fetch: typeof fetch;
  calls: FakeCall[];
}

/** Base URL the fake store calls; only the path after it matters. */
export const FAKE_API_BASE = 'http://sandbox.test';

const json = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A sandbox stand-in: each listed path answers its body (statusCode 1 by default); others 404. */
export function fakeApi(answers: Partial<Record<ApiPath, FakeAnswer>> = {}): FakeApi {
  const calls: FakeCall[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.startsWith(FAKE_API_BASE) ? url.slice(FAKE_API_BASE.length) : url;
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Body;
    calls.push({ path, body });
    const answer = answers[path as ApiPath];
    if (!answer) return Promise.resolve(json({ statusCode: -404, statusMessage: 'notFound' }, 404));
    const value = typeof answer === 'function' ? answer(body) : answer;
    const status = value.statusCode !== undefined && value.statusCode !== 1 ? 400 : 200;
    return Promise.resolve(json({ statusCode: 1, statusMessage: 'OK', ...value }, status));
  };
  return { fetch, calls };
}
