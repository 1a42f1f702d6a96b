import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../testing/render-template';
import template12 from './index';

// Generous timeout: the first render loads the texts and the machine is shared.
describe('template12 "Magazine"', { timeout: 20_000 }, () => {
  it('shows the masthead, the section navigation and sign-in for a guest', async () => {
    const { user } = await renderTemplate(template12);
    expect(screen.getByRole('link', { name: 'Lucky Manila' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Hot Games', 'Slots', 'Live Casino', 'Fishing', 'Sports'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // Sign-in is a page for this template: the router leaves home for /login.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the balance for a signed-in player', async () => {
    await renderTemplate(template12, { signedIn: true });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByText('12,500.5')).toBeInTheDocument();
  });

  it('leads with the story, then the game rows, with top 10, providers and download aside', async () => {
    await renderTemplate(template12);
    const lead = screen.getByRole('region', { name: 'Welcome to Lucky Manila' });
    expect(within(lead).getByText("Today's lead")).toBeInTheDocument();
    expect(within(lead).getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    for (const row of ['Hot games', 'Featured', 'Popular', 'New games'])
      expect(screen.getByRole('list', { name: row })).toBeInTheDocument();
    const news = screen.getByRole('region', { name: 'Announcements' });
    expect(within(news).getByText(/Weekend reload bonus/)).toBeInTheDocument();
    expect(await screen.findByText('de***01')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pragmatic Play' })).toHaveAttribute(
      'href',
      '/slots?provider=PPLAY',
    );
    expect(screen.getByRole('complementary', { name: 'Download the app' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const name of ['About us', 'Privacy policy', 'Responsible gaming', 'Banking', 'FAQs'])
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
  });

  it('opens the drawer from the keyboard and closes it with Esc', async () => {
    const { user } = await renderTemplate(template12);
    await user.tab();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'VIP' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
