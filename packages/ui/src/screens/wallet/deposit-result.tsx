import { useGetWalletLimitsQuery } from '@playfront/core/api';
import { useTranslation } from '@playfront/core/i18n';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../shared/hydrated';
import { ScreenPage, StatusLine, useMoney, useSignedIn } from './support';
import { WalletLinks, TransactionFacts, useTransactionStatus } from './transaction-status';

/**
 * The /deposit-result page the provider's checkout sends the player back to (`?id=`): the
 * server renders the frame, the browser asks for the status until it is final.
 */
export function DepositResult() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const id = Number(query.get('id'));
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const { data: limits } = useGetWalletLimitsQuery();
  const money = useMoney(limits?.currency);
  const { answer, isError, isLoading } = useTransactionStatus(
    id,
    undefined,
    !hydrated || !signedIn,
  );
  const valid = Number.isSafeInteger(id) && id > 0;
  return (
    <ScreenPage title={t('depositResult')}>
      <StatusLine loading={valid && (!hydrated || isLoading)} empty={false} text="" />
      {(!valid || isError) && <p className="pf-wallet__notice">{t('wallet_noDeposit')}</p>}
      {answer?.value && <TransactionFacts answer={answer} money={money} />}
      <WalletLinks />
    </ScreenPage>
  );
}
