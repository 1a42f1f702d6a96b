import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getStorySortParameter } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

const preview = readFileSync(new URL('../.storybook/preview.tsx', import.meta.url), 'utf8');
const templatesDir = fileURLToPath(new URL('../../../packages/templates/src/', import.meta.url));

type Entry = { title: string };
/** The sidebar's comparator, read from the preview file the way Storybook reads it. */
const storySort = getStorySortParameter(preview) as (a: Entry, b: Entry) => number;

describe('the Storybook sidebar', () => {
  it('lists templates in number order, a title’s stories in file order', () => {
    const titles = ['Template 10 · Tropical', 'Template 2 · Royal casino', 'Template 1 · Classic']
      .concat(['Template 11 · Compact app', 'Template 1 · Classic'])
      .map((t) => ({ title: `Templates/${t}` }));
    const sorted = [...titles].sort(storySort).map((e) => e.title.replace('Templates/', ''));
    expect(sorted).toEqual([
      'Template 1 · Classic',
      'Template 1 · Classic',
      'Template 2 · Royal casino',
      'Template 10 · Tropical',
      'Template 11 · Compact app',
    ]);
  });

  it("titles each template's stories with its own number, and no two alike", () => {
    const titles = readdirSync(templatesDir)
      .filter((dir) => /^template\d+$/.test(dir))
      .map((dir) => {
        const source = readFileSync(`${templatesDir}${dir}/${dir}.stories.tsx`, 'utf8');
        const title = /title: '([^']+)'/.exec(source)?.[1] ?? '';
        expect(title, dir).toMatch(new RegExp(`^Templates/Template ${dir.slice(8)} · \\S`));
        return title;
      });
    expect(titles).toHaveLength(15);
    expect(new Set(titles).size).toBe(15);
  });
});
