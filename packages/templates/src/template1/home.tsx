import { selectSite, useAppSelector } from '@playfront/core/store';
import { useTranslation } from 'react-i18next';

export function Home() {
  const { t } = useTranslation();
  const siteName = useAppSelector(selectSite)?.site_name ?? '';
  return (
    <main className="t1-home" id="main">
      <section className="t1-hero" aria-labelledby="t1-hero-title">
        <h1 id="t1-hero-title">{t('welcome', { site: siteName })}</h1>
        <p>{t('descriptionHome', { site: siteName })}</p>
      </section>
    </main>
  );
}
