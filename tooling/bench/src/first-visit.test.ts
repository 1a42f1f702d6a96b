import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest } from './bundle';
import { firstVisitScripts, totalBytes } from './first-visit';

const locale = (lang: string, group: string) =>
  `../../packages/core/src/i18n/locales/${lang}/${group}.json`;
const dynamic = (src: string, file: string, imports: string[] = []) => ({
  [src]: { file, src, isDynamicEntry: true, imports },
});

const manifest: Manifest = {
  'index.html': {
    file: 'assets/main.js',
    isEntry: true,
    imports: ['_react.js'],
    assets: ['assets/warmup.worker.js', 'assets/font.woff2'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_cards.js': { file: 'assets/cards.js', imports: ['_react.js'] },
  '_radix.js': { file: 'assets/radix.js' },
  ...dynamic('../../packages/templates/src/template1/index.tsx', 'assets/t1.js', ['_cards.js']),
  ...dynamic('../../packages/templates/src/template2/index.tsx', 'assets/t2.js'),
  ...dynamic(locale('en', 'ui'), 'assets/ui-en.js'),
  ...dynamic(locale('en', 'errors'), 'assets/errors-en.js'),
  ...dynamic(locale('en', 'validation'), 'assets/validation-en.js'),
  ...dynamic(locale('cn', 'ui'), 'assets/ui-cn.js'),
  ...dynamic('src/shell/store-hosts.tsx', 'assets/hosts.js', ['_radix.js', '_react.js']),
  ...dynamic('../../packages/ui/src/screens/auth/index.ts', 'assets/auth.js'),
};

/** A build whose files are `size` bytes, with a `.br` of a tenth beside those over 1 KB. */
function buildDir(sizes: Record<string, number>) {
  const dir = mkdtempSync(join(tmpdir(), 'pf-first-visit-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const files = Object.values(manifest).flatMap((c) => [c.file, ...(c.assets ?? [])]);
  for (const file of files) {
    const size = sizes[file] ?? 2000;
    writeFileSync(join(dir, file), 'x'.repeat(size));
    if (size > 1024) writeFileSync(join(dir, `${file}.br`), 'b'.repeat(size / 10));
  }
  return dir;
}

describe('first visit from the build manifest', () => {
  it("loads the entry, its worker, the template and its imports, the language's first messages, not the overlay hosts", () => {
    const scripts = firstVisitScripts(buildDir({}), { template: 'template1', language: 'en' });
    expect(scripts.map((s) => s.file).sort()).toEqual(
      [
        'assets/main.js',
        'assets/warmup.worker.js',
        'assets/react.js',
        'assets/t1.js',
        'assets/cards.js',
        'assets/ui-en.js',
      ].sort(),
    );
  });

  it('adds English to the messages of a page in another language', () => {
    const files = firstVisitScripts(buildDir({}), { template: 'template2', language: 'cn' }).map(
      (s) => s.file,
    );
    expect(files).toEqual(expect.arrayContaining(['assets/ui-en.js', 'assets/ui-cn.js']));
    expect(files).not.toContain('assets/t1.js');
  });

  it('counts the brotli file the server sends, or the file itself where it has none', () => {
    const dir = buildDir({ 'assets/main.js': 5000, 'assets/react.js': 800 });
    const scripts = firstVisitScripts(dir, { template: 'template1', language: 'en' });
    expect(scripts.slice(0, 2)).toEqual([
      { file: 'assets/react.js', bytes: 800 },
      { file: 'assets/main.js', bytes: 500 },
    ]);
    expect(totalBytes(scripts)).toBe(500 + 800 + 4 * 200);
  });

  it('refuses a build without the template', () => {
    expect(() =>
      firstVisitScripts(buildDir({}), { template: 'template9', language: 'en' }),
    ).toThrow('template9');
  });
});
