import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tabFrameChecks } from '../testing/frame-checks';
import { renderTemplate } from '../testing/render-template';
import template3 from './index';

describe('template3 "Neon arcade"', { timeout: 20_000 }, () => {
  tabFrameChecks(template3);

  it('leads every link of its side rail with a glyph', async () => {
    await renderTemplate(template3);
    const rail = screen.getByRole('navigation', { name: 'Main' });
    for (const link of within(rail).getAllByRole('link'))
      expect(link.querySelector('svg'), link.textContent ?? '').not.toBeNull();
  });
});
