import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ApiPath } from '../contract';
import type { Answer, HandlerOptions } from './backend';
import { API, contractHandler } from './backend';
import { loadAnswers } from './fixtures';

/** The msw server of a test file (Node): the fake sandbox at `API`; handlers are added per test. */
export const server = setupServer();

/** Starts the msw server for the test file, failing on unknown calls, and resets it after each test. */
export function listenToSandbox(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Answers one path with `body` as given (after `delayMs`), recording every request body it saw. */
export function answer<P extends ApiPath>(
  path: P,
  body: Answer<P>,
  options: Omit<HandlerOptions, 'record' | 'envelope'> = {},
): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  server.use(
    contractHandler(path, body, { ...options, envelope: false, record: (c) => seen.push(c.body) }),
  );
  return seen;
}

/** Answers balance, VIP and favourites, the loads that follow a password login. */
export function answerLoads() {
  return {
    balance: answer('/api/auth/get_balance', loadAnswers['/api/auth/get_balance']),
    vip: answer('/api/auth/vip', loadAnswers['/api/auth/vip']),
    favourites: answer('/api/home/fav_list', loadAnswers['/api/home/fav_list']),
  };
}

/**
 * Answers every balance read with the cash `balance()` holds at that moment (no tokens); returns
 * how many reads the server has had so far.
 */
export function countBalanceReads(balance: () => number): () => number {
  let reads = 0;
  server.use(
    http.post(`${API}/api/auth/get_balance`, () => {
      reads += 1;
      return HttpResponse.json({ statusCode: 1, game_balance: balance(), game_token: 0 });
    }),
  );
  return () => reads;
}
