import type { LanguageCode, SeoRecord, Site } from '../contract';
import { FALLBACK_LANGUAGE, filledLanguages, isFilled, languageByCode } from '../i18n/languages';
import { localizedPath } from '../i18n/routing';

/** One element of the document head, rendered by React on the client and as text by the server. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: { name?: string; property?: string; content: string } }
  | { tag: 'link'; attrs: { rel: string; href: string; hreflang?: string } };

export interface HeadInput {
  /** Origin the page is served from, e.g. `https://casino.example`. */
  origin: string;
  /** Path as requested, with or without a language prefix. */
  pathname: string;
  language: LanguageCode;
  /** The domain's default language (unprefixed paths). */
  defaultLanguage: LanguageCode;
  site?: Pick<Site, 'site_name'> | undefined;
  seo?: SeoRecord | null | undefined;
  /** Title used when the SEO record has none, e.g. the page's name in the current language. */
  fallbackTitle?: string | undefined;
}

/** `SEO page name` of a path: `/` is `home`, `/php/slots` is `slots`. */
export function seoPageName(pathname: string): string {
  const rest = pathname.replace(/^\/(en|php|cn)(?=\/|$)/i, '').replace(/^\/+|\/+$/g, '');
  return rest === '' ? 'home' : rest;
}

/** Whether a language tag (`zh-CN`, `fil`; empty: unknown) is the page's (`zh-Hans`). */
const speaks = (tag: string, pageTag: string) => {
  const primary = (t: string) => t.trim().toLowerCase().split(/[-_]/)[0];
  return !tag.trim() || primary(tag) === primary(pageTag);
};

const pick = (english: string, local: string, language: LanguageCode) =>
  (language === FALLBACK_LANGUAGE ? english : local) || english;

/**
 * Title, description, keywords, author, publisher, canonical, hreflang alternates and Open
 * Graph tags for one page in one language.
 */
export function buildHead({
  origin,
  pathname,
  language,
  defaultLanguage,
  site,
  seo,
  fallbackTitle,
}: HeadInput): HeadTag[] {
  const lang = isFilled(language) ? language : FALLBACK_LANGUAGE;
  const url = (code: LanguageCode) => `${origin}${localizedPath(pathname, code, defaultLanguage)}`;
  const siteName = site?.site_name ?? '';
  const itemName = seo ? pick(seo.en_item_name, seo.local_item_name, lang) : '';
  // The record's meta texts are written in one language, `meta_lang`: they serve the pages in it.
  const meta = seo && speaks(seo.meta_lang, languageByCode(lang).htmlLang) ? seo : undefined;
  // An operator's meta_title is the whole title; otherwise the page's name, then the site.
  const title =
    meta?.meta_title || [itemName || fallbackTitle, siteName].filter(Boolean).join(' | ');
  const description = meta?.meta_desc ?? '';
  const canonical =
    seo?.meta_canonical && /^https?:\/\//.test(seo.meta_canonical) ? seo.meta_canonical : url(lang);

  const tags: HeadTag[] = [{ tag: 'title', text: title }];
  const metaTag = (key: 'name' | 'property', id: string, content: string | undefined) => {
    if (content) tags.push({ tag: 'meta', attrs: { [key]: id, content } });
  };
  metaTag('name', 'description', description);
  metaTag('name', 'keywords', meta?.meta_keywords);
  metaTag('name', 'author', seo?.meta_author);
  metaTag('name', 'publisher', seo?.meta_publisher);
  tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  for (const l of filledLanguages) {
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: l.htmlLang, href: url(l.code) },
    });
  }
  const unprefixed = isFilled(defaultLanguage) ? defaultLanguage : FALLBACK_LANGUAGE;
  tags.push({
    tag: 'link',
    attrs: { rel: 'alternate', hreflang: 'x-default', href: url(unprefixed) },
  });
  metaTag('property', 'og:title', title);
  metaTag('property', 'og:description', description);
  metaTag('property', 'og:url', canonical);
  metaTag('property', 'og:site_name', siteName);
  // Like the canonical, only a web address may reach crawlers and link previews.
  const image = seo?.meta_image_url;
  metaTag('property', 'og:image', image && /^(https?:\/\/|\/(?!\/))/.test(image) ? image : '');
  metaTag('property', 'og:locale', languageByCode(lang).ogLocale);
  for (const l of filledLanguages) {
    if (l.code !== lang) metaTag('property', 'og:locale:alternate', l.ogLocale);
  }
  return tags;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same tags as HTML text for the server; every value is escaped. */
export function headToHtml(tags: HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'title') return `<title>${escapeHtml(t.text)}</title>`;
      const attrs = Object.entries(t.attrs)
        .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
        .join(' ');
      return `<${t.tag} ${attrs}>`;
    })
    .join('\n');
}
