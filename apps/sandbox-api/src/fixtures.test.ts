import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seedSites, siteRecord, top10Records } from './fixtures';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module specifier imported (by value or type) from a file and the files it reaches. */
function reachableImports(entry: string): { files: string[]; external: Set<string> } {
  const seen = new Set<string>();
  const external = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of source.matchAll(/(?:from|import)\s+'([^']+)'/g)) {
      if (specifier.startsWith('.')) visit(`${resolve(dirname(file), specifier)}.ts`);
      else external.add(specifier);
    }
  };
  visit(entry);
  return { files: [...seen], external };
}

describe('@playfront/sandbox-api/fixtures', () => {
  it('reaches only pure modules: the contract and the theme manifest, no database, server or Node', () => {
    const { files, external } = reachableImports(resolve(here, 'fixtures.ts'));
    expect(files.length).toBeGreaterThan(1);
    expect([...external].sort()).toEqual(['@playfront/core/contract', '@playfront/core/theme']);
  });

  it('gives every seeded site the same figures on every run', () => {
    const now = new Date('2025-03-01T10:30:00Z');
    const site = seedSites().find((s) => s.domain === 'slot1.localhost')!;
    expect(siteRecord(site, now)).toEqual(siteRecord(site, new Date(now)));
    const top10 = top10Records(site, now);
    expect(top10.filter((r) => r.kind === 'winner')).toHaveLength(10);
    expect(top10.filter((r) => r.kind === 'withdrawal')).toHaveLength(10);
    const winners = top10.filter((r) => r.kind === 'winner').map((r) => r.amountCents);
    expect(winners).toEqual([...winners].sort((a, b) => b - a));
  });
});
