import { createHash } from 'node:crypto';
import type { LanguageCode } from '@playfront/core/contract';
import { filledLanguages, languageByCode } from '@playfront/core/i18n';
import type { AppColours } from './app-manifest';

const TEXTS: Partial<Record<LanguageCode, { title: string; body: string; retry: string }>> = {
  EN: {
    title: 'You are offline',
    body: 'This page needs a connection. Check your network and try again.',
    retry: 'Try again',
  },
  PHP: {
    title: 'Offline ka',
    body: 'Kailangan ng koneksyon ang pahinang ito. Tingnan ang iyong network at subukang muli.',
    retry: 'Subukang muli',
  },
  CN: {
    title: '您已离线',
    body: '此页面需要网络连接。请检查网络后重试。',
    retry: '重试',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The offline page's policy: its own inline styles and nothing else; no script at all. */
export const OFFLINE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * The page the service worker shows when a navigation finds no network: the site's name and
 * colours, a line in the page's language and a retry (a link to the page asked for, which the
 * browser resolves to the address shown: no script needed).
 */
export function offlinePage({
  siteName,
  language,
  colours,
}: {
  siteName: string;
  language: LanguageCode;
  colours: AppColours;
}): string {
  const text = TEXTS[language] ?? TEXTS.EN!;
  return `<!doctype html>
<html lang="${languageByCode(language).htmlLang}" data-pf-offline="${languageByCode(language).prefix}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${colours.theme}">
<title>${escapeHtml(text.title)} · ${escapeHtml(siteName)}</title>
<style>
html,body{margin:0;height:100%}
body{display:flex;align-items:center;justify-content:center;background:${colours.background};color:${colours.text};font:16px/1.5 system-ui,sans-serif;text-align:center}
main{max-width:28rem;padding:2rem}
.name{font-weight:700;letter-spacing:.04em;opacity:.8}
h1{font-size:1.6rem;margin:.5rem 0}
a{display:inline-block;margin-top:1.25rem;padding:.75rem 1.5rem;border-radius:.5rem;background:${colours.primary};color:${colours.fg};text-decoration:none;font-weight:700}
a:focus-visible{outline:3px solid currentColor;outline-offset:3px}
</style>
</head>
<body>
<main>
<p class="name">${escapeHtml(siteName)}</p>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.body)}</p>
<a href="" data-pf-retry>${escapeHtml(text.retry)}</a>
</main>
</body>
</html>
`;
}

/** What the service worker is told by the server that sends it: a site's files and pages. */
export interface ServiceWorkerConfig {
  /** Part of every cache name: a new build, or a site's new template, is a new set of caches. */
  version: string;
  /** Hashed build files to keep from the start. */
  assets: string[];
  /** The offline page of each language by its path prefix; `''` is the domain's default. */
  offline: { prefix: string; url: string }[];
}

/** The service worker's settings for one site. */
export function serviceWorkerConfig({
  buildId,
  templateId,
  assets,
}: {
  buildId: string;
  templateId: string | undefined;
  assets: string[];
}): ServiceWorkerConfig {
  const version = createHash('sha256')
    .update(`${buildId}|${templateId ?? ''}|${assets.join(',')}`)
    .digest('base64url')
    .slice(0, 12);
  return {
    version,
    assets,
    offline: [
      { prefix: '', url: '/offline.html' },
      ...filledLanguages.map((l) => ({ prefix: l.prefix, url: `/offline.html?lang=${l.prefix}` })),
    ],
  };
}

/** The service worker's script for one site: its settings, then the built worker. */
export function serviceWorkerScript(config: ServiceWorkerConfig, worker: string): string {
  return `self.__PF_SW__=${JSON.stringify(config)};\n${worker}`;
}
