import { describe, expect, it } from 'vitest';
import {
  checkPaginationArgs,
  isRtlLocale,
  localizeDigits,
  pageCount,
  pageHref,
  PAGE_BUTTONS,
  PAGE_SIZE,
  visiblePages,
} from './pagination';

describe('pagination arguments', () => {
  it('uses page size 10 and 5 page buttons by default', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(PAGE_BUTTONS).toBe(5);
    expect(checkPaginationArgs({ totalItems: 95, currentPage: 1 })).toEqual([]);
  });

  it('needs a positive items per page', () => {
    expect(checkPaginationArgs({ totalItems: 5, currentPage: 1, itemsPerPage: 0 })).toEqual([
      'itemsPerPage must be a positive whole number',
    ]);
  });

  it('needs a positive page', () => {
    expect(checkPaginationArgs({ totalItems: 5, currentPage: 0 })).toEqual([
      'currentPage must be a positive whole number',
    ]);
  });

  it('needs a positive bound of page buttons', () => {
    expect(checkPaginationArgs({ totalItems: 5, currentPage: 1, maxPagesShown: -1 })).toEqual([
      'maxPagesShown must be a positive whole number',
    ]);
  });

  it('needs a link URL containing [page] for the link type', () => {
    expect(checkPaginationArgs({ totalItems: 5, currentPage: 1, type: 'link' })).toEqual([
      'linkUrl must contain [page] for the link type',
    ]);
    expect(
      checkPaginationArgs({ totalItems: 5, currentPage: 1, type: 'link', linkUrl: '/news?p=1' }),
    ).toHaveLength(1);
    expect(
      checkPaginationArgs({
        totalItems: 5,
        currentPage: 1,
        type: 'link',
        linkUrl: '/news?p=[page]',
      }),
    ).toEqual([]);
  });
});

describe('page windows', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(95, 20)).toBe(5);
  });

  it('shows 5 buttons centred on the current page, kept inside the range', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(visiblePages(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
  });

  it('builds link URLs from [page]', () => {
    expect(pageHref('/news?page=[page]', 3)).toBe('/news?page=3');
  });
});

describe('pagination locales', () => {
  it('writes numbers in Arabic-Indic digits for ar and Persian digits for ir', () => {
    expect(localizeDigits(120, 'en')).toBe('120');
    expect(localizeDigits(120, 'ar')).toBe('١٢٠');
    expect(localizeDigits(120, 'ir')).toBe('۱۲۰');
  });

  it('reads right to left for ar and ir only', () => {
    expect(isRtlLocale('en')).toBe(false);
    expect(isRtlLocale('ar')).toBe(true);
    expect(isRtlLocale('ir')).toBe(true);
  });
});
