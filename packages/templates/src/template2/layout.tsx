import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as icons from './icons';
import { Icon } from './icons';
import { TabBarAccount, TabLayout } from '../shared/tab-bar';

/** The crest: shield mark over the site name in the display serif. */
function Crest() {
  const { siteName, logo, logoText } = useSiteHeader();
  return (
    <LocalLink to="/" className="t2-crest">
      {logo ? (
        <img src={logo} alt={siteName} height={56} />
      ) : (
        <>
          <Icon name="crest" />
          <span className="t2-crest__name">{logoText || siteName}</span>
        </>
      )}
    </LocalLink>
  );
}

/** Desktop navigation (home, the site's categories, promotions and VIP) centred under the crest. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TabLayout
      prefix="t2"
      icons={icons}
      nav="t2-nav"
      navGlyphs={false}
      brand={<Crest />}
      account={
        <TabBarAccount
          prefix="t2"
          menuButtonClassName="pf-btn t2-btn pf-btn--icon"
          menuButton={
            <>
              <Icon name="user" />
              <span className="pf-sr-only">{t('account')}</span>
            </>
          }
        />
      }
      footer={<Icon name="crest" />}
    >
      {children}
    </TabLayout>
  );
}
