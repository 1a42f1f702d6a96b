// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../src/entry-server';
import { buildServer } from './app';
import { clientBuild, fakeApi } from './testing';
import type { FakeBackend } from './testing';

/** A price as the page writes it: the bet slip's price button shows it in an `Odds` span. */
const price = (text: string) =>
  new RegExp(`class="pf-odds" data-odds-format="[a-z]+">${text.replace('+', '\\+')}<`);

let api: FakeBackend;
let web: Awaited<ReturnType<typeof buildServer>>;

const line = (home_away: number, odds: number) => ({
  match_id: 'PF-1',
  league: 'Asia Premier League',
  kickoff: '2030-01-02T12:00:00.000Z',
  bet_type: 'HDP',
  home_away,
  criteria1: '-0.5',
  home_team_name: 'Manila Kings',
  away_team_name: 'Cebu Sharks',
  odds,
});

beforeAll(async () => {
  api = await fakeApi((backend) => {
    backend.post('/api/product/get_bet_lines', () => ({
      statusCode: 1,
      value: [line(1, 1.91), line(2, 2.5)],
    }));
    backend.post('/api/product/get_games', () => ({ statusCode: 1, value: [] }));
    backend.post('/api/seo', () => ({ statusCode: -404, statusMessage: 'notFound' }));
    backend.setNotFoundHandler((_req, reply) => reply.send({ statusCode: 1 }));
  });
  web = await buildServer({ clientDir: await clientBuild(), apiUrl: api.url, render });
});

afterAll(async () => {
  await web.close();
  await api.close();
});

const sports = (cookie?: string) =>
  web.inject({
    url: '/sports',
    headers: { host: 'slot3.localhost', ...(cookie ? { cookie } : {}) },
  });

/** The store the page was rendered with, as the browser hydrates from it. */
const stateOf = (html: string) =>
  JSON.parse(/<script id="pf-state"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
    odds?: { format: string };
  };

describe('odds format on server-rendered pages', () => {
  it('renders decimal prices for a visitor who never chose', async () => {
    const res = await sports();
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(price('1.91'));
    expect(res.body).toMatch(price('2.50'));
    expect(stateOf(res.body).odds).toEqual({ format: 'decimal' });
  });

  it("renders the cookie's format and hands it to the browser, so hydration draws the same prices", async () => {
    const res = await sports('i18n_redirected=EN; odds_format=hongkong');
    expect(res.body).toMatch(price('0.91'));
    expect(res.body).toMatch(price('1.50'));
    expect(res.body).not.toMatch(price('1.91'));
    expect(res.body).toMatch(/<option value="hongkong" selected="">/);
    expect(stateOf(res.body).odds).toEqual({ format: 'hongkong' });
    // What chose the page is named for a shared cache, but not the Cookie header: every mix of
    // analytics cookies would be an entry of its own. A cache in front keys on `odds_format`.
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(res.headers.etag).not.toBe((await sports()).headers.etag);
  });

  it('keeps one cached page per format, never serving one format to another', async () => {
    const american = await sports('odds_format=american');
    const fractional = await sports('odds_format=fractional');
    const again = await sports('odds_format=american');
    expect(american.body).toMatch(price('-110'));
    expect(fractional.body).toMatch(price('10/11'));
    expect(again.body).toMatch(price('+150'));
    expect(again.headers['x-page-cache']).toBe('hit');
  });

  it('falls back to decimal for a cookie naming no format', async () => {
    const res = await sports('odds_format=%3Cscript%3E');
    expect(res.body).toMatch(price('1.91'));
    expect(stateOf(res.body).odds).toEqual({ format: 'decimal' });
  });
});
