import type { LanguageCode } from '../contract';
import { FALLBACK_LANGUAGE, filledLanguages, isFilled, languageByCode } from './languages';

/** Default name of the language cookie; operators may configure another. */
export const LANGUAGE_COOKIE = 'i18n_redirected';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Turns any redirect target into a path on this site. Protocol-relative (`//evil`), backslash
 * (`/\evil`), absolute and encoded variants all collapse to a local path.
 */
export function safeLocalPath(target: string | null | undefined): string {
  if (!target) return '/';
  let path = target;
  // Decode repeatedly so %2F%2F and double-encoded forms are seen for what they are.
  for (let i = 0; i < 3; i++) {
    try {
      const decoded = decodeURIComponent(path);
      if (decoded === path) break;
      path = decoded;
    } catch {
      return '/';
    }
  }
  // Browsers drop tabs and newlines inside URLs and read backslashes as slashes.
  path = [...path.replace(/\\/g, '/')].filter((ch) => ch > ' ' && ch !== '\u007f').join('');
  if (!path.startsWith('/') || /^\/{2,}/.test(path) || /^[a-z][a-z0-9+.-]*:/i.test(path)) {
    return '/';
  }
  return path;
}

/** Splits `/php/slots` into PHP and `/slots`; a path without a known prefix has no language. */
export function splitLanguagePrefix(pathname: string): { language?: LanguageCode; rest: string } {
  const match = /^\/([^/?#]+)(.*)$/.exec(pathname);
  const prefix = match?.[1]?.toLowerCase();
  const lang = filledLanguages.find((l) => l.prefix === prefix);
  if (!lang) return { rest: pathname || '/' };
  const rest = match?.[2] ?? '';
  return { language: lang.code, rest: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The path of a page in a language: the domain's default language has no prefix. */
export function localizedPath(
  pathname: string,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
): string {
  // The part after a prefix is cleaned again: `/en//evil.example` must not become `//evil.example`.
  const rest = safeLocalPath(splitLanguagePrefix(safeLocalPath(pathname)).rest);
  // A default language without texts is shown in English, which then takes the bare paths.
  const unprefixed = isFilled(defaultLanguage) ? defaultLanguage : FALLBACK_LANGUAGE;
  if (language === unprefixed || !isFilled(language)) return rest;
  const prefix = `/${languageByCode(language).prefix}`;
  return rest === '/' ? prefix : `${prefix}${rest}`;
}

/** Maps a browser language tag (`zh-CN`, `fil`, `en-GB`) to one of ours. */
export function languageFromTag(tag: string): LanguageCode | undefined {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  if (primary === 'en') return 'EN';
  if (primary === 'fil' || primary === 'tl') return 'PHP';
  if (primary === 'zh') return 'CN';
  return undefined;
}

export interface DetectInput {
  pathname: string;
  /** Value of the language cookie, if any. */
  cookie?: string | null | undefined;
  /** navigator.languages */
  browserLanguages?: readonly string[];
  /** The domain's default language (startup's `language`), used when nothing else decides. */
  fallback: LanguageCode;
}

/** Detection order of the spec: path prefix, language cookie, browser languages, fallback. */
export function detectLanguage({
  pathname,
  cookie,
  browserLanguages = [],
  fallback,
}: DetectInput): LanguageCode {
  const fromPath = splitLanguagePrefix(pathname).language;
  if (fromPath) return fromPath;
  if (cookie && isFilled(cookie)) return cookie;
  for (const tag of browserLanguages) {
    const found = languageFromTag(tag);
    if (found) return found;
  }
  return isFilled(fallback) ? fallback : 'EN';
}

/**
 * Where a navigation must go so the path matches the detected language, or null to stay.
 * The result is always a local path.
 */
export function languageRedirect(
  input: DetectInput & { search?: string; hash?: string },
): string | null {
  const language = detectLanguage(input);
  const target = localizedPath(input.pathname, language, input.fallback);
  if (target === safeLocalPath(input.pathname)) return null;
  return `${target}${input.search ?? ''}${input.hash ?? ''}`;
}

/** `Set-Cookie`-style string for document.cookie: 365 days, path /, SameSite Lax (None across origins). */
export function languageCookie(
  language: LanguageCode,
  { key = LANGUAGE_COOKIE, crossOrigin = false }: { key?: string; crossOrigin?: boolean } = {},
): string {
  const sameSite = crossOrigin ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${key}=${language}; Max-Age=${YEAR_SECONDS}; Path=/; ${sameSite}`;
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookies: string, key: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === key) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
