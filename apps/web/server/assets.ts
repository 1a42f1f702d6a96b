import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '@playfront/core/contract';
import {
  FALLBACK_LANGUAGE,
  firstMessageGroups,
  languageByCode,
  messageGroups,
} from '@playfront/core/i18n';
import type { MessageGroup } from '@playfront/core/i18n';
import type { Manifest } from 'vite';

/** Files a page fetches early for one lazily loaded part: its scripts and its stylesheets. */
export interface Assets {
  js: string[];
  css: string[];
}

/** Nothing to fetch early: a part a page does not load. */
export const noAssets: Assets = { js: [], css: [] };

/** The files of several parts, each once. */
export const mergeAssets = (...parts: Assets[]): Assets => ({
  js: [...new Set(parts.flatMap((p) => p.js))],
  css: [...new Set(parts.flatMap((p) => p.css))],
});

/** The build's id (`build.json`) as JSON text, or '' for a build without one. */
export function readBuildId(clientDir: string): string {
  const buildFile = join(clientDir, 'build.json');
  return existsSync(buildFile)
    ? JSON.stringify(
        (JSON.parse(readFileSync(buildFile, 'utf8')) as { buildId?: unknown }).buildId ?? '',
      )
    : '';
}

/**
 * Reads Vite's build manifest: the files of each template chunk, screen area and message file,
 * each with the chunks it imports, less what the entry script brings anyway.
 */
export function createAssetIndex(clientDir: string) {
  const path = join(clientDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest)
    : {};

  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };
  // What every page loads with the entry: its imports, and its dynamic ones, the boot's stages
  // (each evaluated in a task of its own; the page preloads them with the entry).
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    closure(key, entry);
    for (const stage of chunk.dynamicImports ?? []) closure(stage, entry);
  }

  const assetsOf = (key: string | undefined): Assets => {
    if (!key) return noAssets;
    const keys = [...closure(key)].filter((k) => !entry.has(k));
    return {
      js: keys.map((k) => `/${manifest[k]!.file}`),
      css: [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))].map((file) => `/${file}`),
    };
  };
  const find = (pattern: RegExp) =>
    Object.entries(manifest).find(
      ([key, chunk]) => chunk.isDynamicEntry && pattern.test(chunk.src ?? key),
    )?.[0];

  const byTemplate = new Map<string, Assets>();
  const fontsByTemplate = new Map<string, string[]>();
  const byArea = new Map<string, Assets>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const source = chunk.src ?? key;
    const template = /templates\/src\/(template\d+)\/index\.tsx$/.exec(source)?.[1];
    if (template) {
      byTemplate.set(template, assetsOf(key));
      fontsByTemplate.set(
        template,
        (chunk.assets ?? []).filter((file) => file.endsWith('.woff2')).map((file) => `/${file}`),
      );
    }
    const area = /ui\/src\/(?:screens\/)?([a-z-]+)\/index\.ts$/.exec(source)?.[1];
    if (area) byArea.set(area, assetsOf(key));
  }

  const signedIn = assetsOf(find(/templates\/src\/shared\/signed-in-account\.tsx$/));

  // Every stylesheet the build wrote, by the path a page links it at; read on first use.
  const stylesheetFiles = new Set(
    Object.values(manifest).flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)),
  );
  const stylesheetText = new Map<string, string>();

  const entryFiles = [...entry].flatMap((k) => [
    `/${manifest[k]!.file}`,
    ...(manifest[k]!.css ?? []).map((file) => `/${file}`),
  ]);

  return {
    /**
     * The hashed files a site's pages need whatever the route: the entry and its imports, their
     * stylesheets, and the site's template with its fonts. The service worker keeps these.
     */
    precache(templateId: string | undefined): string[] {
      const template = templateId ? byTemplate.get(templateId) : undefined;
      return [
        ...new Set([
          ...entryFiles,
          ...(template ? [...template.js, ...template.css] : []),
          ...(templateId ? (fontsByTemplate.get(templateId) ?? []) : []),
        ]),
      ];
    },
    /** The chunk of one template (`template7`). */
    template: (id: string): Assets => byTemplate.get(id) ?? noAssets,
    /** The template's own web fonts (woff2), asked for with its stylesheet so text does not reflow. */
    fonts: (id: string): string[] => fontsByTemplate.get(id) ?? [],
    /**
     * The header's block of a signed-in player (balance, session clock), which a guest's pages never
     * load: a player's page asks for it at once, and its stylesheets draw the server's markup.
     */
    signedIn: (): Assets => signedIn,
    /**
     * The text of one of the build's stylesheets (`/assets/account-x1.css`), for a page that carries
     * its styles in its HTML; undefined for any other path.
     */
    stylesheet: (href: string): string | undefined => {
      if (!stylesheetFiles.has(href)) return undefined;
      let css = stylesheetText.get(href);
      if (css === undefined) {
        css = readFileSync(join(clientDir, href), 'utf8');
        stylesheetText.set(href, css);
      }
      return css;
    },
    /** The chunk of one screen area (`games`, `content`, ...). */
    area: (area: string): Assets => byArea.get(area) ?? noAssets,
    /**
     * The message files a rendered page in this language loads before it hydrates: English first,
     * then its own; the first groups and those its render read.
     */
    messages(language: LanguageCode, read: readonly MessageGroup[] = []): Assets {
      const codes = [...new Set([FALLBACK_LANGUAGE, language])];
      const first: readonly MessageGroup[] = firstMessageGroups;
      const groups = messageGroups.filter((group) => first.includes(group) || read.includes(group));
      const js = codes.flatMap((code) =>
        groups.flatMap((group) => {
          const folder = languageByCode(code).prefix;
          return assetsOf(find(new RegExp(`i18n/locales/${folder}/${group}\\.json$`))).js;
        }),
      );
      return { js, css: [] };
    },
  };
}

export type AssetIndex = ReturnType<typeof createAssetIndex>;
