import type { HttpHandler } from 'msw';
import { delay, getResponse, http, HttpResponse } from 'msw';
import type { ApiPath, RequestOf, ResponseOf } from '../contract';

/** Base URL of every call the fake sandbox answers, in tests and stories alike. */
export const API = 'http://sandbox.test';

type Body = Record<string, unknown>;

/**
 * An answer of the fake sandbox for one contract path: the contract's response (or any JSON
 * body, to test what the client makes of a malformed one), or a function of the request body.
 * `statusCode` 1 and `statusMessage` 'OK' are filled in when the answer leaves them out.
 */
export type Answer<P extends ApiPath = ApiPath> =
  Partial<ResponseOf<P>> | Body | ((body: RequestOf<P> & Body) => Partial<ResponseOf<P>> | Body);

/** Answers of the fake sandbox by contract path. */
export type Answers = { [P in ApiPath]?: Answer<P> };

/** A call the fake sandbox received: its path and JSON body. */
export interface FakeCall {
  path: string;
  body: Body;
}

export interface HandlerOptions {
  /** HTTP status; default 200 for success, a client error's own (-4xx) or 400. */
  status?: number;
  /** Waits this long before answering, like a slow network. */
  delayMs?: number;
  /** Answers only once this settles: a request the test holds open for as long as it needs. */
  until?: Promise<unknown>;
  /** Sees every call. */
  record?: (call: FakeCall) => void;
  /**
   * Fills in statusCode 1 and 'OK' where the answer leaves them out, with the sandbox's HTTP
   * status (default); `false` sends the body exactly as given, with status 200 unless `status`.
   */
  envelope?: boolean;
}

/** The HTTP status of a body: 200 for statusCode 1, a client error's own (-4xx), else 400. */
function statusOf(body: Body): number {
  const code = body.statusCode;
  if (code === undefined || code === 1) return 200;
  return typeof code === 'number' && code <= -400 && code >= -499 ? -code : 400;
}

/** A failure as the sandbox sends it: statusCode minus the HTTP status, the key as the message. */
export const failure = (statusMessage: string, status: number) => ({
  body: { statusCode: -status, statusMessage, statusDetail: statusMessage },
  status,
});

/** One msw handler answering a contract path under `base` (default {@link API}) like the sandbox. */
export function contractHandler<P extends ApiPath>(
  path: P,
  answer: Answer<P>,
  { status, delayMs = 0, until, record, envelope = true }: HandlerOptions = {},
  base = API,
): HttpHandler {
  return http.post(`${base}${path}`, async ({ request }) => {
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as RequestOf<P> & Body;
    record?.({ path, body });
    if (delayMs) await delay(delayMs);
    await until;
    const value = typeof answer === 'function' ? answer(body) : answer;
    if (!envelope) return HttpResponse.json(value, { status: status ?? 200 });
    const full = { statusCode: 1, statusMessage: 'OK', ...value };
    return HttpResponse.json(full, { status: status ?? statusOf(full) });
  });
}

/** msw handlers for every path of `answers`, recording calls into `calls`. */
export function sandboxHandlers(answers: Answers, calls?: FakeCall[], base = API): HttpHandler[] {
  return (Object.entries(answers) as [ApiPath, Answer][]).map(([path, answer]) =>
    contractHandler(path, answer, calls ? { record: (call) => calls.push(call) } : {}, base),
  );
}

/** What a path the fake sandbox does not know answers: the sandbox's 404. */
const notFound = () =>
  HttpResponse.json({ statusCode: -404, statusMessage: 'notFound' }, { status: 404 });

/** A fake sandbox as a `fetch` for the store: the same handlers, no network, unknown paths 404. */
export interface FakeSandbox {
  fetch: typeof fetch;
  calls: FakeCall[];
  handlers: HttpHandler[];
}

/** The fake sandbox answering `answers` (or `handlers`), for a store's `fetch` in tests and stories. */
export function fakeSandbox(
  answers: Answers = {},
  extra: readonly HttpHandler[] = [],
): FakeSandbox {
  const calls: FakeCall[] = [];
  const handlers = [...extra, ...sandboxHandlers(answers, calls)];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    return (await getResponse(handlers, request)) ?? notFound();
  };
  return { fetch, calls, handlers };
}
