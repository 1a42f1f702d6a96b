import { useGetSeoQuery } from '@playfront/core/api';
import { splitLanguagePrefix, useTranslation } from '@playfront/core/i18n';
import { seoPageName } from '@playfront/core/seo';
import { useAppSelector } from '@playfront/core/store';
import { useLanguage } from '@playfront/ui/site';
import { useLocation, useMatches } from 'react-router';
import type { RouteMeta } from '../route-table';
import { PageHead } from './page-head';

/** Head tags of the current page from its SEO record, in the page's language. */
export default function ClientHead() {
  const { pathname } = useLocation();
  const { language, defaultLanguage } = useLanguage();
  const site = useAppSelector((s) => s.layout.site);
  const { t } = useTranslation();
  const { rest } = splitLanguagePrefix(pathname);
  const { data } = useGetSeoQuery({ page_name: seoPageName(rest) });
  const meta = useMatches().at(-1)?.handle as RouteMeta | undefined;
  return (
    <PageHead
      origin={window.location.origin}
      pathname={pathname}
      language={language}
      defaultLanguage={defaultLanguage}
      site={site ?? undefined}
      seo={data?.value}
      fallbackTitle={meta ? t(meta.titleKey as 'home') : undefined}
    />
  );
}
