import { useTranslation } from '@playfront/core/i18n';
import { CategoryNav } from '../../games/category-nav';
import { useCategoryLinks } from '../../site/site-data';

/** The category tabs of the site: categories with providers, plus hot when the site has hot games. */
export function GamesCategoryNav() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  if (categories.length === 0) return null;
  return <CategoryNav categories={categories} label={t('categories')} />;
}
