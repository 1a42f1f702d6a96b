import { selectSite, useAppSelector } from '@playfront/core/store';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const siteName = useAppSelector(selectSite)?.site_name ?? '';
  return (
    <div className="t1-shell">
      <header className="t1-header">
        <Link to="/" className="t1-logo">
          {siteName}
        </Link>
        <nav aria-label={t('mainNavigation')} className="t1-nav">
          <Link to="/slots">{t('slots')}</Link>
          <Link to="/casino">{t('casino')}</Link>
          <Link to="/sports">{t('sports')}</Link>
        </nav>
      </header>
      {children}
      <footer className="t1-footer">
        <small>{t('copyright', { year: new Date().getFullYear(), site: siteName })}</small>
      </footer>
    </div>
  );
}
