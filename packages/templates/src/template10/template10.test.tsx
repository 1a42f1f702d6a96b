import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawerFrameChecks } from '../testing/frame-checks';
import { renderTemplate } from '../testing/render-template';
import template10 from './index';

describe('template10 "Tropical"', { timeout: 20_000 }, () => {
  drawerFrameChecks(template10);

  it('loops the providers sideways, the copy hidden from screen readers', async () => {
    await renderTemplate(template10);
    const providers = screen.getByRole('region', { name: 'Providers' });
    const link = await within(providers).findByRole('link', { name: 'JILI' });
    expect(link).toHaveAttribute('href', '/slots?provider=JILI');
    const [list, copy] = providers.querySelectorAll('ul');
    expect(list).not.toHaveAttribute('aria-hidden');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
  });
});
