import { describe, expect, it } from 'vitest';
import type { SeoRecord } from '../contract';
import { buildHead, headToHtml, seoPageName } from './head';

const seo: SeoRecord = {
  id: 1,
  page_name: 'slots',
  en_item_name: 'Slots',
  en_body: '',
  local_item_name: 'Mga Slot',
  local_body: '',
  meta_title: '',
  meta_desc: 'Spin the best slots',
  meta_keywords: 'slots, jackpot',
  meta_url: '',
  meta_canonical: '',
  meta_author: 'Lucky Team',
  meta_publisher: 'Lucky Ltd',
  meta_lang: 'fil',
  meta_image_url: 'https://cdn.example/og.png',
};

const input = {
  origin: 'https://lucky.example',
  pathname: '/php/slots',
  language: 'PHP' as const,
  defaultLanguage: 'EN' as const,
  site: { site_name: 'Lucky' },
  seo,
};

type Attrs = Record<string, string>;
const find = (tags: ReturnType<typeof buildHead>, pred: (attrs: Attrs) => boolean): Attrs[] =>
  tags.flatMap((t) => (t.tag !== 'title' && pred(t.attrs as Attrs) ? [t.attrs as Attrs] : []));

describe('seo page names', () => {
  it('names / home and strips the language prefix', () => {
    expect(seoPageName('/')).toBe('home');
    expect(seoPageName('/cn')).toBe('home');
    expect(seoPageName('/php/slots')).toBe('slots');
    expect(seoPageName('/privacy-policy/')).toBe('privacy-policy');
  });
});

describe('head tags', () => {
  it('titles the page with the local item name in the local language, then the site', () => {
    expect(buildHead(input)[0]).toEqual({ tag: 'title', text: 'Mga Slot | Lucky' });
    expect(buildHead({ ...input, language: 'EN', pathname: '/slots' })[0]).toEqual({
      tag: 'title',
      text: 'Slots | Lucky',
    });
  });

  it("uses the operator's meta_title as the whole title", () => {
    expect(
      buildHead({ ...input, seo: { ...seo, meta_title: 'Best Slots 2026 - Lucky' } })[0],
    ).toEqual({
      tag: 'title',
      text: 'Best Slots 2026 - Lucky',
    });
  });

  it('points the canonical at the page in the current language unless the record overrides it', () => {
    expect(find(buildHead(input), (a) => a.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: 'https://lucky.example/php/slots' },
    ]);
    const overridden = buildHead({
      ...input,
      seo: { ...seo, meta_canonical: 'https://lucky.example/slots' },
    });
    expect(find(overridden, (a) => a.rel === 'canonical')[0]).toMatchObject({
      href: 'https://lucky.example/slots',
    });
  });

  it('ignores a canonical override that is not an http(s) URL', () => {
    const hostile = buildHead({ ...input, seo: { ...seo, meta_canonical: 'javascript:alert(1)' } });
    expect(find(hostile, (a) => a.rel === 'canonical')[0]).toMatchObject({
      href: 'https://lucky.example/php/slots',
    });
  });

  it('leaves out an og:image that is not a web address', () => {
    const ogImage = (url: string) =>
      find(
        buildHead({ ...input, seo: { ...seo, meta_image_url: url } }),
        (a) => a.property === 'og:image',
      );
    expect(ogImage('javascript:alert(1)')).toEqual([]);
    expect(ogImage('data:image/svg+xml,<svg onload=alert(1)>')).toEqual([]);
    expect(ogImage('//evil.example/og.png')).toEqual([]);
    expect(ogImage('https://cdn.example/og.png')).toEqual([
      { property: 'og:image', content: 'https://cdn.example/og.png' },
    ]);
    expect(ogImage('/media/og.png')).toEqual([{ property: 'og:image', content: '/media/og.png' }]);
  });

  it('lists every filled language and x-default as alternates', () => {
    expect(find(buildHead(input), (a) => a.rel === 'alternate')).toEqual([
      { rel: 'alternate', hreflang: 'en', href: 'https://lucky.example/slots' },
      { rel: 'alternate', hreflang: 'fil', href: 'https://lucky.example/php/slots' },
      { rel: 'alternate', hreflang: 'zh-Hans', href: 'https://lucky.example/cn/slots' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://lucky.example/slots' },
    ]);
  });

  it('sets og:locale to the page language and the others as alternates', () => {
    const og = find(buildHead(input), (a) => a.property?.startsWith('og:locale') ?? false);
    expect(og).toEqual([
      { property: 'og:locale', content: 'fil_PH' },
      { property: 'og:locale:alternate', content: 'en_US' },
      { property: 'og:locale:alternate', content: 'zh_CN' },
    ]);
  });

  it('carries description, keywords, author, publisher and og:image from the record', () => {
    const names: Attrs = {};
    for (const a of find(buildHead(input), (attrs) => Boolean(attrs.name)))
      names[a.name!] = a.content!;
    expect(names).toEqual({
      description: 'Spin the best slots',
      keywords: 'slots, jackpot',
      author: 'Lucky Team',
      publisher: 'Lucky Ltd',
    });
    expect(find(buildHead(input), (a) => a.property === 'og:image')[0]).toMatchObject({
      content: 'https://cdn.example/og.png',
    });
  });

  it("keeps the operator's title, description and keywords to pages in their language (meta_lang)", () => {
    const chinese = {
      ...seo,
      meta_lang: 'zh-CN',
      meta_title: '老虎机 | Lucky',
      meta_desc: '最好的老虎机',
    };
    const onEnglish = buildHead({ ...input, language: 'EN', pathname: '/slots', seo: chinese });
    expect(onEnglish[0]).toEqual({ tag: 'title', text: 'Slots | Lucky' });
    expect(find(onEnglish, (a) => a.name === 'description' || a.name === 'keywords')).toEqual([]);
    expect(find(onEnglish, (a) => a.property === 'og:title')[0]?.content).toBe('Slots | Lucky');
    const onChinese = buildHead({ ...input, language: 'CN', pathname: '/cn/slots', seo: chinese });
    expect(onChinese[0]).toEqual({ tag: 'title', text: '老虎机 | Lucky' });
    expect(find(onChinese, (a) => a.name === 'description')[0]?.content).toBe('最好的老虎机');
  });

  it('escapes every value when written as HTML', () => {
    const html = headToHtml(
      buildHead({
        ...input,
        seo: { ...seo, meta_desc: '"><script>alert(1)</script>' },
        site: { site_name: '<b>x' },
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
