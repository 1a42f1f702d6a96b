import { describe, expect, it } from 'vitest';
import { sentSiteAndSession, signedIn, startupLayout, testStore } from '../testing';
import { answer, listenToSandbox } from '../testing/node';
import { responsibleApi } from './responsible';

listenToSandbox();

describe('responsible-gaming calls', () => {
  it('sends a limit change with the site and session, and keeps the values a refusal names', async () => {
    const seen = answer('/api/responsible/set_limit', {
      statusCode: -409,
      statusMessage: 'limitDepositReached',
      statusDetail: 'The daily deposit limit of 1000 does not allow this.',
      statusParams: { period: 'daily', limit: 1000, nested: { no: 1 } },
    });
    const { store } = testStore({ preloadedState: { session: signedIn, layout: startupLayout } });
    const result = await store.dispatch(
      responsibleApi.endpoints.setLimit.initiate({ kind: 'deposit', period: 'daily', amount: 500 }),
    );
    expect(seen[0]).toEqual({
      ...sentSiteAndSession,
      kind: 'deposit',
      period: 'daily',
      amount: 500,
    });
    expect(result.error).toEqual({
      statusCode: -409,
      statusMessage: 'limitDepositReached',
      statusDetail: 'The daily deposit limit of 1000 does not allow this.',
      statusParams: { period: 'daily', limit: 1000 },
    });
  });
});
