import type { PaginationLocale, PaginationType } from '@playfront/core/pagination';
import {
  checkPaginationArgs,
  isRtlLocale,
  localizeDigits,
  PAGE_BUTTONS,
  PAGE_SIZE,
  pageCount,
  pageHref,
  visiblePages,
} from '@playfront/core/pagination';
import type { ReactNode } from 'react';
import { Link } from '../site/link';
import { cx } from '../shared/cx';
import { Icon } from '../shared/icon';
import '../shared/controls.css';
import './pagination.css';

interface PaginationTexts {
  nav: string;
  previous: string;
  next: string;
  page: string;
}

/** Built-in texts for the three supported locales. */
export const paginationTexts: Record<PaginationLocale, PaginationTexts> = {
  en: { nav: 'Pagination', previous: 'Previous page', next: 'Next page', page: 'Page' },
  ar: { nav: 'ترقيم الصفحات', previous: 'الصفحة السابقة', next: 'الصفحة التالية', page: 'الصفحة' },
  ir: { nav: 'صفحه‌بندی', previous: 'صفحه قبلی', next: 'صفحه بعدی', page: 'صفحه' },
};

export interface PaginationProps {
  /** Items in the whole list. */
  totalItems: number;
  /** The current page, from 1. */
  currentPage: number;
  /** Items per page. Default 10. */
  itemsPerPage?: number;
  /** Page buttons shown at once. Default 5. */
  maxPagesShown?: number;
  /** 'button' (default) calls onChange; 'link' renders links to linkUrl. */
  type?: PaginationType;
  /** For type 'link': a URL containing [page]. */
  linkUrl?: string;
  /** en (default), ar or ir; ar and ir read right to left with their own digits. */
  locale?: PaginationLocale;
  /** Called with the chosen page (type 'button'). */
  onChange?: (page: number) => void;
}

/** Page navigation; the arguments follow core's pagination rules and bad ones throw. */
export function Pagination({
  totalItems,
  currentPage,
  itemsPerPage = PAGE_SIZE,
  maxPagesShown = PAGE_BUTTONS,
  type = 'button',
  linkUrl,
  locale = 'en',
  onChange,
}: PaginationProps) {
  const problems = checkPaginationArgs({
    totalItems,
    currentPage,
    itemsPerPage,
    maxPagesShown,
    type,
    linkUrl,
  });
  if (problems.length > 0) throw new Error(`Pagination: ${problems.join('; ')}`);

  const texts = paginationTexts[locale];
  const total = pageCount(totalItems, itemsPerPage);
  const current = Math.min(currentPage, total);
  const pages = visiblePages(current, total, maxPagesShown);

  const control = (
    page: number,
    content: ReactNode,
    props: { label: string; className: string; isCurrent?: boolean },
  ) => {
    const disabled = page < 1 || page > total;
    const common = {
      className: cx('pf-btn', props.className),
      'aria-label': props.label,
      'aria-current': props.isCurrent ? ('page' as const) : undefined,
    };
    if (type === 'link') {
      if (disabled) {
        return (
          <span {...common} aria-disabled="true" role="link">
            {content}
          </span>
        );
      }
      return (
        <Link {...common} to={pageHref(linkUrl ?? '', page)}>
          {content}
        </Link>
      );
    }
    return (
      <button
        {...common}
        type="button"
        disabled={disabled}
        onClick={() => !props.isCurrent && onChange?.(page)}
      >
        {content}
      </button>
    );
  };

  return (
    <nav
      className="pf-pagination"
      aria-label={texts.nav}
      dir={isRtlLocale(locale) ? 'rtl' : 'ltr'}
      lang={locale === 'ir' ? 'fa' : locale}
    >
      <ul className="pf-pagination__list">
        <li>
          {control(current - 1, <Icon name="chevron" />, {
            label: texts.previous,
            className: 'pf-pagination__arrow pf-pagination__prev',
          })}
        </li>
        {pages.map((page) => (
          <li key={page}>
            {control(page, localizeDigits(page, locale), {
              label: `${texts.page} ${localizeDigits(page, locale)}`,
              className: 'pf-pagination__item',
              isCurrent: page === current,
            })}
          </li>
        ))}
        <li>
          {control(current + 1, <Icon name="chevron" />, {
            label: texts.next,
            className: 'pf-pagination__arrow',
          })}
        </li>
      </ul>
    </nav>
  );
}
