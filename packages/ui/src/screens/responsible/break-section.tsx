import { zodResolver } from '@hookform/resolvers/zod';
import { useStartBreakMutation } from '@playfront/core/api';
import { breakPeriods } from '@playfront/core/contract';
import type { BreakValues } from '@playfront/core/forms';
import { breakSchema } from '@playfront/core/forms';
import {
  addToast,
  logout,
  selectSite,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../site/language';
import { AuthPasswordField } from '../auth/auth-fields';
import {
  HookSubmitForm,
  toFailure,
  useFormFields,
  useLoginErrorHandler,
} from '../auth/form-support';
import { SafetyCard } from './safety-card';

/**
 * Time-out or self-exclusion, confirmed with the password. The backend ends every session of the
 * account, so on success this device signs out too and goes home.
 */
export function BreakSection() {
  const { t } = useTranslation();
  const showError = useLoginErrorHandler();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { localize } = useLanguage();
  const [startBreak] = useStartBreakMutation();
  const currency = useAppSelector(selectSite)?.currency;
  const form = useForm<BreakValues>({
    resolver: zodResolver(breakSchema),
    defaultValues: { kind: 'timeout', period: '24h', password: '' },
  });
  const { register, control, setValue } = form;
  const field = useFormFields(form);
  const kind = useWatch({ control, name: 'kind' });

  const submit = async (values: BreakValues) => {
    try {
      const answer = await startBreak(values).unwrap();
      dispatch(logout());
      dispatch(
        addToast({
          variant: 'success',
          title: t(values.kind === 'timeout' ? 'timeoutStarted' : 'exclusionStarted'),
          ...(answer.value
            ? {
                text: t('safety_until', {
                  until_at: new Date(answer.value.ends_at),
                  formatParams: { until_at: { dateCurrency: currency } },
                }),
              }
            : {}),
        }),
      );
      void navigate(localize('/'), { replace: true });
    } catch (error) {
      await showError(toFailure(error));
    }
  };

  return (
    <SafetyCard title={t('safety_breakTitle')} intro={t('safety_breakIntro')}>
      <HookSubmitForm
        className="pf-safety__form"
        form={form}
        submit={submit}
        submitLabel={t('safety_startBreak')}
        busyText={t('safety_startingBreak')}
      >
        <fieldset className="pf-safety__choices">
          <legend className="pf-safety__legend">{t('safety_kind')}</legend>
          {(['timeout', 'exclusion'] as const).map((k) => (
            <label key={k} className="pf-safety__choice">
              <input
                type="radio"
                value={k}
                {...register('kind', {
                  onChange: () => setValue('period', breakPeriods[k][0]),
                })}
              />
              <span>{t(k === 'timeout' ? 'safety_kindTimeout' : 'safety_kindExclusion')}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="pf-safety__choices">
          <legend className="pf-safety__legend">{t('safety_period')}</legend>
          {breakPeriods[kind].map((p) => (
            <label key={p} className="pf-safety__choice">
              <input type="radio" value={p} {...register('period')} />
              <span>{t(`safety_period_${p}` as const)}</span>
            </label>
          ))}
        </fieldset>
        <p className="pf-safety__note">
          {t(kind === 'timeout' ? 'safety_timeoutNote' : 'safety_exclusionNote')}
        </p>
        <AuthPasswordField
          label={t('safety_confirmPassword')}
          autoComplete="current-password"
          maxLength={128}
          {...field('password')}
        />
      </HookSubmitForm>
    </SafetyCard>
  );
}
