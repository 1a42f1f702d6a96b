import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccountLinks } from '../testing/account-links';
import { renderTemplate } from '../testing/render-template';
import template11 from './index';

// Generous timeout: the first render loads the texts and the machine is shared.
describe('template11 "Compact app"', { timeout: 20_000 }, () => {
  it('shows the site, the bottom tab bar with categories and sign-in for a guest', async () => {
    const { user } = await renderTemplate(template11);
    expect(screen.getByRole('link', { name: 'Lucky Manila' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Lucky Manila');
    const tabbar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(tabbar).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabbar).getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
    const panel = screen.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Slots', 'Live Casino', 'Fishing', 'Sports'])
      expect(within(panel).getByRole('link', { name })).toBeInTheDocument();
    // Sign-in is a page for this template: the router leaves home for /login.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(within(tabbar).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the balance for a signed-in player', async () => {
    await renderTemplate(template11, { signedIn: true });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByText('12,500.5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Juan Dela Cruz');
  });

  it('switches hot, featured, popular and new with the segmented control and arrow keys', async () => {
    const { user } = await renderTemplate(template11);
    const tabs = within(screen.getByRole('tablist', { name: 'Game lists' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Hot games',
      'Featured',
      'Popular',
      'New games',
    ]);
    const hot = screen.getByRole('list', { name: 'Hot games' });
    expect(within(hot).getAllByRole('button').length).toBeGreaterThan(1);
    expect(within(hot).getAllByRole('button')[0]).toHaveAccessibleName(/ by /);
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('list', { name: 'Featured' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Hot games' })).toBeNull();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'New games' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('shows banners, announcements, categories, providers, top 10 and footer links', async () => {
    await renderTemplate(template11);
    expect(screen.getByText('Spin, win and cash out fast')).toBeInTheDocument();
    const news = screen.getByRole('region', { name: 'Announcements' });
    expect(within(news).getByText(/Weekend reload bonus/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pragmatic Play' })).toHaveAttribute(
      'href',
      '/slots?provider=PPLAY',
    );
    expect(await screen.findByText('de***01')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Download the app' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const name of ['About us', 'Privacy policy', 'Responsible gaming', 'Banking', 'FAQs'])
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Terms & conditions' })).toBeInTheDocument();
  });

  it('opens the menu sheet from the keyboard and closes it with Esc', async () => {
    const { user } = await renderTemplate(template11);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'VIP' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('gives a signed-in player the account pages in the tab bar sheet', async () => {
    const { user } = await renderTemplate(template11, { signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expectAccountLinks(await screen.findByRole('dialog', { name: 'Menu' }), ['/vip']);
  });
});
