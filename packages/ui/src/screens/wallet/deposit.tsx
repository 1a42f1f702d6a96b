import {
  useDepositMutation,
  useGetLimitsBeforeDepositQuery,
  useGetWalletLimitsQuery,
} from '@playfront/core/api';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { useSearchParams } from 'react-router';
import type { DepositBonusChoice } from '../bonus/deposit-bonus';
import { DepositBonus, depositBonusFields } from '../bonus/deposit-bonus';
import { TextField } from '../../form-field/text-field';
import { RgInfoPanel } from '../responsible/rg-info-panel';
import { useLanguage } from '../../site/language';
import { amountFormSchema, useAmountForm, useAmountMessage } from './amount';
import { useIdempotencyKey } from './idempotency';
import { BankStep, QrStep, RedirectStep } from './payment-steps';
import { ResultPanel } from './result-panel';
import { AmountField, ScreenPage, StatusLine, useMoney, useSignedIn, WalletForm } from './support';
import { VerificationRefusal, VerificationSummary } from '../verification/verification-status';

/** Quick amounts: multiples of the minimum that stay within the maximum. */
const presets = (min: number, max: number) =>
  [1, 5, 10, 50].map((n) => n * min).filter((value) => value <= max);

/**
 * The /deposit page: a method and an amount within its limits, then the method's step: the
 * provider's checkout (redirect), a QR code, or the operator's bank account.
 */
export function Deposit() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { data: limits, isLoading } = useGetWalletLimitsQuery();
  const money = useMoney(limits?.currency);
  const message = useAmountMessage(money);
  const methods = useMemo(() => limits?.methods ?? [], [limits]);
  const [deposit, { data: answer, error, isLoading: sending, reset }] = useDepositMutation();
  const idempotency = useIdempotencyKey();
  const { localize } = useLanguage();
  // An offer or a promo code brought from /promotions (`?offer=` or `?code=`).
  const [params] = useSearchParams();
  const [bonus, setBonus] = useState<DepositBonusChoice>(() => ({
    offer: params.get('offer') ?? '',
    code: params.get('code') ?? '',
  }));
  // Before the first deposit the responsible-gambling information comes first; the backend knows
  // whether the player has deposited, so the server's page shows it too.
  const { data: responsible } = useGetLimitsBeforeDepositQuery(undefined, { skip: !signedIn });
  const [informed, setInformed] = useState(false);
  const information = signedIn && !informed ? responsible?.value : undefined;

  const schema = useMemo(
    () =>
      amountFormSchema({
        limitsOf: (code) => methods.find((m) => m.code === code),
        message,
        required: t('required'),
      }),
    [methods, message, t],
  );
  // The first method is chosen for the player once the limits arrive.
  const {
    register,
    handleSubmit,
    formState,
    setValue,
    setFocus,
    control,
    reset: resetForm,
  } = useAmountForm(schema, methods[0]?.code, { reference: '' });

  const choice = useWatch({ control, name: 'choice' });
  const typed = Number(useWatch({ control, name: 'amount' }));
  const chosen = methods.find((m) => m.code === choice);
  const onSubmit = handleSubmit(async (values) => {
    await deposit({
      amount: Number(values.amount),
      method: values.choice,
      reference: values.reference?.trim() ?? '',
      idempotency_key: idempotency.current(),
      return_url: `${window.location.origin}${localize('/deposit-result')}`,
      ...depositBonusFields(bonus),
    });
  });

  if (answer?.value) {
    const onAnother = () => {
      idempotency.renew();
      reset();
      resetForm({ amount: '', choice: answer.value?.method ?? '', reference: '' });
    };
    const props = {
      answer,
      method: methods.find((m) => m.code === answer.value?.method),
      money,
      onAnother,
    };
    const flow = answer.payment?.flow;
    return (
      <ScreenPage title={t('deposit')}>
        {flow === 'REDIRECT' ? (
          <RedirectStep {...props} />
        ) : flow === 'QR' ? (
          <QrStep {...props} />
        ) : flow === 'BANK' ? (
          <BankStep {...props} />
        ) : (
          <ResultPanel
            transaction={answer.value}
            balance={answer.game_balance}
            message={t('depositPending')}
            money={money}
            onAnother={onAnother}
          />
        )}
      </ScreenPage>
    );
  }

  return (
    <ScreenPage title={t('deposit')}>
      <VerificationSummary place="deposit" />
      <StatusLine loading={isLoading} empty={false} text="" />
      {information?.deposited === false && (
        <RgInfoPanel
          limits={information}
          onContinue={() => {
            setInformed(true);
            setFocus('amount');
          }}
        />
      )}
      <VerificationRefusal error={error} />
      <WalletForm
        onSubmit={onSubmit}
        submitLabel={t('deposit')}
        sending={sending}
        disabled={!signedIn || methods.length === 0}
      >
        <fieldset className="pf-wallet__methods">
          <legend className="pf-wallet__legend">{t('wallet_method')}</legend>
          {methods.map((m) => (
            <label key={m.code} className="pf-wallet__method">
              <input
                type="radio"
                value={m.code}
                defaultChecked={m.code === formState.defaultValues?.choice}
                {...register('choice')}
              />
              <span className="pf-wallet__method-name">{m.name}</span>
              <span className="pf-wallet__method-type">
                {t(m.type === 'BANK' ? 'wallet_bank' : 'wallet_ewallet')}
                {m.fee_percent ? ` · ${t('wallet_fee', { percent: m.fee_percent })}` : ''}
              </span>
            </label>
          ))}
          {formState.errors.choice && (
            <p className="pf-wallet__error" role="alert">
              {formState.errors.choice.message}
            </p>
          )}
        </fieldset>
        <AmountField
          range={chosen}
          currency={limits?.currency}
          error={formState.errors.amount?.message}
          {...register('amount')}
        />
        {chosen && (
          <div className="pf-wallet__presets">
            {presets(chosen.min, chosen.max).map((value) => (
              <button
                key={value}
                type="button"
                className="pf-btn pf-btn--ghost"
                onClick={() => setValue('amount', String(value), { shouldValidate: true })}
              >
                {money(value)}
              </button>
            ))}
          </div>
        )}
        <TextField
          label={t('wallet_reference')}
          autoComplete="off"
          maxLength={64}
          error={formState.errors.reference ? t('invalidRequest') : undefined}
          {...register('reference')}
        />
        {signedIn && (
          <DepositBonus
            amount={Number.isFinite(typed) && typed > 0 ? typed : null}
            choice={bonus}
            onChange={setBonus}
            money={money}
          />
        )}
      </WalletForm>
    </ScreenPage>
  );
}
