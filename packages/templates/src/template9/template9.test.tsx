import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawerFrameChecks } from '../testing/frame-checks';
import { linkTexts, renderTemplate } from '../testing/render-template';
import template9 from './index';

describe('template9 "Cyber"', { timeout: 20_000 }, () => {
  // Its drawer is a sheet that rises from the bottom tab bar's last tab.
  drawerFrameChecks(template9);

  it('keeps home, hot games and slots in the bottom tab bar, before the menu tab', async () => {
    await renderTemplate(template9);
    const tabs = screen.getByRole('navigation', { name: 'Menu' });
    expect(linkTexts(tabs)).toEqual(['Home', 'Hot Games', 'Slots']);
    expect(within(tabs).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('numbers the categories in two digits, hidden from screen readers', async () => {
    await renderTemplate(template9);
    const categories = screen.getByRole('region', { name: 'Game categories' });
    const first = within(categories).getAllByRole('link')[0]!;
    expect(first.querySelector('[aria-hidden="true"]')).toHaveTextContent('01');
  });
});
