import { useGetSeoQuery } from '@playfront/core/api';
import { useTranslation } from '@playfront/core/i18n';
import { SafeHtml } from '../../safe-html/safe-html';
import { useLanguage } from '../../site/language';
import { ContentPage } from './content-page';

/** The SEO page name of the terms and conditions. */
export const TERMS_PAGE_NAME = 'term-condition';

/** The body in the page's language: local on non-English pages, English when that is empty. */
const pickBody = (english: string, local: string, isEnglish: boolean): string => {
  const [first, second] = isEnglish ? [english, local] : [local, english];
  return first.trim() ? first : second;
};

/** /term-condition: the terms from the site's SEO record of `term-condition`. */
export function TermsScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data, isLoading } = useGetSeoQuery({ page_name: TERMS_PAGE_NAME });
  const record = data?.value;
  const body = record ? pickBody(record.en_body, record.local_body, language === 'EN') : '';
  return (
    <ContentPage title={t('termsConditions')}>
      {body.trim() ? (
        <SafeHtml html={body} as="section" className="pf-content-page__body" />
      ) : (
        <p className="pf-content-page__status" role={isLoading ? 'status' : undefined}>
          {isLoading ? t('loading') : t('content_empty')}
        </p>
      )}
    </ContentPage>
  );
}
