import type { TwoStepEnrolment } from '@playfront/core/contract';
import {
  useConfirmTwoStepMutation,
  useDisableTwoStepMutation,
  useEnrolTwoStepMutation,
  useGetTwoStepStatusQuery,
} from '@playfront/core/api';
import { addToast, useAppDispatch } from '@playfront/core/store';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useSignedIn } from '../account/account-support';
import { SubmitForm } from '../auth/form-support';
import { SafetyCard } from '../responsible/safety-card';
import { CodeField } from './code-field';
import './two-step.css';

/**
 * /security: two-step sign-in. Off: start, scan the QR code (or type the secret), confirm with a
 * code, keep the 10 backup codes shown once. On: turn it off with a code.
 */
export function TwoStepCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data } = useGetTwoStepStatusQuery(undefined, { skip: !useSignedIn() });
  const [enrol, { isLoading: enrolling }] = useEnrolTwoStepMutation();
  const [confirm, { isLoading: confirming }] = useConfirmTwoStepMutation();
  const [disable, { isLoading: disabling }] = useDisableTwoStepMutation();
  const [pending, setPending] = useState<TwoStepEnrolment | null>(null);
  const [backup, setBackup] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const status = data?.value;

  const start = async () => {
    const result = await enrol();
    if ('data' in result && result.data?.value) setPending(result.data.value);
  };

  /** Sends the typed code with `call`, then empties the field for the next one. */
  const sendCode = async <R,>(
    event: FormEvent,
    call: (args: { code: string }) => PromiseLike<R>,
  ) => {
    event.preventDefault();
    const result = await call({ code: code.trim() });
    setCode('');
    return result;
  };

  /** The form of the one code the card asks for: `label` is its button and its busy text. */
  const codeForm = (
    id: string,
    label: string,
    sending: boolean,
    onSubmit: (event: FormEvent) => Promise<void>,
  ) => (
    <SubmitForm onSubmit={onSubmit} submitLabel={label} submitting={sending} busyText={label}>
      <CodeField id={id} value={code} onChange={setCode} />
    </SubmitForm>
  );

  const onConfirm = async (event: FormEvent) => {
    const result = await sendCode(event, confirm);
    const codes = 'data' in result ? result.data?.value?.backup_codes : undefined;
    if (codes) {
      setPending(null);
      setBackup(codes);
      dispatch(addToast({ variant: 'success', title: t('twoStepEnabled') }));
    }
  };

  const onDisable = async (event: FormEvent) => {
    const result = await sendCode(event, disable);
    if ('data' in result && result.data) {
      setBackup(null);
      dispatch(addToast({ variant: 'success', title: t('twoStepDisabled') }));
    }
  };

  return (
    <SafetyCard title={t('twoStep_title')} intro={t('twoStep_intro')}>
      {backup && (
        <div className="pf-two-step__backup" data-testid="two-step-backup">
          <p>{t('twoStep_backupIntro')}</p>
          <ul>
            {backup.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {status?.enabled ? (
        <>
          <p className="pf-two-step__state">
            {t('twoStep_on', { count: status.backup_codes_left })}
          </p>
          {codeForm('pf-two-step-off-code', t('twoStep_turnOff'), disabling, onDisable)}
        </>
      ) : pending ? (
        <div className="pf-two-step__enrol">
          <p>{t('twoStep_scan')}</p>
          <img
            className="pf-two-step__qr"
            src={pending.qr_code}
            alt={t('twoStep_qrAlt')}
            width={180}
            height={180}
          />
          <p>
            {t('twoStep_secretText')}{' '}
            <code className="pf-two-step__secret" data-testid="two-step-secret">
              {pending.secret}
            </code>
          </p>
          {codeForm('pf-two-step-confirm-code', t('twoStep_confirm'), confirming, onConfirm)}
        </div>
      ) : (
        <>
          <p className="pf-two-step__state">{t('twoStep_off')}</p>
          <button
            type="button"
            className="pf-btn pf-btn--primary"
            disabled={enrolling || !status}
            onClick={() => void start()}
          >
            {t('twoStep_turnOn')}
          </button>
        </>
      )}
    </SafetyCard>
  );
}
