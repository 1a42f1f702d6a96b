import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tabFrameChecks } from '../testing/frame-checks';
import { renderTemplate } from '../testing/render-template';
import template2 from './index';

describe('template2 "Royal casino"', { timeout: 20_000 }, () => {
  tabFrameChecks(template2);

  it('draws the crest over the site name and the main navigation as words alone', async () => {
    await renderTemplate(template2);
    const crest = within(screen.getByRole('banner')).getByRole('link', { name: 'Lucky Manila' });
    expect(crest).toHaveAttribute('href', '/');
    expect(crest.querySelector('svg')).not.toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Promotions' }).querySelector('svg')).toBeNull();
  });
});
