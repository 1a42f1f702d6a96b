import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Bytes {
  js: number;
  css: number;
}

/** Files a chunk pulls in eagerly: itself and its static imports, transitively. */
export function staticClosure(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export function filesOf(manifest: Manifest, keys: Iterable<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css };
}

export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

export function sumGzip(dir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSize(join(dir, file));
  return total;
}

export interface BundleReport {
  firstLoad: Bytes;
  templates: Record<string, Bytes>;
  /** Gzip bytes of each language's message files (all five groups). */
  languages: Record<string, number>;
}

/**
 * First load of `/` is the HTML entry's static closure; a template costs what its dynamic
 * chunk adds on top of that.
 */
export function bundleReport(clientDir: string): BundleReport {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  const initial = staticClosure(manifest, entry);
  const first = filesOf(manifest, initial);
  const templates: Record<string, Bytes> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /packages\/templates\/src\/(template\d+)\/index\.tsx$/.exec(chunk.src ?? key);
    if (!match?.[1] || !chunk.isDynamicEntry) continue;
    const own = [...staticClosure(manifest, key)].filter((k) => !initial.has(k));
    const files = filesOf(manifest, own);
    templates[match[1]] = { js: sumGzip(clientDir, files.js), css: sumGzip(clientDir, files.css) };
  }
  const languages: Record<string, number> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const lang = /i18n\/locales\/([a-z]+)\/[^/]+\.json$/.exec(chunk.src ?? key)?.[1];
    if (lang) languages[lang] = (languages[lang] ?? 0) + gzipSize(join(clientDir, chunk.file));
  }
  return {
    firstLoad: { js: sumGzip(clientDir, first.js), css: sumGzip(clientDir, first.css) },
    templates,
    languages,
  };
}
