import type { LanguageCode } from '@playfront/core/contract';
import { LANGUAGE_COOKIE, languageRedirect, readCookie } from '@playfront/core/i18n';

/** Languages of an Accept-Language header, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * The language redirect of the route loaders, decided before any cached page is served: where a
 * visitor whose language cookie or browser asks for another language than the URL's goes, or null.
 * A prefix decides the language by itself, so only paths without one depend on these two headers.
 */
export function visitorLanguageRedirect({
  url,
  cookies,
  acceptLanguage,
  defaultLanguage,
}: {
  url: URL;
  cookies: string;
  acceptLanguage: string | undefined;
  defaultLanguage: LanguageCode;
}): string | null {
  return languageRedirect({
    pathname: url.pathname,
    cookie: readCookie(cookies, LANGUAGE_COOKIE),
    browserLanguages: acceptedLanguages(acceptLanguage),
    fallback: defaultLanguage,
    search: url.search,
  });
}
