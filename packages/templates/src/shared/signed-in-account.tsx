import { formatNumber } from '@playfront/core/format';
import { languageByCode, useTranslation } from '@playfront/core/i18n';
// Its own entry: the account barrel would bring the account screen's VIP progress along.
import { BalanceBonus, BalanceChip } from '@playfront/ui/balance-chip';
import { SessionClock } from '@playfront/ui/session-clock';
import { LocalLink, useLanguage, useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';

export interface SignedInAccountProps {
  part: string;
  /** The Deposit link's class in the frame. */
  deposit: string;
  balanceLine: boolean;
  children?: ReactNode;
}

/**
 * The account block of a signed-in player: the session clock where the operator's regulator wants
 * it, the balance (chip or line), Deposit and the template's account controls.
 */
export default function SignedInAccount({
  part,
  deposit,
  balanceLine,
  children,
}: SignedInAccountProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { balance, token, bonus, currency } = useSiteHeader();
  const locale = languageByCode(language).intlLocale;
  return (
    <div className={part}>
      <SessionClock />
      {balanceLine ? (
        <p className="pf-balance-line">
          <span className="pf-balance-line__label">{t('balance')}</span>{' '}
          <span className="pf-balance-line__value">
            {currency} {formatNumber(balance, locale) || '0'}
          </span>
          <BalanceBonus bonus={bonus} label={t('bonus')} locale={locale} />
        </p>
      ) : (
        <BalanceChip
          balance={balance}
          token={token}
          bonus={bonus}
          balanceLabel={t('balance')}
          tokenLabel={t('token')}
          bonusLabel={t('bonus')}
        />
      )}
      <LocalLink to="/deposit" className={deposit}>
        {t('deposit')}
      </LocalLink>
      {children}
    </div>
  );
}
