import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  languageCookie,
  languageRedirect,
  localizedPath,
  readCookie,
  safeLocalPath,
  splitLanguagePrefix,
} from './routing';
import { filledLanguages } from './languages';

describe('language prefix', () => {
  it('reads the lower-case code at the start of the path', () => {
    expect(splitLanguagePrefix('/php/slots')).toEqual({ language: 'PHP', rest: '/slots' });
    expect(splitLanguagePrefix('/cn')).toEqual({ language: 'CN', rest: '/' });
    expect(splitLanguagePrefix('/CN/')).toEqual({ language: 'CN', rest: '/' });
  });

  it('leaves paths without a filled-language prefix alone', () => {
    expect(splitLanguagePrefix('/slots')).toEqual({ rest: '/slots' });
    expect(splitLanguagePrefix('/mmk/slots')).toEqual({ rest: '/mmk/slots' });
    expect(splitLanguagePrefix('/cnx')).toEqual({ rest: '/cnx' });
  });
});

describe('localized paths', () => {
  it("gives the domain's default language no prefix", () => {
    expect(localizedPath('/slots', 'EN', 'EN')).toBe('/slots');
    expect(localizedPath('/php/slots', 'PHP', 'PHP')).toBe('/slots');
  });

  it('prefixes the other languages with their lower-case code', () => {
    expect(localizedPath('/slots', 'PHP', 'EN')).toBe('/php/slots');
    expect(localizedPath('/php/slots', 'CN', 'EN')).toBe('/cn/slots');
    expect(localizedPath('/', 'CN', 'EN')).toBe('/cn');
    expect(localizedPath('/slots', 'EN', 'CN')).toBe('/en/slots');
  });

  it('treats English as the unprefixed language when the default has no texts', () => {
    expect(localizedPath('/slots', 'EN', 'MMK')).toBe('/slots');
    expect(localizedPath('/slots', 'CN', 'MMK')).toBe('/cn/slots');
  });
});

describe('language detection order', () => {
  const base = { pathname: '/slots', fallback: 'EN' as const };

  it('takes the path prefix first', () => {
    expect(
      detectLanguage({ ...base, pathname: '/cn/slots', cookie: 'PHP', browserLanguages: ['en'] }),
    ).toBe('CN');
  });
  it('then the language cookie', () => {
    expect(detectLanguage({ ...base, cookie: 'PHP', browserLanguages: ['zh-CN'] })).toBe('PHP');
  });
  it('then the browser language list, in order', () => {
    expect(detectLanguage({ ...base, browserLanguages: ['de-DE', 'fil-PH', 'zh'] })).toBe('PHP');
    expect(detectLanguage({ ...base, browserLanguages: ['zh-TW'] })).toBe('CN');
  });
  it('then the fallback', () => {
    expect(
      detectLanguage({ ...base, cookie: 'XX', browserLanguages: ['de'], fallback: 'CN' }),
    ).toBe('CN');
  });
  it('never picks a language without texts', () => {
    expect(detectLanguage({ ...base, cookie: 'MMK', fallback: 'IDR' })).toBe('EN');
  });
});

describe('language redirect', () => {
  it('sends a Chinese browser from / to /cn, keeping query and hash', () => {
    expect(
      languageRedirect({
        pathname: '/',
        browserLanguages: ['zh-CN'],
        fallback: 'EN',
        search: '?a=1',
        hash: '#x',
      }),
    ).toBe('/cn?a=1#x');
  });
  it('stays when the path already matches the language', () => {
    expect(languageRedirect({ pathname: '/php/slots', fallback: 'EN' })).toBeNull();
    expect(languageRedirect({ pathname: '/slots', fallback: 'EN', cookie: 'EN' })).toBeNull();
  });
  it('follows the cookie to the same page in its language', () => {
    expect(languageRedirect({ pathname: '/slots', cookie: 'PHP', fallback: 'EN' })).toBe(
      '/php/slots',
    );
  });
});

describe('open redirects stay on the site', () => {
  it.each([
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['/%2F%2Fevil.example', '/'],
    ['%2F%2Fevil.example', '/'],
    ['/%5Cevil.example', '/'],
    ['%252F%252Fevil.example', '/'],
    ['https://evil.example/x', '/'],
    ['javascript:alert(1)', '/'],
    ['/\t/evil.example', '/'],
    ['', '/'],
    ['/slots?x=1', '/slots?x=1'],
  ])('%s -> %s', (input, expected) => {
    expect(safeLocalPath(input)).toBe(expected);
  });

  // Every filled language's prefix, as the default language (bare paths) and as a prefixed one.
  const prefixes = filledLanguages.map((l) => l.prefix);
  const tails = [
    '//evil.example/',
    '/\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%5C%5Cevil.example/',
    '/%2F/evil.example',
    '/\\/evil.example',
    '/%252F%252Fevil.example',
  ];
  it.each(prefixes.flatMap((prefix) => tails.map((tail) => [`/${prefix}${tail}`])))(
    '%s redirects on the site whichever language is the default',
    (pathname) => {
      for (const fallback of ['EN', 'PHP', 'CN'] as const) {
        const target = languageRedirect({ pathname, fallback }) ?? pathname;
        expect(new URL(target, 'http://site.test').origin).toBe('http://site.test');
        expect(target).not.toMatch(/^[/\\]{2}/);
      }
    },
  );

  it('never builds a redirect that leaves the origin', () => {
    for (const pathname of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example/cn']) {
      const target = languageRedirect({ pathname, cookie: 'CN', fallback: 'EN' }) ?? pathname;
      expect(new URL(target, 'http://site.test').origin).toBe('http://site.test');
    }
  });
});

describe('language cookie', () => {
  it('lasts 365 days on path / with SameSite Lax', () => {
    expect(languageCookie('CN')).toBe('i18n_redirected=CN; Max-Age=31536000; Path=/; SameSite=Lax');
  });
  it('uses SameSite None (Secure) across origins and a configurable key', () => {
    expect(languageCookie('PHP', { key: 'lang', crossOrigin: true })).toBe(
      'lang=PHP; Max-Age=31536000; Path=/; SameSite=None; Secure',
    );
  });
  it('is read back from document.cookie', () => {
    expect(readCookie('a=1; i18n_redirected=PHP; b=2', 'i18n_redirected')).toBe('PHP');
    expect(readCookie('a=1', 'i18n_redirected')).toBeUndefined();
  });
});
