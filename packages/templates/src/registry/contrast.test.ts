import { colorRoles } from '@playfront/core/theme';
import type { ColorRole, Palette } from '@playfront/core/theme';
import { describe, expect, it } from 'vitest';
import { availableTemplates, loadTemplate } from './index';

/** WCAG 2.x relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Each text role, the backgrounds it is used on, and the ratio WCAG AA asks of it on them. */
const textRoles: [ColorRole, ColorRole[], number][] = [
  ['fg', ['bg', 'surface'], 4.5],
  ['muted', ['bg', 'surface'], 4.5],
  ['primary-contrast', ['primary'], 4.5],
  ['primary', ['bg', 'surface'], 3],
  ['accent', ['bg', 'surface'], 3],
  ['success', ['surface'], 3],
  ['warning', ['surface'], 3],
  ['danger', ['surface'], 3],
];

/** The text role on each of its backgrounds, with the ratio it needs there. */
const pairs = textRoles.flatMap(([text, backgrounds, min]) =>
  backgrounds.map((background) => [text, background, min] as const),
);

describe('colour variants', () => {
  it('computes contrast like WCAG', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(availableTemplates)('%s: five variants fill every role with a hex colour', async (id) => {
    const { palettes } = await (await loadTemplate(id)).tokens();
    expect(Object.keys(palettes)).toHaveLength(5);
    for (const palette of Object.values(palettes)) {
      expect(Object.keys(palette).sort()).toEqual([...colorRoles].sort());
      for (const value of Object.values(palette))
        expect(value).toMatch(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
    }
  });

  it.each(availableTemplates)('%s: every variant passes WCAG AA for its text roles', async (id) => {
    const { palettes } = await (await loadTemplate(id)).tokens();
    const failures: string[] = [];
    for (const [name, palette] of Object.entries<Palette>(palettes)) {
      for (const [text, background, min] of pairs) {
        const ratio = contrast(palette[text], palette[background]);
        if (ratio < min)
          failures.push(`${name}: ${text} on ${background} ${ratio.toFixed(2)} < ${min}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(availableTemplates)('%s: no two colour variants are the same', async (id) => {
    const { palettes } = await (await loadTemplate(id)).tokens();
    const seen = new Set(Object.values(palettes).map((p) => JSON.stringify(p)));
    expect(seen.size).toBe(5);
  });
});
