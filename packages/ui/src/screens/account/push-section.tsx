import {
  useGetPushKeyQuery,
  useGetPushSubscriptionsQuery,
  useRemovePushSubscriptionMutation,
  useSavePushSubscriptionMutation,
} from '@playfront/core/api';
import type { PushKind } from '@playfront/core/contract';
import { pushKinds } from '@playfront/core/contract';
import { addToast, useAppDispatch } from '@playfront/core/store';
import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { CheckboxField } from '../../form-field/checkbox-field';
import { cx } from '../../shared/cx';
import { useLanguage } from '../../site/language';
import type { BrowserPush } from './push-browser';
import { readBrowserPush, subscribeBrowser, subscriptionFields } from './push-browser';
import './push.css';

type Problem = 'chooseOne' | 'notAllowed' | 'failed';

/**
 * /account's notifications: which kinds of push message this device gets, on and off. Everything
 * it shows depends on the browser (support, permission, the subscription it holds), so it is only
 * ever drawn in the browser, after hydration. Permission is asked only when the player turns
 * notifications on; a browser that refused says how to allow them again.
 */
export function PushSection({ className }: { className?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { language } = useLanguage();
  const headingId = useId();
  const [browser, setBrowser] = useState<BrowserPush | null>(null);
  // A browser that cannot subscribe asks the backend nothing.
  const skip = !browser || browser.support === 'unsupported';
  const key = useGetPushKeyQuery(undefined, { skip });
  const saved = useGetPushSubscriptionsQuery(undefined, { skip });
  const [save] = useSavePushSubscriptionMutation();
  const [remove] = useRemovePushSubscriptionMutation();
  const [chosen, setChosen] = useState<PushKind[] | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void readBrowserPush().then((state) => {
      if (live) setBrowser(state);
    });
    return () => {
      live = false;
    };
  }, []);

  const publicKey = key.data?.value?.public_key;
  const endpoint = browser?.subscription?.endpoint;
  // On: this browser holds a subscription and the backend keeps it for this player (signing out
  // elsewhere, or a push service that dropped it, leaves the browser's alone but off).
  const record = endpoint ? saved.data?.value?.find((s) => s.endpoint === endpoint) : undefined;
  const on = Boolean(record);
  const kinds = chosen ?? record?.kinds ?? [];

  const toggle = (kind: PushKind, checked: boolean) => {
    setProblem(null);
    setChosen(pushKinds.filter((k) => (k === kind ? checked : kinds.includes(k))));
  };

  const turnOff = async () => {
    if (!endpoint || !browser) return;
    setProblem(null);
    setBusy(true);
    try {
      const result = await remove({ endpoint });
      if ('data' in result && result.data) {
        await browser.subscription?.unsubscribe().catch(() => false);
        setBrowser({ ...browser, subscription: null });
        dispatch(addToast({ variant: 'info', title: t('push_turnedOff') }));
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!browser || !publicKey) return;
    // No kind left is no notifications: on, that turns them off; off, there is nothing to ask for.
    if (kinds.length === 0) {
      if (on) await turnOff();
      else setProblem('chooseOne');
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      let subscription = on ? browser.subscription : null;
      if (!subscription) {
        // Asked here, on the player's tap, and nowhere else.
        const permission = await Notification.requestPermission();
        if (permission !== 'granted') {
          setBrowser({ ...browser, support: permission });
          if (permission === 'default') setProblem('notAllowed');
          return;
        }
        subscription = await subscribeBrowser(publicKey);
        setBrowser({ support: 'granted', subscription });
      }
      const result = await save({
        language,
        subscription: { ...subscriptionFields(subscription), kinds },
      });
      if ('data' in result && result.data) {
        setChosen(result.data.value?.kinds ?? kinds);
        dispatch(addToast({ variant: 'success', title: t('push_saved') }));
      }
    } catch {
      // No push service reached, or the browser refused to subscribe.
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  let notice: string | null = null;
  if (!browser) notice = t('push_checking');
  else if (browser.support === 'unsupported') notice = t('push_unsupported');
  else if (key.data && !publicKey) notice = t('push_unavailable');
  else if (browser.support === 'denied') notice = t('push_denied');

  return (
    <section className={cx('pf-card pf-push', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="pf-push__title">
        {t('push_title')}
      </h2>
      <p className="pf-push__intro">{t('push_intro')}</p>
      {notice ? (
        <p className="pf-push__notice" role="status" data-pf-push={browser?.support ?? 'checking'}>
          {notice}
        </p>
      ) : (
        <form className="pf-push__form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="pf-push__state" role="status" data-pf-push={on ? 'on' : 'off'}>
            {on ? t('push_on') : t('push_off')}
          </p>
          <fieldset className="pf-push__kinds">
            <legend className="pf-push__legend">{t('push_kinds')}</legend>
            {pushKinds.map((kind) => (
              <CheckboxField
                key={kind}
                name="kinds"
                value={kind}
                label={t(`push_kind_${kind}`)}
                checked={kinds.includes(kind)}
                onChange={(event) => toggle(kind, event.target.checked)}
              />
            ))}
          </fieldset>
          {problem && (
            <p className="pf-push__problem" role="alert">
              {t(`push_${problem}`)}
            </p>
          )}
          <div className="pf-push__actions">
            <button
              type="submit"
              className="pf-btn pf-btn--primary"
              disabled={busy || !publicKey || !saved.data}
            >
              {on ? t('push_save') : t('push_turnOn')}
            </button>
            {on && (
              <button
                type="button"
                className="pf-btn"
                disabled={busy}
                onClick={() => void turnOff()}
              >
                {t('push_turnOff')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
