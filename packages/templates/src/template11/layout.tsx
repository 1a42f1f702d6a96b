import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLayout } from '../shared/app-layout';
import * as icons from './icons';

/** The app frame: app bar, side panel from 769px, tab bar and menu sheet below. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AppLayout
      prefix="t11"
      icons={icons}
      // Not "categories": a category page has its own category nav of that name.
      panelLabel={t('menu')}
      sheetAccountClassName="t11-group"
      sheetAccountLinkClassName="t11-group__link"
    >
      {children}
    </AppLayout>
  );
}
