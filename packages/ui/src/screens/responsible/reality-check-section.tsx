import { useGetSafetyStatusQuery, useSetRealityCheckMutation } from '@playfront/core/api';
import { addToast, useAppDispatch } from '@playfront/core/store';
import { useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { LoadState } from '../account/load-state';
import { SubmitForm, toFailure, useLoginErrorHandler } from '../auth/form-support';
import { SelectField } from '../../form-field/select-field';
import { SafetyCard } from './safety-card';

/** The reality-check interval: off or one of the operator's choices, stored by the backend. */
export function RealityCheckSection() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const showError = useLoginErrorHandler();
  const { data, isLoading, isError, refetch } = useGetSafetyStatusQuery();
  const [save, { isLoading: saving }] = useSetRealityCheckMutation();
  const setting = data?.value?.reality_check;
  const [choice, setChoice] = useState<number | null>(null);
  const minutes = choice ?? setting?.interval_minutes ?? 0;

  const submit = async () => {
    try {
      await save({ interval_minutes: minutes }).unwrap();
      dispatch(addToast({ variant: 'success', title: t('realityCheckSaved') }));
    } catch (error) {
      await showError(toFailure(error));
    }
  };

  return (
    <SafetyCard title={t('safety_realityTitle')} intro={t('safety_realityIntro')}>
      {setting ? (
        <SubmitForm
          className="pf-safety__form"
          onSubmit={(event) => {
            event.preventDefault();
            return submit();
          }}
          submitLabel={t('save')}
          submitting={saving}
          busyText={t('loading')}
        >
          <SelectField
            label={t('safety_realityInterval')}
            value={minutes}
            onChange={(e) => setChoice(Number(e.target.value))}
          >
            <option value={0}>{t('safety_realityOff')}</option>
            {setting.options.map((m) => (
              <option key={m} value={m}>
                {t('safety_minutes', { count: m })}
              </option>
            ))}
          </SelectField>
        </SubmitForm>
      ) : (
        <LoadState loading={isLoading} failed={isError} onRetry={() => void refetch()} />
      )}
    </SafetyCard>
  );
}
