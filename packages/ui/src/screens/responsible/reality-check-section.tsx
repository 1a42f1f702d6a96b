import { useGetSafetyStatusQuery, useSetRealityCheckMutation } from '@playfront/core/api';
import { addToast, useAppDispatch } from '@playfront/core/store';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../account/load-state';
import { SubmitForm, toFailure, useLoginErrorHandler } from '../auth/form-support';
import { SelectField } from '../../form-field/select-field';
import '../../shared/card.css';
import './responsible.css';

/** The reality-check interval: off or one of the operator's choices, stored by the backend. */
export function RealityCheckSection() {
  const { t } = useTranslation();
  const headingId = useId();
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
    <section className="pf-card pf-safety" aria-labelledby={headingId}>
      <h2 id={headingId} className="pf-safety__title">
        {t('safety_realityTitle')}
      </h2>
      <p className="pf-safety__intro">{t('safety_realityIntro')}</p>
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
    </section>
  );
}
