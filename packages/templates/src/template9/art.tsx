import { LazyImage } from '@playfront/ui/lazy-image';
import { LocalNavLink, useCategoryLinks } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { barList, CategoryNavList, MenuDrawer } from '../shared/header-blocks';
import { heroTitleId, HeroWelcome } from '../shared/home-blocks';
import { lineGlyph } from '../shared/svg-icon';

const homeGlyph = lineGlyph('M3 11 12 4l9 7v9h-6v-6H9v6H3z');
const hotGlyph = lineGlyph(
  'M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 1-9z',
);
const slotGlyph = lineGlyph('M4 5h16v14H4zM9.3 5v14M14.7 5v14');
const menuGlyph = lineGlyph('M4 6h16M4 12h16M4 18h16');
const [railList, railLink] = barList;

/** Mobile bottom tab bar; its last tab opens the full menu sheet (Radix: Esc closes, focus returns). */
export function TabBar() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const tab = (key: string, glyph: ReactNode) => {
    const category = categories.find((c) => c.key === key);
    return category && { route: category.route, label: category.label, glyph };
  };
  const tabs = [
    { route: '/', label: t('home'), glyph: homeGlyph },
    tab('hot', hotGlyph),
    tab('slot_game', slotGlyph),
  ].filter((link) => link !== undefined);
  return (
    <nav aria-label={t('menu')} className="t9-tabs" data-pf-bar="bottom">
      <ul className="pf-list t9-tab-list">
        {tabs.map((link) => (
          <li key={link.route}>
            <LocalNavLink to={link.route} end className="t9-tab">
              {link.glyph}
              <span>{link.label}</span>
            </LocalNavLink>
          </li>
        ))}
        <li>
          <MenuDrawer
            bottom
            trigger={{
              className: 't9-tab',
              children: (
                <>
                  {menuGlyph}
                  <span aria-hidden="true">{t('menu')}</span>
                </>
              ),
            }}
            closeButton="icon"
            close={lineGlyph('M6 6l12 12M18 6 6 18')}
          />
        </li>
      </ul>
    </nav>
  );
}

/** The rail beside the page from the desktop width: Home, the categories and Promotions. */
export function Rail() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('mainNavigation')} className="t9-rail">
      <ul className={railList}>
        <li>
          <LocalNavLink to="/" end className={railLink}>
            {t('home')}
          </LocalNavLink>
        </li>
      </ul>
      <CategoryNavList />
    </nav>
  );
}

/** The cyber hero: the banner beside the welcome. */
export function Hero() {
  return (
    <section className="t9-hero" aria-labelledby={heroTitleId}>
      <div className="t9-hero-media">
        <LazyImage priority src="/api/media/banner/4.svg" alt="" width={1200} height={400} />
      </div>
      <div className="t9-hero-text">
        <HeroWelcome />
      </div>
    </section>
  );
}

/** A category's number, in monospace, before its name. */
export const numbered = (c: { label: string }, i: number) => (
  <>
    <span className="t9-cat-code" aria-hidden="true">
      {String(i + 1).padStart(2, '0')}
    </span>
    <span>{c.label}</span>
  </>
);
