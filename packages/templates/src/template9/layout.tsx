import { GameSearch } from '@playfront/ui/game-search';
import { LocalNavLink, useCategoryLinks } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand, SiteFooter } from '../shared/blocks';
import { CategoryNavList, HeaderAccount, MenuDrawer } from '../shared/header-blocks';
import { FrameMain, TemplateFrame } from '../shared/frame';

const glyph = (d: string) => (
  <svg className="t9-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);
const homeGlyph = glyph('M3 11 12 4l9 7v9h-6v-6H9v6H3z');
const hotGlyph = glyph('M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 1-9z');
const slotGlyph = glyph('M4 5h16v14H4zM9.3 5v14M14.7 5v14');
const menuGlyph = glyph('M4 6h16M4 12h16M4 18h16');

/** Mobile bottom tab bar; its last tab opens the full menu sheet (Radix: Esc closes, focus returns). */
function TabBar() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const slots = categories.find((c) => c.key === 'slot_game');
  const hot = categories.find((c) => c.key === 'hot');
  return (
    <nav aria-label={t('menu')} className="t9-tabs">
      <ul className="t9-tab-list">
        <li>
          <LocalNavLink to="/" end className="t9-tab">
            {homeGlyph}
            <span>{t('home')}</span>
          </LocalNavLink>
        </li>
        {hot && (
          <li>
            <LocalNavLink to={hot.route} end className="t9-tab">
              {hotGlyph}
              <span>{hot.label}</span>
            </LocalNavLink>
          </li>
        )}
        {slots && (
          <li>
            <LocalNavLink to={slots.route} end className="t9-tab">
              {slotGlyph}
              <span>{slots.label}</span>
            </LocalNavLink>
          </li>
        )}
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
            listClassName="t9-rail-list"
            linkClassName="t9-rail-link"
          />
        </li>
      </ul>
    </nav>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TemplateFrame className="t9-shell">
      <header className="t9-top">
        <Brand plain className="t9-logo" height={32} />
        <GameSearch className="t9-search" />
        <HeaderAccount
          prefix="t9"
          loginClassName="pf-btn t9-btn pf-btn--primary"
          registerClassName="pf-btn t9-btn t9-wide-only"
          depositClassName="pf-btn t9-btn pf-btn--primary t9-wide-only"
          menuButtonClassName="pf-btn t9-btn"
          signOutClassName="pf-btn t9-btn"
          listClassName="t9-rail-list"
          linkClassName="t9-rail-link"
        />
      </header>
      <nav aria-label={t('mainNavigation')} className="t9-rail">
        <ul className="t9-rail-list">
          <li>
            <LocalNavLink to="/" end className="t9-rail-link">
              {t('home')}
            </LocalNavLink>
          </li>
        </ul>
        <CategoryNavList className="t9-rail-list" linkClassName="t9-rail-link" />
      </nav>
      <FrameMain className="t9-main">{children}</FrameMain>
      <SiteFooter className="t9-footer" copyClassName="t9-copy" />
      <TabBar />
    </TemplateFrame>
  );
}
