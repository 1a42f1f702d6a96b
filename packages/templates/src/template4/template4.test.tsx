import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lobbyFrameChecks } from '../testing/frame-checks';
import { renderTemplate } from '../testing/render-template';
import template4 from './index';

describe('template4 "Jade palace"', { timeout: 20_000 }, () => {
  it('opens the games of its two-level menu with the keyboard and closes them with Esc', async () => {
    const { user } = await renderTemplate(template4);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const games = within(nav).getByRole('button', { name: 'Games' });
    expect(games).toHaveAttribute('aria-expanded', 'false');
    games.focus();
    await user.keyboard('{Enter}');
    expect(games).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/slots');
    await user.keyboard('{Escape}');
    expect(games).toHaveAttribute('aria-expanded', 'false');
    expect(games).toHaveFocus();
    expect(within(nav).queryByRole('link', { name: 'Slots' })).toBeNull();
  });

  lobbyFrameChecks(template4);
});
