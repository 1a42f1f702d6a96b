// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';
import { acceptedLanguages } from './app';

const page = (html: string, cacheable = true) => ({ status: 200, html, cacheable });
type Page = ReturnType<typeof page>;

describe('page cache', () => {
  it('renders a burst of requests for one page once', async () => {
    const cache = createPageCache<Page>();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page('<p>home</p>');
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('home', render)));
    expect(renders).toBe(1);
    expect(answers.every((a) => a.page?.html === '<p>home</p>')).toBe(true);
    expect((await cache.get('home', render)).outcome).toBe('hit');
  });

  it('serves a stale page at once while one new render replaces it, then forgets it', async () => {
    let now = 0;
    const cache = createPageCache<Page>({ freshMs: 5_000, staleMs: 30_000, now: () => now });
    let version = 0;
    const render = () => Promise.resolve(page(`v${(version += 1)}`));
    await cache.get('p', render);
    now = 6_000;
    const stale = await cache.get('p', render);
    expect(stale).toEqual({ page: page('v1'), outcome: 'stale' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get('p', render)).page?.html).toBe('v2');
    now = 100_000;
    expect(await cache.get('p', render)).toEqual({ page: page('v3'), outcome: 'miss' });
  });

  it('does not keep a page that is not cacheable, nor a failed render', async () => {
    const cache = createPageCache<Page>();
    await cache.get('down', () => Promise.resolve(page('backend down', false)));
    expect(cache.size).toBe(0);
    await expect(cache.get('broken', () => Promise.reject(new Error('boom')))).rejects.toThrow();
    expect((await cache.get('broken', () => Promise.resolve(page('ok')))).page?.html).toBe('ok');
  });

  it('keeps at most its maximum, dropping the oldest', async () => {
    const cache = createPageCache<Page>({ max: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(page(key)));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', () => Promise.resolve(page('a2')))).outcome).toBe('miss');
  });
});

describe('Accept-Language', () => {
  it('lists the wanted languages by weight, then by order', () => {
    expect(acceptedLanguages('fil;q=0.5, zh-CN, en;q=0.8, *;q=0.1, xx;q=0')).toEqual([
      'zh-CN',
      'en',
      'fil',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
