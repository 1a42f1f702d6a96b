import type { LanguageCode } from '@playfront/core/contract';
import { filledLanguages, useTranslation } from '@playfront/core/i18n';
import { LanguageSwitcher } from '@playfront/ui/language';
import { LocalLink, LocalNavLink, useLanguage, useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { AccountLinks } from './account-links';
import type { ListLook } from './account-links';
import type { MenuLink } from './navigation';
import { menuPaths, useSiteNavigation } from './navigation';
import './blocks.css';

/** The language menu: the languages with texts, the page's one selected. */
export function Languages() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <LanguageSwitcher
      label={t('language')}
      current={language}
      languages={filledLanguages.map((l) => ({ code: l.code, name: l.name, lang: l.htmlLang }))}
      onChange={(code) => setLanguage(code as LanguageCode)}
    />
  );
}

function PageList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="pf-footer__list">
      {links.map((link) => (
        <li key={link.to}>
          <LocalNavLink to={link.to} end>
            {link.label}
          </LocalNavLink>
        </li>
      ))}
    </ul>
  );
}

function MenuGroups({ menu }: { menu: readonly MenuLink[] }) {
  const single = menu.filter((item) => item.children.length === 0);
  const groups = menu.filter((item) => item.children.length > 0);
  return (
    <>
      {single.length > 0 && <PageList links={single} />}
      {groups.map((group) => (
        <div key={group.key} className="pf-footer__group">
          <LocalLink to={group.to} className="pf-footer__heading">
            {group.label}
          </LocalLink>
          <PageList links={group.children} />
        </div>
      ))}
    </>
  );
}

/**
 * The lines a gambling regulator wants on every page: the mandated tagline, the helpline as a
 * number a phone can call, and the operator's licence line. Kept in the shared footer so no
 * template can leave them out.
 */
export function SaferGambling({
  helpline,
  licenceLine,
}: {
  helpline: string;
  licenceLine: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('rg_label')} className="pf-footer__rg" data-testid="safer-gambling">
      <p className="pf-footer__tagline">{t('rg_tagline')}</p>
      {helpline && (
        <p className="pf-footer__helpline">
          <a href={`tel:${helpline.replace(/[^\d+]/g, '')}`}>
            {t('rg_helpline', { number: helpline })}
          </a>
        </p>
      )}
      {licenceLine && <p className="pf-footer__licence">{licenceLine}</p>}
    </section>
  );
}

export interface SiteFooterProps {
  /** The language menu; off where the template shows it in its header. Default on. */
  languages?: boolean;
  /** Decoration or a name line before the links. */
  children?: ReactNode;
}

/** The footer's account pages, as its other lists. */
const footerList: ListLook = ['pf-footer__list'];

/**
 * The site's footer, `pf-footer` (restyle with `--pf-footer-*`): the operator's menu (filtered),
 * the pages to explore, the account pages of a signed-in player (Log in and Join for a guest), the
 * information pages, the language menu, the regulator's lines (`pf-footer__rg`) and the copyright
 * line, `pf-footer__copy`. A page the operator's menu already links to is not listed again.
 */
export function SiteFooter({ languages = true, children }: SiteFooterProps) {
  const { t } = useTranslation();
  const { siteName, isAuthenticated, helpline, licenceLine } = useSiteHeader();
  const { menu, explore, legal } = useSiteNavigation();
  const listed = menuPaths(menu);
  const fresh = (links: readonly { to: string; label: string }[]) =>
    links.filter((link) => !listed.has(link.to));
  return (
    <footer className="pf-footer">
      {children}
      <div className="pf-footer__map">
        {menu.length > 0 && (
          <nav aria-label={t('siteMenu')} className="pf-footer__section">
            <MenuGroups menu={menu} />
          </nav>
        )}
        <nav aria-label={t('explore')} className="pf-footer__section">
          <PageList links={fresh(explore)} />
        </nav>
        <nav aria-label={t('account')} className="pf-footer__section">
          {isAuthenticated ? (
            <AccountLinks look={footerList} />
          ) : (
            <PageList
              links={[
                { to: '/login', label: t('login') },
                { to: '/register', label: t('register') },
              ]}
            />
          )}
        </nav>
      </div>
      {fresh(legal).length > 0 && (
        <nav aria-label={t('about')} className="pf-footer__section">
          <PageList links={fresh(legal)} />
        </nav>
      )}
      {languages && <Languages />}
      <SaferGambling helpline={helpline} licenceLine={licenceLine} />
      {/* The UTC year, as the server reads it, so a browser in another time zone agrees. A
          page drawn in one year and hydrated in the next (a cached guest page at midnight)
          keeps the server's text, as React does for a timestamp it is told may differ. */}
      <p className="pf-footer__copy" suppressHydrationWarning>
        {t('copyright', { year: new Date().getUTCFullYear(), site: siteName })}
      </p>
    </footer>
  );
}
