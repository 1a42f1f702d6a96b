import {
  openModal,
  selectIsAuthenticated,
  selectOpenModal,
  selectToasts,
} from '@playfront/core/store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, signedIn } from '@playfront/core/testing';
import { answer, listenToSandbox } from '@playfront/core/testing/node';
import { renderScreen } from '../../testing';
import { BreakSection } from './break-section';
import {
  nextCheck,
  REALITY_CHECK_MODAL_ID,
  RealityCheckActions,
  RealityCheckTimer,
} from './reality-check';
import { RealityCheckSection } from './reality-check-section';

listenToSandbox();

const location = () => screen.getByTestId('location').textContent;

describe('BreakSection', () => {
  it('offers the periods of the chosen kind and says what cannot be undone', async () => {
    await renderScreen(<BreakSection />, { session: signedIn });
    const section = screen.getByRole('region', { name: 'Take a break' });
    const periods = () =>
      within(within(section).getByRole('group', { name: 'How long' }))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value'));
    expect(periods()).toEqual(['24h', '7d', '30d']);
    expect(section).toHaveTextContent('A time-out cannot be ended early.');
    await userEvent.click(within(section).getByRole('radio', { name: 'Self-exclusion' }));
    expect(periods()).toEqual(['6m', '1y', '5y']);
    expect(within(section).getByRole('radio', { name: '6 months' })).toBeChecked();
    expect(section).toHaveTextContent('cannot be lifted during its first 6 months');
  });

  it('starts a self-exclusion with the password, then signs out and goes home', async () => {
    const sent = answer('/api/safety/exclude', {
      statusCode: 1,
      statusMessage: 'exclusionStarted',
      value: {
        kind: 'exclusion',
        period: '1y',
        starts_at: '2026-03-10T08:00:00.000Z',
        ends_at: '2027-03-10T08:00:00.000Z',
        irrevocable_until: '2026-09-10T08:00:00.000Z',
      },
    });
    const { store } = await renderScreen(<BreakSection />, {
      session: signedIn,
      path: '/responsible-gaming',
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Self-exclusion' }));
    await userEvent.click(screen.getByRole('radio', { name: '1 year' }));
    await userEvent.type(screen.getByLabelText('Your password, to confirm'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Start my break' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(sent).toEqual([
      {
        account_id: 'demo01',
        auth: 'tok-1',
        kind: 'exclusion',
        period: '1y',
        password: 'secret123',
      },
    ]);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    const toast = selectToasts(store.getState()).at(-1);
    expect(toast?.title).toBe('Your self-exclusion has started. You have been signed out.');
    expect(toast?.text).toMatch(/^Until March 10, 2027/);
  });

  it('asks for the password and shows a wrong one without signing out', async () => {
    const { body, status } = failure('wrongPassword', 400);
    answer('/api/safety/exclude', body, { status });
    const { store } = await renderScreen(<BreakSection />, { session: signedIn });
    await userEvent.click(screen.getByRole('button', { name: 'Start my break' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required.');
    await userEvent.type(screen.getByLabelText('Your password, to confirm'), 'wrong1234');
    await userEvent.click(screen.getByRole('button', { name: 'Start my break' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'The current password is incorrect.',
    );
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });
});

describe('RealityCheckSection', () => {
  it("saves one of the operator's intervals", async () => {
    answer('/api/safety/status', {
      statusCode: 1,
      value: { minimum_age: 21, reality_check: { interval_minutes: 0, options: [15, 30, 60] } },
    });
    const saved = answer('/api/safety/reality_check', {
      statusCode: 1,
      statusMessage: 'realityCheckSaved',
      value: { interval_minutes: 30, options: [15, 30, 60] },
    });
    const { store } = await renderScreen(<RealityCheckSection />, { session: signedIn });
    const select = await screen.findByRole('combobox', { name: 'Remind me every' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Off', '15 minutes', '30 minutes', '60 minutes']);
    await userEvent.selectOptions(select, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ interval_minutes: 30 });
    await waitFor(() =>
      expect(selectToasts(store.getState()).at(-1)?.title).toBe('Reality check saved.'),
    );
  });
});

describe('nextCheck', () => {
  it('waits for the next whole interval since the session started', () => {
    expect(nextCheck(0, 900_000, 0)).toEqual({ index: 1, waitMs: 900_000 });
    expect(nextCheck(1_000_000, 900_000, 0)).toEqual({ index: 2, waitMs: 800_000 });
  });

  it('never repeats a check already shown, even when the clocks disagree', () => {
    expect(nextCheck(899_900, 900_000, 1)).toEqual({ index: 2, waitMs: 900_100 });
  });
});

describe('RealityCheckTimer', () => {
  it('opens the dialog with the time played and the net result when the interval is up', async () => {
    answer('/api/safety/session', {
      statusCode: 1,
      value: {
        started_at: '2026-03-10T07:00:00.000Z',
        elapsed_ms: 3_900_000,
        interval_ms: 100,
        net: -125.5,
        currency: 'PHP',
      },
    });
    const { store } = await renderScreen(<RealityCheckTimer />, { session: signedIn });
    await waitFor(() =>
      expect(selectOpenModal(store.getState())).toMatchObject({
        id: REALITY_CHECK_MODAL_ID,
        title: 'Reality check',
      }),
    );
    expect(selectOpenModal(store.getState())?.text).toBe(
      'You have played for 1 h 5 min this session. Net result this session: -₱125.50',
    );
  });

  it('stays quiet when the player chose no interval', async () => {
    const asked = answer('/api/safety/session', {
      statusCode: 1,
      value: { started_at: '', elapsed_ms: 10, interval_ms: 0, net: 0, currency: 'PHP' },
    });
    const { store } = await renderScreen(<RealityCheckTimer />, { session: signedIn });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(selectOpenModal(store.getState())).toBeNull();
  });
});

describe('RealityCheckActions', () => {
  it('continues, opens the bet history or logs out', async () => {
    const logout = answer('/api/auth/logout', { statusCode: 1 });
    const { store } = await renderScreen(null, {
      session: signedIn,
      path: '/slots',
      modalBody: (modal) => (modal.id === REALITY_CHECK_MODAL_ID ? <RealityCheckActions /> : null),
    });
    const open = () =>
      store.dispatch(openModal({ id: REALITY_CHECK_MODAL_ID, title: 'Reality check' }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(selectOpenModal(store.getState())).toBeNull();
    expect(location()).toBe('/slots');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'View history' }));
    expect(location()).toBe('/bet-history');
    expect(selectOpenModal(store.getState())).toBeNull();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(false));
    expect(logout).toHaveLength(1);
    await waitFor(() => expect(location()).toBe('/'));
  });
});
