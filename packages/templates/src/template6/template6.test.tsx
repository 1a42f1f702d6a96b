import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawerFrameChecks } from '../testing/frame-checks';
import { renderTemplate } from '../testing/render-template';
import template6 from './index';

describe('template6 "Fruit machine"', { timeout: 20_000 }, () => {
  drawerFrameChecks(template6);

  it('shows the category tiles, each with its chunky glyph, before the hero', async () => {
    await renderTemplate(template6);
    const tiles = screen.getByRole('region', { name: 'Game categories' });
    const slots = within(tiles).getByRole('link', { name: 'Slots' });
    expect(slots).toHaveAttribute('href', '/slots');
    expect(slots.querySelector('svg')).not.toBeNull();
    const hero = screen.getByRole('region', { name: /Lucky Manila/ });
    expect(tiles.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
