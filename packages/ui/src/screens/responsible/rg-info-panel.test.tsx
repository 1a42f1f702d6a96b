import { fakeSandbox, limitsAnswer } from '@playfront/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureSiteStore, renderInSite } from '../../testing';
import { RgInfoPanel } from './rg-info-panel';

async function renderPanel(onContinue = vi.fn(), limitsFail = false) {
  let daily: number | null = null;
  const api = fakeSandbox({
    '/api/responsible/limits': () =>
      limitsFail
        ? { statusCode: -500, statusMessage: 'internalError' }
        : limitsAnswer({ 'deposit:daily': { value: daily } }),
    '/api/responsible/set_limit': (body) => {
      daily = body.amount;
      return {
        ...limitsAnswer({ 'deposit:daily': { value: daily } }),
        statusMessage: 'limitSaved',
      };
    },
  });
  await renderInSite(
    <RgInfoPanel onContinue={onContinue} />,
    fixtureSiteStore(api.fetch, { helpline: '1800-1888-1424' }),
  );
  return { api, onContinue };
}

describe('RgInfoPanel', () => {
  it('says which limits and breaks exist and gives the helpline to call', async () => {
    await renderPanel();
    const panel = screen.getByRole('region', { name: 'Play responsibly' });
    expect(panel).toHaveTextContent('Gambling can be addictive. Know when to stop.');
    expect(panel).toHaveTextContent('exclude yourself for 6 months, 1 year or 5 years');
    expect(
      within(panel).getByRole('link', {
        name: 'Need to talk to someone? Call the helpline: 1800-1888-1424',
      }),
    ).toHaveAttribute('href', 'tel:180018881424');
    expect(
      await within(panel).findByRole('link', { name: 'All limits and breaks' }),
    ).toHaveAttribute('href', '/responsible-gaming');
  });

  it('offers a deposit limit of each period and sets one through the limits call', async () => {
    const { api } = await renderPanel();
    const panel = screen.getByRole('region', { name: 'Play responsibly' });
    expect(await within(panel).findAllByRole('form')).toHaveLength(3);
    expect(within(panel).queryByRole('form', { name: /loss|wager|Play time/ })).toBeNull();
    expect(panel).toHaveTextContent('a higher one waits 24 hours');
    const form = within(panel).getByRole('form', { name: 'Daily deposit limit (PHP)' });
    await userEvent.type(within(form).getByLabelText('Daily deposit limit (PHP)'), '1000');
    await userEvent.click(
      within(form).getByRole('button', { name: 'Set limit: Daily deposit limit (PHP)' }),
    );
    expect(await within(form).findByText('Limit saved. It applies now.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/responsible/set_limit')?.body).toMatchObject({
      kind: 'deposit',
      period: 'daily',
      amount: 1000,
    });
    expect(await within(form).findByText('Limit: ₱1,000.00')).toBeInTheDocument();
  });

  it('lets the player continue without a limit', async () => {
    const { api, onContinue } = await renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(api.calls.some((c) => c.path === '/api/responsible/set_limit')).toBe(false);
  });

  it('shows Continue once the limits are drawn above it, so it does not move under a tap', async () => {
    await renderPanel();
    const panel = screen.getByRole('region', { name: 'Play responsibly' });
    expect(within(panel).queryByRole('button', { name: 'Continue' })).toBeNull();
    const button = await within(panel).findByRole('button', { name: 'Continue' });
    const forms = within(panel).getAllByRole('form');
    expect(forms).toHaveLength(3);
    for (const form of forms)
      expect(form.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('still lets the player continue when the limits cannot be read', async () => {
    const { onContinue } = await renderPanel(vi.fn(), true);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByRole('form')).toHaveLength(0);
  });
});
