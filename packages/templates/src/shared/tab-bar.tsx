import type { GameCategoryKey } from '@playfront/core/contract';
import { LocalNavLink, useCategoryLinks, useLoginAction, useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from './account-links';
import { AccountBlock, Languages, SignOutButton } from './blocks';
import { Sheet } from './sheet';

/** The glyphs the tab bar draws, in the template's icon set. */
export type TabGlyph = 'home' | 'grid' | 'close' | 'gift' | 'user';

export interface TabBarProps {
  /** The template's class prefix: parts are `<prefix>-tabs`, `-tab`, `-sheet`, `-sheet__link`… */
  prefix: string;
  glyph: (name: TabGlyph) => ReactNode;
  categoryGlyph: (key: GameCategoryKey) => ReactNode;
}

/**
 * The phone's bottom tab bar: Home, Games (a sheet of the categories; Radix: Esc closes, focus
 * returns), Promotions, and Account (Log in for a guest).
 */
export function TabBar({ prefix: p, glyph, categoryGlyph }: TabBarProps) {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const { isAuthenticated } = useSiteHeader();
  const login = useLoginAction();
  const account = (
    <>
      {glyph('user')}
      <span>{t('account')}</span>
    </>
  );
  return (
    <nav aria-label={t('menu')} className={`${p}-tabs`}>
      <ul className={`${p}-tabs__list`}>
        <li>
          <LocalNavLink to="/" end className={`${p}-tab`}>
            {glyph('home')}
            <span>{t('home')}</span>
          </LocalNavLink>
        </li>
        <li>
          <Sheet
            prefix={p}
            part="sheet"
            separator="__"
            triggerClassName={`${p}-tab`}
            trigger={
              <>
                {glyph('grid')}
                <span>{t('games')}</span>
              </>
            }
            title={t('categories')}
            close={glyph('close')}
          >
            {(close) => (
              <>
                <ul className={`${p}-sheet__list`}>
                  {categories.map((c) => (
                    <li key={c.key}>
                      <LocalNavLink to={c.route} end className={`${p}-sheet__link`} onClick={close}>
                        {categoryGlyph(c.key)}
                        <span>{c.label}</span>
                      </LocalNavLink>
                    </li>
                  ))}
                </ul>
                <Languages />
              </>
            )}
          </Sheet>
        </li>
        <li>
          <LocalNavLink to="/promotions" className={`${p}-tab`}>
            {glyph('gift')}
            <span>{t('promotions')}</span>
          </LocalNavLink>
        </li>
        <li>
          {isAuthenticated ? (
            <LocalNavLink to="/account" className={`${p}-tab`}>
              {account}
            </LocalNavLink>
          ) : (
            <button type="button" className={`${p}-tab`} onClick={login}>
              {account}
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}

/**
 * The header's account block of the tab-bar templates: Log in and Join, or the balance, Deposit,
 * the account menu (desktop has no tab bar, so the account pages open under its button) and Log out.
 */
export function TabBarAccount({
  prefix: p,
  menuButtonClassName = `pf-btn ${p}-btn`,
  menuButton,
}: {
  prefix: string;
  menuButtonClassName?: string;
  /** Content of the account menu's button. Default: its label. */
  menuButton?: ReactNode;
}) {
  return (
    <AccountBlock
      className={`${p}-account`}
      loginClassName={`pf-btn ${p}-btn`}
      registerClassName={`pf-btn ${p}-btn pf-btn--primary`}
      depositClassName={`pf-btn ${p}-btn pf-btn--primary`}
    >
      <AccountMenu
        className={`${p}-account__menu`}
        buttonClassName={menuButtonClassName}
        button={menuButton}
        panelClassName={`${p}-account__panel`}
        listClassName={`${p}-account__list`}
        linkClassName={`${p}-sheet__link`}
      />
      <SignOutButton className={`pf-btn ${p}-btn ${p}-account__out`} />
    </AccountBlock>
  );
}
