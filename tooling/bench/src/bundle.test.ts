import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleReport, entryClosure, gzipSize, staticClosure } from './bundle';
import type { Manifest } from './bundle';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/main.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/bootstrap.tsx'],
    css: ['assets/main.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  // A boot stage: a dynamic import of the entry, loaded with it.
  'src/bootstrap.tsx': {
    file: 'assets/bootstrap.js',
    src: 'src/bootstrap.tsx',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_store.js'],
  },
  '_store.js': { file: 'assets/store.js' },
  '../../packages/templates/src/template1/index.tsx': {
    file: 'assets/t1.js',
    src: '../../packages/templates/src/template1/index.tsx',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_shared.js'],
    css: ['assets/t1.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '../../packages/ui/src/screens/auth/index.ts': {
    file: 'assets/auth.js',
    src: '../../packages/ui/src/screens/auth/index.ts',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_shared.js', '_form.js'],
  },
  '_form.js': { file: 'assets/form.js' },
  '../../packages/core/src/i18n/locales/cn/ui.json': {
    file: 'assets/ui-cn.js',
    src: '../../packages/core/src/i18n/locales/cn/ui.json',
    isDynamicEntry: true,
  },
  '../../packages/core/src/i18n/locales/cn/errors.json': {
    file: 'assets/errors-cn.js',
    src: '../../packages/core/src/i18n/locales/cn/errors.json',
    isDynamicEntry: true,
  },
};

function buildDir() {
  const dir = mkdtempSync(join(tmpdir(), 'pf-bundle-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest)) {
    writeFileSync(join(dir, chunk.file), `/* ${chunk.file} */ ${'x'.repeat(2000)}`);
    for (const css of chunk.css ?? []) writeFileSync(join(dir, css), `.a{color:red}`);
  }
  return dir;
}

describe('bundle report', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(manifest, 'index.html')]).toEqual(['index.html', '_vendor.js']);
  });

  it("takes the entry's dynamic imports, the boot's stages, with it", () => {
    expect([...entryClosure(manifest)]).toEqual([
      'index.html',
      '_vendor.js',
      'src/bootstrap.tsx',
      '_store.js',
    ]);
  });

  it('counts a template chunk without the bytes the shell already loaded', () => {
    const dir = buildDir();
    const report = bundleReport(dir);
    const gz = (file: string) => gzipSize(join(dir, file));
    expect(report.shell.js).toBe(
      gz('assets/main.js') +
        gz('assets/vendor.js') +
        gz('assets/bootstrap.js') +
        gz('assets/store.js'),
    );
    expect(report.templates.template1!.js).toBe(gz('assets/t1.js') + gz('assets/shared.js'));
    expect(report.templates.template1!.css).toBe(gz('assets/t1.css'));
  });

  it('counts the first load of / as the shell plus the default template', () => {
    const dir = buildDir();
    const report = bundleReport(dir);
    expect(report.firstLoad.js).toBe(report.shell.js + report.templates.template1!.js);
    expect(report.firstLoad.css).toBe(report.shell.css + report.templates.template1!.css);
  });

  it('counts a route area by what it adds beyond the first load', () => {
    const dir = buildDir();
    expect(bundleReport(dir).routes).toEqual({
      'screens/auth': {
        js: gzipSize(join(dir, 'assets/auth.js')) + gzipSize(join(dir, 'assets/form.js')),
        css: 0,
      },
    });
  });

  it("adds up each language's message files", () => {
    const dir = buildDir();
    expect(bundleReport(dir).languages).toEqual({
      cn: gzipSize(join(dir, 'assets/ui-cn.js')) + gzipSize(join(dir, 'assets/errors-cn.js')),
    });
  });
});
