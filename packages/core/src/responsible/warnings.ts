import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiExtra } from '../api/base-query';
import { responsibleApi } from '../api/responsible';
import type { AnyLimitKind } from './kinds';
import { crossedWarning } from './usage';
import { addToast } from '../store/toasts-slice';

/** Shows a warning for each limit the last deposit or stake of `amount` took past 80 %. */
export const warnAfterMove =
  (
    kinds: readonly AnyLimitKind[],
    amount: number,
  ): ThunkAction<Promise<void>, unknown, ApiExtra, UnknownAction> =>
  async (dispatch, _getState, { services }) => {
    const answer = await dispatch(
      responsibleApi.endpoints.getLimits.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    const value = answer.data?.value;
    if (!value) return;
    for (const limit of value.limits) {
      if (!kinds.includes(limit.kind) || !crossedWarning(limit.used, amount, limit.value)) continue;
      const name = services.t(`responsible_label_${limit.kind}`, {
        period: services.t(`responsible_period_${limit.period}`),
        currency: value.currency,
      });
      const percent = Math.floor((limit.used / (limit.value ?? limit.used)) * 100);
      dispatch(
        addToast({
          variant: 'warning',
          title: services.t('responsible_limitsTitle'),
          text: services.t('responsible_warningToast', { percent, limit: name }),
          // A responsible-gaming warning stays until the player closes it: it must be read.
          durationMs: Number.POSITIVE_INFINITY,
        }),
      );
    }
  };
