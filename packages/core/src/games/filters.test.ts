import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameFilters } from './filters';
import {
  defaultGameFilters,
  filtersFromParams,
  filtersToParams,
  filtersToSearch,
  GAMES_MAX_URL_PAGE,
  gameSorts,
  searchQuery,
  SEARCH_TEXT,
  toggleProvider,
} from './filters';

const providerCode = fc.stringMatching(/^[A-Z0-9][A-Z0-9_.-]{0,11}$/);
const filters: fc.Arbitrary<GameFilters> = fc.record({
  providers: fc.uniqueArray(providerCode, { maxLength: 6 }),
  sort: fc.constantFrom(...gameSorts),
  page: fc.integer({ min: 1, max: GAMES_MAX_URL_PAGE }),
});

describe('game filters in the address', () => {
  it('read back exactly what was written, through the address text too', () => {
    fc.assert(
      fc.property(filters, (f) => {
        expect(filtersFromParams(filtersToParams(f))).toEqual(f);
        const search = filtersToSearch(f);
        expect(filtersFromParams(new URLSearchParams(search))).toEqual(f);
      }),
    );
  });

  it('keep other parameters and leave defaults out of the address', () => {
    fc.assert(
      fc.property(filters, fc.string(), (f, other) => {
        const params = filtersToParams(f, new URLSearchParams({ ref: other }));
        expect(params.get('ref')).toBe(other);
      }),
    );
    expect(filtersToSearch(defaultGameFilters)).toBe('');
    expect(filtersToSearch({ providers: ['JILI', 'PGSOFT'], sort: 'az', page: 2 })).toBe(
      '?provider=JILI,PGSOFT&sort=az&page=2',
    );
  });

  it('never fail on what anyone may type into an address', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (provider, sort, page) => {
        const f = filtersFromParams(new URLSearchParams({ provider, sort, page }));
        expect(gameSorts).toContain(f.sort);
        expect(Number.isInteger(f.page) && f.page >= 1 && f.page <= GAMES_MAX_URL_PAGE).toBe(true);
        expect(new Set(f.providers).size).toBe(f.providers.length);
        // What was read writes back to the same filters.
        expect(filtersFromParams(filtersToParams(f))).toEqual(f);
      }),
    );
    expect(filtersFromParams(new URLSearchParams('provider=jili,,JILI,bad code&page=0'))).toEqual({
      providers: ['JILI'],
      sort: 'popular',
      page: 1,
    });
  });

  it('toggle a provider in and out, back to the first page', () => {
    const one = toggleProvider({ providers: [], sort: 'az', page: 3 }, 'jili');
    expect(one).toEqual({ providers: ['JILI'], sort: 'az', page: 1 });
    expect(toggleProvider(toggleProvider(one, 'PGSOFT'), 'JILI').providers).toEqual(['PGSOFT']);
  });
});

describe('searchQuery', () => {
  it('always gives text the search accepts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (typed) => {
        const q = searchQuery(typed);
        expect(SEARCH_TEXT.test(q)).toBe(true);
        expect(q.length).toBeLessThanOrEqual(64);
        expect(q).toBe(q.trim());
      }),
    );
    expect(searchQuery("  Texas  Hold'em; DROP ")).toBe("Texas Hold'em DROP");
    expect(searchQuery('麻将')).toBe('麻将');
  });
});
