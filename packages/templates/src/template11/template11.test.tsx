import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appFrameChecks } from '../testing/frame-checks';
import { renderTemplate } from '../testing/render-template';
import template11 from './index';

describe('template11 "Compact app"', { timeout: 20_000 }, () => {
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
    const tile = within(hot).getAllByRole('link')[0]!;
    expect(tile).toHaveAccessibleName(/ by /);
    expect(tile).toHaveAttribute('href', expect.stringMatching(/^\/playnow\?provider=\w+&game=/));
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
    await user.keyboard('{ArrowLeft}');
    expect(tabs[3]).toHaveFocus();
  });

  it('greets a signed-in player by name', async () => {
    await renderTemplate(template11, { signedIn: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Juan Dela Cruz');
  });

  appFrameChecks(template11);
});
