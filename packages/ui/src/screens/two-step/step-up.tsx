import { useGetTwoStepStatusQuery, useStepUpMutation } from '@playfront/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../form-field/text-field';
import { useSignedIn } from '../account/account-support';

/**
 * Step-up before money leaves or a payout account changes: for an account with two-step sign-in,
 * a code field; `confirm()` sends the code before the guarded call and answers whether it passed
 * (a wrong code is shown by the error catalogue). Without two-step sign-in there is no field.
 */
export function useStepUp() {
  const { t } = useTranslation();
  const { data } = useGetTwoStepStatusQuery(undefined, { skip: !useSignedIn() });
  const [stepUp] = useStepUpMutation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const enabled = data?.value?.enabled ?? false;

  const field = enabled ? (
    <TextField
      id="pf-step-up-code"
      label={t('twoStep_stepUpLabel')}
      description={t('twoStep_stepUpHelp')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      value={code}
      error={missing ? t('required') : undefined}
      onChange={(event) => {
        setCode(event.target.value);
        setMissing(false);
      }}
    />
  ) : null;

  const confirm = async (): Promise<boolean> => {
    if (!enabled) return true;
    if (!code.trim()) {
      setMissing(true);
      return false;
    }
    const result = await stepUp({ code: code.trim() });
    setCode('');
    return 'data' in result && Boolean(result.data);
  };

  return { field, confirm };
}
