/** Items per page by default. */
export const PAGE_SIZE = 10;
/** Page buttons shown at once by default. */
export const PAGE_BUTTONS = 5;
/** The placeholder a link-type pagination's URL must contain. */
export const PAGE_PLACEHOLDER = '[page]';

/** Locales the pagination supports; ar and ir read right to left. */
export const paginationLocales = ['en', 'ar', 'ir'] as const;
export type PaginationLocale = (typeof paginationLocales)[number];

export type PaginationType = 'button' | 'link';

export interface PaginationArgs {
  /** Items in the whole list. */
  totalItems: number;
  /** Items per page, default 10. */
  itemsPerPage?: number;
  /** The current page, from 1. */
  currentPage: number;
  /** How many page buttons show at once (the bound), default 5. */
  maxPagesShown?: number;
  /** 'button' (default) calls back; 'link' renders links to `linkUrl`. */
  type?: PaginationType;
  /** For the link type: a URL containing [page], e.g. "/news?page=[page]". */
  linkUrl?: string;
}

const positive = (n: number) => Number.isInteger(n) && n > 0;

/** Checks the arguments; returns the problems found, empty when valid. */
export function checkPaginationArgs(args: PaginationArgs): string[] {
  const { itemsPerPage = PAGE_SIZE, currentPage, maxPagesShown = PAGE_BUTTONS } = args;
  const problems: string[] = [];
  if (!positive(itemsPerPage)) problems.push('itemsPerPage must be a positive whole number');
  if (!positive(currentPage)) problems.push('currentPage must be a positive whole number');
  if (!positive(maxPagesShown)) problems.push('maxPagesShown must be a positive whole number');
  if (!Number.isInteger(args.totalItems) || args.totalItems < 0) {
    problems.push('totalItems must be a whole number of 0 or more');
  }
  if (args.type === 'link' && !args.linkUrl?.includes(PAGE_PLACEHOLDER)) {
    problems.push('linkUrl must contain [page] for the link type');
  }
  return problems;
}

/** Number of pages for a list (at least 1, so an empty list still has page 1). */
export function pageCount(totalItems: number, itemsPerPage = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalItems / itemsPerPage));
}

/** The page numbers to show as buttons: a window of `maxShown` around `current`. */
export function visiblePages(current: number, total: number, maxShown = PAGE_BUTTONS): number[] {
  const count = Math.min(maxShown, total);
  const page = Math.min(Math.max(current, 1), total);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** The URL of a page for the link type: every [page] replaced by the number. */
export function pageHref(linkUrl: string, page: number): string {
  return linkUrl.split(PAGE_PLACEHOLDER).join(String(page));
}

const digitZero: Record<PaginationLocale, number> = { en: 48, ar: 0x0660, ir: 0x06f0 };

/** Writes a page number in the locale's digits: Arabic-Indic for ar, Persian for ir. */
export function localizeDigits(value: number, locale: PaginationLocale = 'en'): string {
  const zero = digitZero[locale];
  return String(value).replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));
}

/** Whether the locale reads right to left (ar and ir). */
export const isRtlLocale = (locale: PaginationLocale): boolean =>
  locale === 'ar' || locale === 'ir';
