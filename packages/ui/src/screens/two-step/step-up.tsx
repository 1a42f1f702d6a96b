import { useGetTwoStepStatusQuery, useStepUpMutation } from '@playfront/core/api';
import { useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { CodeField } from './code-field';
import { useSignedIn } from '../account/account-support';

/** Whether a failed call was refused for want of a fresh code (the step-up window has passed). */
export const wantsStepUp = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { statusMessage?: unknown }).statusMessage === 'stepUpRequired';

/**
 * Step-up before money leaves or a payout account changes. The backend lets a session through for
 * a few minutes after a code; the status says whether that window is open, so the code field shows
 * only when a code is due. `confirm()` sends the code before the guarded call and answers whether
 * it passed (a wrong code is shown by the error catalogue). When the guarded call is refused all
 * the same (the window closed while the form was open), `refused(error)` brings the field back so
 * the next submit asks. Without two-step sign-in there is no field.
 */
export function useStepUp() {
  const { t } = useTranslation();
  const { data, refetch } = useGetTwoStepStatusQuery(undefined, { skip: !useSignedIn() });
  const [stepUp] = useStepUpMutation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [windowClosed, setWindowClosed] = useState(false);
  const status = data?.value;
  const due = Boolean(status?.enabled) && (windowClosed || Boolean(status?.step_up_needed));

  const field = due ? (
    <CodeField
      id="pf-step-up-code"
      label={t('twoStep_stepUpLabel')}
      description={t(windowClosed ? 'twoStep_stepUpAgain' : 'twoStep_stepUpHelp')}
      value={code}
      missing={missing}
      onChange={(value) => {
        setCode(value);
        setMissing(false);
      }}
    />
  ) : null;

  const confirm = async (): Promise<boolean> => {
    if (!due) return true;
    if (!code.trim()) {
      setMissing(true);
      return false;
    }
    const result = await stepUp({ code: code.trim() });
    setCode('');
    const passed = 'data' in result && Boolean(result.data);
    if (passed) setWindowClosed(false);
    return passed;
  };

  /** After a guarded call failed: asks for a code again if that is why. */
  const refused = (error: unknown) => {
    if (!wantsStepUp(error)) return;
    setWindowClosed(true);
    void refetch();
  };

  return { field, confirm, refused };
}
