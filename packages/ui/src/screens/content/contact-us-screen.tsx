import { useGetSocialAccountsQuery } from '@playfront/core/api';
import type { SocialAccount } from '@playfront/core/contract';
import { selectLayout, useAppSelector } from '@playfront/core/store';
import { useTranslation } from '@playfront/core/i18n';
import { ContentPage } from './content-page';
import { safeHref } from '../../shared/safe-link';

/** Brand names of the platforms; they are not translated. */
const brands: Record<string, string> = {
  facebook: 'Facebook',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  viber: 'Viber',
  line: 'LINE',
  instagram: 'Instagram',
  x: 'X',
  twitter: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  wechat: 'WeChat',
};

/** /contact-us: the site's social accounts as labelled links, and where live chat is. */
export function ContactUsScreen() {
  const { t } = useTranslation();
  const { data, isLoading } = useGetSocialAccountsQuery();
  const { accountList, live_chat } = useAppSelector(selectLayout);
  const accounts: readonly SocialAccount[] = data?.accountList ?? accountList;

  const platformName = (platform: string): string => {
    const key = platform.trim().toLowerCase();
    if (key === 'email') return t('email');
    if (key === 'phone') return t('phone');
    return brands[key] ?? platform;
  };

  return (
    <ContentPage title={t('contactUs')}>
      {accounts.length === 0 ? (
        <p className="pf-content-page__status" role={isLoading ? 'status' : undefined}>
          {isLoading ? t('loading') : t('content_noContacts')}
        </p>
      ) : (
        <>
          <p className="pf-content-page__intro">{t('content_contactIntro')}</p>
          <ul className="pf-contact-list">
            {accounts.map((account, index) => {
              const href = safeHref(account.link);
              const web = href !== null && /^https?:/i.test(href);
              return (
                <li key={`${account.platform}-${index}`} className="pf-contact-list__item">
                  <span className="pf-contact-list__platform">
                    {platformName(account.platform)}
                  </span>
                  {href ? (
                    <a
                      className="pf-contact-list__link"
                      href={href}
                      {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {account.account_name}
                    </a>
                  ) : (
                    <span className="pf-contact-list__text">{account.account_name}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {live_chat?.chat_id && <p className="pf-content-page__hint">{t('content_liveChatHint')}</p>}
    </ContentPage>
  );
}
