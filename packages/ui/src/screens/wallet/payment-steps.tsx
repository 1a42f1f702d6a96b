import { zodResolver } from '@hookform/resolvers/zod';
import { useConfirmTransferMutation } from '@playfront/core/api';
import type { PaymentMethod, WalletMoveResponse } from '@playfront/core/contract';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { TextField } from '../../form-field/text-field';
import { useLanguage } from '../../site/language';
import { minutesSeconds, useSecondsLeft } from './countdown';
import { WalletForm } from './support';
import { WalletLinks, TransactionFacts, useTransactionStatus } from './transaction-status';

// The QR encoder loads only when a QR step shows.
const QrCode = lazy(() => import('./qr-code'));

/** What each step shows beside the deposit's own answer. */
interface StepProps {
  answer: WalletMoveResponse;
  method: PaymentMethod | undefined;
  money: (value: number) => string;
  onAnother: () => void;
}

/** The operator's instructions in the page language, English when it has none. */
function Instructions({ method }: { method: PaymentMethod | undefined }) {
  const { i18n } = useTranslation();
  const text = method?.instructions?.[i18n.language] ?? method?.instructions?.EN;
  return text ? <p className="pf-wallet__instructions">{text}</p> : null;
}

/** A step's card: its heading, a lead line, the operator's instructions, then the step's parts. */
function StepCard({
  title,
  method,
  lead,
  children,
}: {
  title: string;
  method: PaymentMethod | undefined;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="pf-card pf-wallet__result" aria-labelledby="pf-wallet-step">
      <h2 id="pf-wallet-step" className="pf-wallet__subtitle">
        {title}
      </h2>
      {lead}
      <Instructions method={method} />
      {children}
    </section>
  );
}

/** "Expires in m:ss", read out only at whole minutes so a screen reader is not flooded. */
function Countdown({ until }: { until: string | undefined }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(until);
  if (left === null) return null;
  return (
    <p className="pf-wallet__notice">
      <span aria-hidden="true">{t('wallet_expiresIn', { time: minutesSeconds(left) })}</span>
      <span className="pf-sr-only" aria-live="polite">
        {left === 0
          ? t('wallet_status_EXPIRED')
          : t('wallet_expiresIn', { time: minutesSeconds(Math.ceil(left / 60) * 60) })}
      </span>
    </p>
  );
}

/** Redirect: the browser goes to the provider's checkout at once; the link is there if it does not. */
export function RedirectStep({ answer, method }: StepProps) {
  const { t } = useTranslation();
  const url = answer.payment?.flow === 'REDIRECT' ? answer.payment.checkout_url : '';
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  return (
    <StepCard
      title={t('wallet_requestReceived')}
      method={method}
      lead={<p role="status">{t('wallet_redirecting')}</p>}
    >
      <a className="pf-btn pf-btn--primary" href={url}>
        {t('wallet_goToCheckout', { name: method?.name ?? answer.value?.method ?? '' })}
      </a>
    </StepCard>
  );
}

/** QR: the code with the amount, reference and time left; the status follows below it. */
export function QrStep({ answer, method, money, onAnother }: StepProps) {
  const { t } = useTranslation();
  const tx = answer.value;
  const payload = answer.payment?.flow === 'QR' ? answer.payment.qr_payload : '';
  const status = useTransactionStatus(tx?.transaction_id ?? 0, answer);
  const waiting = !status.final;
  return (
    <>
      {waiting && tx && (
        <StepCard title={t('wallet_scanToPay')} method={method}>
          <div className="pf-wallet__qr">
            <Suspense fallback={<div className="pf-wallet__qr-frame" aria-hidden="true" />}>
              <QrCode
                payload={payload}
                label={t('wallet_qrAlt', { amount: money(tx.amount), reference: tx.reference })}
              />
            </Suspense>
          </div>
          <Countdown until={tx.expires_at} />
        </StepCard>
      )}
      {status.answer && <TransactionFacts answer={status.answer} money={money} />}
      <WalletLinks onAnother={onAnother} />
    </>
  );
}

/** Bank transfer: the operator's account, the exact amount, the reference, then the player's. */
export function BankStep({ answer, method, money }: StepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { localize } = useLanguage();
  const [confirm, { isLoading }] = useConfirmTransferMutation();
  const tx = answer.value;
  const account = answer.payment?.flow === 'BANK' ? answer.payment : undefined;
  const schema = z.object({
    transfer: z
      .string()
      .check(z.trim(), z.regex(/^[\w .-]{4,64}$/, t('wallet_transferReferenceFormat'))),
  });
  const { register, handleSubmit, formState } = useForm<{ transfer: string }>({
    resolver: zodResolver(schema),
    defaultValues: { transfer: '' },
  });
  if (!tx || !account) return null;
  const onSubmit = handleSubmit(async ({ transfer }) => {
    const result = await confirm({
      transaction_id: tx.transaction_id,
      transfer_reference: transfer,
    });
    if ('data' in result) void navigate(localize(`/deposit-result?id=${tx.transaction_id}`));
  });
  return (
    <StepCard title={t('wallet_payTo')} method={method}>
      <dl className="pf-facts pf-wallet__facts">
        <dt>{t('wallet_bankName')}</dt>
        <dd>{account.bank_name}</dd>
        <dt>{t('wallet_accountName')}</dt>
        <dd>{account.account_name}</dd>
        <dt>{t('wallet_accountNumber')}</dt>
        <dd>{account.account_number}</dd>
        <dt>{t('wallet_exactAmount')}</dt>
        <dd>{money(tx.amount)}</dd>
        <dt>{t('wallet_paymentReference')}</dt>
        <dd>
          <strong>{tx.reference}</strong>
        </dd>
      </dl>
      <Countdown until={tx.expires_at} />
      <WalletForm onSubmit={onSubmit} submitLabel={t('wallet_confirmTransfer')} sending={isLoading}>
        <TextField
          label={t('wallet_transferReference')}
          autoComplete="off"
          maxLength={64}
          error={formState.errors.transfer?.message}
          {...register('transfer')}
        />
      </WalletForm>
    </StepCard>
  );
}
