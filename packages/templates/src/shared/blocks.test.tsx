import { siteFor, templateAnswers, templateLayout, templateSession } from '@playfront/core/testing';
import { renderScreen } from '@playfront/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountBlock } from './blocks';

describe('shared header: the session clock', { timeout: 20_000 }, () => {
  async function renderAccount(sessionClock: boolean) {
    await renderScreen(<AccountBlock part="pf-test-account" />, {
      layout: templateLayout('template1', {
        site: siteFor('template1', { session_clock: sessionClock }),
      }),
      session: templateSession(),
      answers: {
        ...templateAnswers,
        '/api/safety/session': {
          value: {
            started_at: '2026-03-10T08:00:00.000Z',
            elapsed_ms: 900_000,
            interval_ms: 0,
            net: 0,
            currency: 'PHP',
          },
        },
      },
      bare: true,
    });
  }

  it("shows a signed-in player the time since sign-in where the operator's regulator wants it", async () => {
    await renderAccount(true);
    expect(
      await screen.findByRole('timer', { name: 'Time since you signed in: 0:15:00' }),
    ).toHaveTextContent('Session 0:15:00');
    expect(screen.getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('shows none where the operator leaves it off', async () => {
    await renderAccount(false);
    expect(await screen.findByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
