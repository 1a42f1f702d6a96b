import { useGetSiteInfoQuery } from '@playfront/core/api';
import type { ReactNode } from 'react';
import type { CmsPage } from '@playfront/core/contract';
import { selectLayout, useAppSelector } from '@playfront/core/store';
import { useTranslation } from '@playfront/core/i18n';
import { SafeHtml } from '../../safe-html/safe-html';
import { useLanguage } from '../../site/language';
import { cmsTitleKeys } from './cms-labels';
import { ContentPage } from './content-page';

export interface CmsScreenProps {
  /** The CMS page to show. Default `about_us`. */
  page?: CmsPage;
  /** Shown under the operator's text, whatever state it is in. Default none. */
  children?: ReactNode;
}

/** /about, /privacy-policy, /responsible-gaming, /banking, /faqs: one CMS page of the site. */
export function CmsScreen({ page = 'about_us', children }: CmsScreenProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { isLoading } = useGetSiteInfoQuery();
  // The store keeps the sanitized bodies of the last answer.
  const { cms, cms_status } = useAppSelector(selectLayout);
  const title = t(cmsTitleKeys[page]);

  if (!cms) {
    return (
      <ContentPage title={title}>
        <p className="pf-content-page__status" role={isLoading ? 'status' : undefined}>
          {isLoading ? t('loading') : t('content_empty')}
        </p>
        {children}
      </ContentPage>
    );
  }
  if (!cms_status[page]) {
    return (
      <ContentPage title={title}>
        <p className="pf-content-page__status">{t('content_notAvailable')}</p>
        {children}
      </ContentPage>
    );
  }
  const english = cms[`en_${page}_body`];
  const local = cms[`local_${page}_body`];
  const body = language === 'EN' ? english : local.trim() ? local : english;
  return (
    <ContentPage title={title}>
      {body.trim() ? (
        <SafeHtml html={body} as="section" className="pf-content-page__body" />
      ) : (
        <p className="pf-content-page__status">{t('content_empty')}</p>
      )}
      {children}
    </ContentPage>
  );
}
