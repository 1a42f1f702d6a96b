import {
  useCancelWithdrawalMutation,
  useGetBankAccountsQuery,
  useGetWalletBalanceQuery,
  useGetWalletLimitsQuery,
  useWithdrawMutation,
  refreshBalance,
} from '@playfront/core/api';
import {
  selectGameWallet,
  selectSite,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../dialog/confirm-dialog';
import { useRunningBonuses } from '../bonus/my-bonuses';
import { useTranslation } from '@playfront/core/i18n';
import { SelectField } from '../../form-field/select-field';
import { LocalLink } from '../../site/navigation';
import { amountFormSchema, useAmountForm, useAmountMessage } from './amount';
import { useIdempotencyKey } from './idempotency';
import { ResultPanel } from './result-panel';
import { useStepUp } from '../two-step/step-up';
import { VerificationRefusal, VerificationSummary } from '../verification/verification-status';
import { AmountField, ScreenPage, StatusLine, useMoney, useSignedIn, WalletForm } from './support';

/**
 * Available and held balance, and the waiting withdrawals: each with its Cancel button, unless the
 * operator's regulator forbids cancelling one (then the list says so instead).
 */
function Holds({ money }: { money: (value: number) => string }) {
  const { t } = useTranslation();
  const { data } = useGetWalletBalanceQuery(undefined, { skip: !useSignedIn() });
  const [cancel, { isLoading, originalArgs }] = useCancelWithdrawalMutation();
  const cancellable = useAppSelector(selectSite)?.withdrawal_cancel !== false;
  const pending = data?.pending_withdrawals ?? [];
  return (
    <>
      <dl className="pf-facts pf-wallet__facts pf-wallet__balance">
        <dt>{t('wallet_available')}</dt>
        <dd>
          <strong>{data?.available === undefined ? '…' : money(data.available)}</strong>
        </dd>
        <dt>{t('wallet_onHold')}</dt>
        <dd>{data?.on_hold === undefined ? '…' : money(data.on_hold)}</dd>
      </dl>
      {pending.length > 0 && (
        <section aria-labelledby="pf-wallet-pending">
          <h2 id="pf-wallet-pending" className="pf-wallet__subtitle">
            {t('wallet_pendingWithdrawals')}
          </h2>
          {!cancellable && <p className="pf-wallet__note">{t('wallet_cancelNotAllowed')}</p>}
          <ul className="pf-wallet__pending">
            {pending.map((w) => {
              const busy = isLoading && originalArgs?.transaction_id === w.transaction_id;
              return (
                <li key={w.transaction_id}>
                  <span>
                    {money(w.amount)} · {w.method} · {w.created_at}
                  </span>
                  {cancellable && (
                    <button
                      type="button"
                      className="pf-btn pf-btn--ghost"
                      disabled={busy}
                      aria-busy={busy}
                      aria-label={t('wallet_cancelWithdrawal', { amount: money(w.amount) })}
                      onClick={() => void cancel({ transaction_id: w.transaction_id })}
                    >
                      {t('cancel')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}

/** The /withdrawal page: amount within the limits and the balance, to a saved bank account. */
export function Withdrawal() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { balance } = useAppSelector(selectGameWallet);
  const { data: limits, isLoading: limitsLoading } = useGetWalletLimitsQuery();
  const { data: banks, isLoading: banksLoading } = useGetBankAccountsQuery(undefined, {
    skip: !signedIn,
  });
  const money = useMoney(limits?.currency);
  const message = useAmountMessage(money);
  const accounts = useMemo(() => banks?.value ?? [], [banks]);
  const [withdraw, { data: answer, error, isLoading: sending, reset }] = useWithdrawMutation();
  const idempotency = useIdempotencyKey();
  const stepUp = useStepUp();
  const dispatch = useAppDispatch();
  // A withdrawal gives up the active bonuses: the player confirms, told what they lose.
  const { running, refetch: readBonuses } = useRunningBonuses();
  const active = running.filter((b) => b.status === 'active');
  const atStake = active.reduce((sum, b) => sum + b.balance, 0);
  const [asking, setAsking] = useState<{ amount: number; bank_account_id: number } | null>(null);

  const schema = useMemo(
    () =>
      amountFormSchema({
        limitsOf: () => limits?.withdrawal,
        balance,
        message,
        required: t('required'),
      }),
    [limits, balance, message, t],
  );
  const firstAccount = accounts[0];
  const {
    register,
    handleSubmit,
    formState,
    getValues,
    reset: resetForm,
  } = useAmountForm(schema, firstAccount && String(firstAccount.bank_account_id));

  const send = async (request: { amount: number; bank_account_id: number }, forfeit: boolean) => {
    const result = await withdraw({
      ...request,
      idempotency_key: idempotency.current(),
      ...(forfeit ? { forfeit_bonus: true } : {}),
    });
    if (result.error) stepUp.refused(result.error);
    if (forfeit && result.data) void dispatch(refreshBalance());
  };
  const onSubmit = handleSubmit(async (values) => {
    if (!(await stepUp.confirm())) return;
    const request = { amount: Number(values.amount), bank_account_id: Number(values.choice) };
    if (active.length === 0) return send(request, false);
    // The amount named is the one the bonuses hold now.
    await readBonuses();
    setAsking(request);
  });

  if (answer?.value)
    return (
      <ScreenPage title={t('withdrawal')}>
        <ResultPanel
          transaction={answer.value}
          balance={answer.game_balance}
          message={t('withdrawalPending')}
          money={money}
          onAnother={() => {
            idempotency.renew();
            reset();
            resetForm({ amount: '', choice: getValues('choice') });
          }}
        />
      </ScreenPage>
    );

  const loading = limitsLoading || banksLoading;
  return (
    <ScreenPage title={t('withdrawal')}>
      <Holds money={money} />
      <VerificationSummary place="withdrawal" />
      <StatusLine loading={loading} empty={false} text="" />
      {!loading && accounts.length === 0 ? (
        <div className="pf-wallet__empty">
          <p>{t('wallet_noBankAccounts')}</p>
          <LocalLink className="pf-btn pf-btn--primary" to="/add-bank">
            {t('addBank')}
          </LocalLink>
        </div>
      ) : (
        <WalletForm
          onSubmit={onSubmit}
          submitLabel={t('withdrawal')}
          sending={sending}
          disabled={!signedIn}
        >
          <SelectField
            id="pf-withdraw-account"
            label={t('wallet_toAccount')}
            {...register('choice')}
          >
            {accounts.map((a) => (
              <option key={a.bank_account_id} value={String(a.bank_account_id)}>
                {`${a.bank_name} ${a.account_number} · ${a.account_name}`}
              </option>
            ))}
          </SelectField>
          <AmountField
            range={limits?.withdrawal}
            currency={limits?.currency}
            error={formState.errors.amount?.message}
            {...register('amount')}
          />
          {stepUp.field}
        </WalletForm>
      )}
      <VerificationRefusal error={error} />
      <ConfirmDialog
        open={asking !== null}
        title={t('bonus_forfeitTitle')}
        text={t('bonus_forfeitText', { amount: money(atStake) })}
        confirmLabel={t('bonus_forfeitConfirm')}
        cancelLabel={t('bonus_forfeitKeep')}
        onResult={(result) => {
          const request = asking;
          setAsking(null);
          if (result.action === 'confirm' && request) void send(request, true);
        }}
      />
    </ScreenPage>
  );
}
