/** How a game list can be ordered: most played, newest release, or by name. */
export const gameSorts = ['popular', 'new', 'az'] as const;
export type GameSort = (typeof gameSorts)[number];
/** Games per page of a category page or a search. */
export const GAMES_PAGE_SIZE = 24;
/** Largest page a caller may ask for. */
export const GAMES_MAX_PAGE_SIZE = 100;
/** Providers one list may be filtered by at once. */
export const GAMES_MAX_PROVIDERS = 40;
/** Longest search text a caller may send. */
export const GAMES_MAX_QUERY = 64;
/** Characters a search text may hold: letters and digits of any script and a few marks of names. */
export const SEARCH_TEXT = /^[\p{L}\p{M}\p{N} '’.&:!,+-]*$/u;

/** What a player typed, as a search may send it: other characters become spaces, then trimmed. */
export function searchQuery(typed: string): string {
  return typed
    .replace(/[^\p{L}\p{M}\p{N} '’.&:!,+-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, GAMES_MAX_QUERY)
    .trim();
}

/** The filters of a category page, as its address keeps them. */
export interface GameFilters {
  /** Provider codes, upper-case, each once, in the order chosen. */
  providers: string[];
  sort: GameSort;
  /** How many pages of games are shown (the "Load more" count), from 1. */
  page: number;
}

export const defaultGameFilters: GameFilters = { providers: [], sort: 'popular', page: 1 };

const PROVIDER_CODE = /^[A-Z0-9_.-]{1,32}$/;
/** Pages an address may ask for at once; deeper lists keep loading from there. */
export const GAMES_MAX_URL_PAGE = 50;

const isSort = (value: string | null): value is GameSort => gameSorts.includes(value as GameSort);

/**
 * The filters an address asks for (`?provider=JILI,PGSOFT&sort=az&page=2`). Unknown sorts,
 * malformed provider codes and impossible pages fall back to the defaults instead of failing.
 */
export function filtersFromParams(params: URLSearchParams): GameFilters {
  const providers: string[] = [];
  for (const code of (params.get('provider') ?? '').split(',')) {
    const upper = code.trim().toUpperCase();
    if (PROVIDER_CODE.test(upper) && !providers.includes(upper)) providers.push(upper);
  }
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    providers: providers.slice(0, GAMES_MAX_PROVIDERS),
    sort: isSort(sort) ? sort : defaultGameFilters.sort,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, GAMES_MAX_URL_PAGE) : 1,
  };
}

/**
 * Writes the filters into a copy of `params`, leaving defaults out so the plain page keeps its
 * plain address; other parameters are kept.
 */
export function filtersToParams(
  filters: GameFilters,
  params = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value, isDefault] of [
    ['provider', filters.providers.join(','), filters.providers.length === 0],
    ['sort', filters.sort, filters.sort === defaultGameFilters.sort],
    ['page', String(filters.page), filters.page <= 1],
  ] as const) {
    if (isDefault) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The address's search part for the filters (`?provider=JILI,PGSOFT&sort=az`), commas kept readable. */
export function filtersToSearch(filters: GameFilters, params?: URLSearchParams): string {
  const text = filtersToParams(filters, params).toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** Adds a provider to the filter, or takes it out when it is in. */
export function toggleProvider(filters: GameFilters, code: string): GameFilters {
  const upper = code.toUpperCase();
  const providers = filters.providers.includes(upper)
    ? filters.providers.filter((p) => p !== upper)
    : [...filters.providers, upper];
  // A new filter starts from its first page.
  return { ...filters, providers, page: 1 };
}
