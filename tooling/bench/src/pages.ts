/** A site of the sandbox as `GET /sandbox/sites` lists it. */
export interface SiteInfo {
  domain: string;
  theme_code: string;
  language: string;
}

export type PageKind = 'home' | 'slots' | 'chinese' | 'promotions' | 'signed-in';

/** A page the bench measures: one path of one site, asked for in one browser language. */
export interface BenchPage {
  /** The site's theme code, which is also its host: `slot7` is http://slot7.localhost. */
  site: string;
  kind: PageKind;
  path: string;
  /** The browser's language (Accept-Language and navigator.languages). */
  locale: string;
  /** Opened by a signed-in player (the demo account of the site's operator). */
  signedIn?: boolean;
}

/** One site per template: slot1..slot12 and sportsbook1..3. */
export const TEMPLATE_SITES = [
  ...Array.from({ length: 12 }, (_, i) => `slot${i + 1}`),
  'sportsbook1',
  'sportsbook2',
  'sportsbook3',
];

/** Sites whose category, Chinese and promotions pages are measured besides their home. */
export const DEEP_SITES = ['slot1', 'slot7', 'sportsbook2'];

/** The pages of DEEP_SITES a signed-in player is measured on: what players who pay open most. */
export const SIGNED_IN_PATHS = ['/', '/slots', '/account', '/deposit'];

const ENGLISH = 'en-US';
const CHINESE = 'zh-CN';

/** The Chinese home of a site: `/` where Chinese is the default language, `/cn` elsewhere. */
export function chineseHomePath(defaultLanguage: string): string {
  return defaultLanguage === 'CN' ? '/' : '/cn';
}

/** Theme codes named by BENCH_SITES (comma-separated), or undefined for every site. */
export function wantedSites(env: string | undefined): string[] | undefined {
  const codes = env
    ?.split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  return codes?.length ? codes : undefined;
}

/**
 * Every template home, then the deep pages of DEEP_SITES; `wanted` narrows both to some sites.
 * Pages are asked for by an English browser, Chinese pages by a Chinese one.
 */
export function benchPages(sites: readonly SiteInfo[], wanted?: readonly string[]): BenchPage[] {
  const picked = (code: string) => !wanted || wanted.includes(code);
  const languageOf = (code: string) => {
    const site = sites.find((s) => s.domain === `${code}.localhost`);
    if (!site) throw new Error(`The sandbox has no site ${code}.localhost`);
    return site.language;
  };
  const english = (site: string, kind: PageKind, path: string): BenchPage => ({
    site,
    kind,
    path,
    locale: ENGLISH,
  });
  const homes = TEMPLATE_SITES.filter(picked).map((site) => english(site, 'home', '/'));
  const deep = DEEP_SITES.filter(picked).flatMap((site) => [
    english(site, 'slots', '/slots'),
    {
      site,
      kind: 'chinese' as const,
      path: chineseHomePath(languageOf(site)),
      locale: CHINESE,
    },
    english(site, 'promotions', '/promotions'),
  ]);
  const signedIn = DEEP_SITES.filter(picked).flatMap((site) =>
    SIGNED_IN_PATHS.map((path) => ({ ...english(site, 'signed-in', path), signedIn: true })),
  );
  return [...homes, ...deep, ...signedIn];
}

/** The page's label in tables: `slot7 home`, `slot7 /slots`, `sportsbook2 / (Chinese)`. */
export function pageName(page: BenchPage): string {
  if (page.kind === 'signed-in') return `${page.site} ${page.path} (signed in)`;
  if (page.kind === 'home') return `${page.site} home`;
  if (page.kind === 'chinese' && page.path === '/') return `${page.site} / (Chinese)`;
  return `${page.site} ${page.path}`;
}
