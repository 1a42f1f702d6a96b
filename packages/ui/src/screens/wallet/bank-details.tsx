import { useGetBankAccountsQuery } from '@playfront/core/api';
import { useTranslation } from '@playfront/core/i18n';
import { LocalLink } from '../../site/navigation';
import { ScreenPage, StatusList, useSignedIn } from './support';

/** The /bank-details page: the player's saved bank accounts (numbers masked) and a way to add one. */
export function BankDetails() {
  const { t } = useTranslation();
  const { data, isLoading } = useGetBankAccountsQuery(undefined, { skip: !useSignedIn() });
  const accounts = data?.value ?? [];
  return (
    <ScreenPage title={t('bankDetails')}>
      <StatusList loading={isLoading} items={accounts} empty={t('wallet_noBankAccounts')}>
        <ul className="pf-wallet__cards">
          {accounts.map((a) => (
            <li key={a.bank_account_id} className="pf-card pf-wallet__card">
              <p className="pf-wallet__card-title">{a.bank_name}</p>
              <dl className="pf-facts pf-wallet__facts">
                <dt>{t('wallet_accountName')}</dt>
                <dd>{a.account_name}</dd>
                <dt>{t('wallet_accountNumber')}</dt>
                <dd>{a.account_number}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </StatusList>
      <div className="pf-wallet__actions">
        <LocalLink className="pf-btn pf-btn--primary" to="/add-bank">
          {t('addBank')}
        </LocalLink>
      </div>
    </ScreenPage>
  );
}
