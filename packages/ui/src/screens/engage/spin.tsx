import { useSpinMutation } from '@playfront/core/api';
import { useTranslation } from '@playfront/core/i18n';
import { ScreenPage, useMoney, useSignedIn } from '../wallet/support';
import './engage.css';

/** The /spin page: one free spin a day; the prize is credited to the balance at once. */
export function Spin() {
  const { t } = useTranslation();
  const money = useMoney();
  const signedIn = useSignedIn();
  const [spin, { data, isLoading }] = useSpinMutation();
  const prize = data?.value;
  return (
    <ScreenPage title={t('spin')} className="pf-engage__spin">
      <p>{t('engage_spinHint')}</p>
      <div
        className={isLoading ? 'pf-engage__wheel pf-engage__wheel--spinning' : 'pf-engage__wheel'}
        aria-hidden="true"
      />
      <button
        type="button"
        className="pf-btn pf-btn--primary"
        disabled={!signedIn || isLoading || Boolean(prize)}
        aria-busy={isLoading}
        onClick={() => void spin()}
      >
        {isLoading ? t('loading') : t('engage_spinNow')}
      </button>
      <div role="status" className="pf-engage__result">
        {prize && (
          <>
            <p className="pf-engage__prize">
              {prize.amount > 0
                ? t('engage_spinWon', { amount: money(prize.amount) })
                : t('engage_spinNothing')}
            </p>
            {data.game_balance !== undefined && (
              <p>{t('wallet_newBalance', { amount: money(data.game_balance) })}</p>
            )}
            {data.next_spin_at && (
              <p className="pf-engage__meta">{t('engage_nextSpin', { time: data.next_spin_at })}</p>
            )}
          </>
        )}
      </div>
    </ScreenPage>
  );
}
