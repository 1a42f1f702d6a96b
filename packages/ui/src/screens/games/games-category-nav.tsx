import { categoriesWithProviders } from '@playfront/core/games';
import { selectLayout, useAppSelector } from '@playfront/core/store';
import { useTranslation } from 'react-i18next';
import { CategoryNav } from '../../games/category-nav';
import { useLanguage } from '../../site/language';
import { categoryLabelKeys } from './category-labels';

/** The category tabs of the site: categories with providers, plus hot when the site has hot games. */
export function GamesCategoryNav() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const { provider_count, hasHotGames } = useAppSelector(selectLayout);
  const categories = categoriesWithProviders({ providerCount: provider_count, hasHotGames }).map(
    (c) => ({ key: c.key, route: localize(c.route), label: t(categoryLabelKeys[c.key]) }),
  );
  if (categories.length === 0) return null;
  return <CategoryNav categories={categories} label={t('categories')} />;
}
