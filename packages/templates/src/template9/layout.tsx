import { LocalNavLink, useCategoryLinks } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '../shared/blocks';
import { lineGlyph } from '../shared/svg-icon';
import { CategoryNavList, MenuDrawer } from '../shared/header-blocks';
import { BarLayout } from '../shared/header-bar';

const glyph = lineGlyph('t9-glyph');
const homeGlyph = glyph('M3 11 12 4l9 7v9h-6v-6H9v6H3z');
const hotGlyph = glyph('M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 1-9z');
const slotGlyph = glyph('M4 5h16v14H4zM9.3 5v14M14.7 5v14');
const menuGlyph = glyph('M4 6h16M4 12h16M4 18h16');
/** The rail's, the menu sheet's and the account menu's lists of links. */
const railList = 'pf-bar-list t9-rail-list';
const railLink = 'pf-bar-link t9-rail-link';

/** Mobile bottom tab bar; its last tab opens the full menu sheet (Radix: Esc closes, focus returns). */
function TabBar() {
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
    <nav aria-label={t('menu')} className="t9-tabs">
      <ul className="t9-tab-list">
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
            prefix="t9"
            part="sheet"
            triggerClassName="t9-tab"
            trigger={
              <>
                {menuGlyph}
                <span aria-hidden="true">{t('menu')}</span>
              </>
            }
            closeClassName="pf-btn t9-btn pf-btn--icon"
            close={glyph('M6 6l12 12M18 6 6 18')}
            listClassName={railList}
            linkClassName={railLink}
          />
        </li>
      </ul>
    </nav>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <BarLayout
      prefix="t9"
      logoHeight={32}
      account={{ listClassName: railList, linkClassName: railLink }}
      before={
        <nav aria-label={t('mainNavigation')} className="t9-rail">
          <ul className={railList}>
            <li>
              <LocalNavLink to="/" end className={railLink}>
                {t('home')}
              </LocalNavLink>
            </li>
          </ul>
          <CategoryNavList className={railList} linkClassName={railLink} />
        </nav>
      }
      footer={<SiteFooter className="t9-footer" />}
      end={<TabBar />}
    >
      {children}
    </BarLayout>
  );
}
