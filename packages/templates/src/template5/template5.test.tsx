import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tabFrameChecks } from '../testing/frame-checks';
import { renderTemplate } from '../testing/render-template';
import template5 from './index';

describe('template5 "Aurora"', { timeout: 20_000 }, () => {
  tabFrameChecks(template5);

  it('strips promo banners beside the welcome, Download only where the site offers an app', async () => {
    await renderTemplate(template5);
    const hero = screen.getByRole('region', { name: 'Welcome to Lucky Manila' });
    expect(within(hero).getByRole('link', { name: 'Download the app' })).toHaveAttribute(
      'href',
      '/download',
    );
  });

  it('leaves Download out of the promo banners where the site has no app', async () => {
    await renderTemplate(template5, { layout: { show_app_download: false } });
    const hero = screen.getByRole('region', { name: 'Welcome to Lucky Manila' });
    expect(
      within(hero)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/register', '/promotions', '/vip', '/hot']);
  });
});
