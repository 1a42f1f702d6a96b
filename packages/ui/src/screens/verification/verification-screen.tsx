import type { UploadResult } from '@playfront/core/api';
import { uploadVerificationDocument } from '@playfront/core/api';
import type { VerificationDocumentKind, VerificationState } from '@playfront/core/contract';
import { VERIFICATION_MEDIA_TYPES, verificationDocumentKinds } from '@playfront/core/contract';
import { classify } from '@playfront/core/errors';
import { selectSite, useAppDispatch, useAppSelector } from '@playfront/core/store';
import type { ChangeEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useHydrated } from '../../shared/hydrated';
import { AccountPage, LoadState } from '../account/account-support';
import { checkDocumentFile } from './file-check';
import { statusKeys, useRuleText, useVerification } from './verification-status';
import '../../shared/controls.css';
import './verification.css';

const labelKeys = {
  id_front: 'verification_idFront',
  id_back: 'verification_idBack',
  selfie: 'verification_selfie',
} as const;

/** One document's row: its file input, what the check says of it, and its upload's progress. */
function DocumentField({
  kind,
  sent,
  disabled,
}: {
  kind: VerificationDocumentKind;
  sent: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectSite)?.currency;
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError('');
    const verdict = await checkDocumentFile(file);
    if (verdict !== 'ok') {
      setError(t(verdict === 'tooLarge' ? 'verification_tooLarge' : 'verification_badType'));
      input.value = '';
      return;
    }
    setProgress(0);
    const result: UploadResult = await dispatch(
      uploadVerificationDocument(kind, file, file.name, setProgress),
    );
    setProgress(null);
    input.value = '';
    if (!result.ok) {
      const said = classify(
        result.failure,
        (key, params) => t(key as 'unknownError', params ?? {}),
        currency,
      );
      if (said.kind === 'error') setError(said.text);
    }
  };

  const hint = kind === 'selfie' ? t('verification_selfieHint') : t('verification_fileHint');
  return (
    <div className="pf-verification__field" data-kind={kind}>
      <label htmlFor={id} className="pf-verification__label">
        {sent ? `${t(labelKeys[kind])} · ${t('verification_sent')}` : t(labelKeys[kind])}
      </label>
      <input
        id={id}
        name={kind}
        type="file"
        className="pf-verification__input"
        accept={VERIFICATION_MEDIA_TYPES.join(',')}
        // The selfie opens the front camera on a phone; elsewhere the input picks a file.
        {...(kind === 'selfie' ? { capture: 'user' as const } : {})}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        disabled={disabled || progress !== null}
        onChange={(event) => void onChange(event)}
      />
      <p id={`${id}-hint`} className="pf-verification__hint">
        {hint}
      </p>
      {progress !== null && (
        <p className="pf-verification__progress" role="status">
          <progress max={1} value={progress} aria-hidden="true" />{' '}
          {t('verification_uploading', { percent: Math.round(progress * 100) })}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="pf-verification__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** What the player reads about the check before the fields. */
function StatusBlock({ state }: { state: VerificationState }) {
  const { t } = useTranslation();
  const rule = useRuleText()(state);
  return (
    <div className="pf-verification__summary" data-status={state.status}>
      <p className="pf-verification__line" role="status">
        <span>{t('verification_status')}: </span>
        <strong className="pf-verification__status">{t(statusKeys[state.status])}</strong>
      </p>
      {state.status === 'rejected' && (
        <p className="pf-verification__reason">
          {state.reason ? t('verification_reason', { reason: state.reason }) : null}{' '}
          {t('verification_resubmit')}
        </p>
      )}
      {state.status === 'pending' && <p>{t('verification_pendingNote')}</p>}
      {state.status === 'approved' && <p>{t('verification_approvedNote')}</p>}
      {rule && state.status !== 'approved' ? <p className="pf-verification__rule">{rule}</p> : null}
    </div>
  );
}

/**
 * /verification: the identity check. Its status and the operator's rule, and while documents may
 * be sent (not started, or rejected) the ID's front and back and a selfie, each sent as soon as it
 * is chosen and passes the same type and size rule the backend applies. Choosing a file needs the
 * page's scripts (the upload carries the header only they send), so the inputs wait for them.
 */
export function VerificationScreen() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { data, isLoading, isError, refetch } = useVerification();
  const state = data?.value;
  const open = state?.status === 'not_started' || state?.status === 'rejected';
  return (
    <AccountPage title={t('verification')}>
      <p className="pf-verification__intro">{t('verification_intro')}</p>
      {state ? (
        <>
          <StatusBlock state={state} />
          {open && (
            <fieldset className="pf-verification__fields">
              <legend className="pf-sr-only">{t('verification')}</legend>
              {verificationDocumentKinds.map((kind) => (
                <DocumentField
                  key={kind}
                  kind={kind}
                  sent={state.documents.some((d) => d.kind === kind)}
                  disabled={!hydrated}
                />
              ))}
            </fieldset>
          )}
        </>
      ) : (
        <LoadState loading={isLoading} failed={isError} onRetry={() => void refetch()} />
      )}
    </AccountPage>
  );
}
