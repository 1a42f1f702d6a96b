import { useClaimInboxMutation, useGetInboxQuery, useGetVipQuery } from '@playfront/core/api';
import type { InboxItem } from '@playfront/core/contract';
import { addToast, useAppDispatch } from '@playfront/core/store';
import { useRef, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { FavouriteGames } from './favourite-games';
import { VipSummaryBlock, WalletBlock } from './account-screen';
import { AccountPage, amount, LoadState, useSignedIn } from './account-support';

/** The /vip page: the player's progress and the ladder of levels above it. */
export function VipScreen() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetVipQuery(undefined, {
    skip: !useSignedIn(),
  });
  const ladder = data?.nextLevel ?? [];
  return (
    <AccountPage title={t('vip')}>
      <VipSummaryBlock />
      {ladder.length > 0 ? (
        <table className="pf-account__table">
          <caption>{t('account_vipLadder')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account_vipLevelName')}</th>
              <th scope="col">{t('account_depositTarget')}</th>
              <th scope="col">{t('account_turnoverTarget')}</th>
            </tr>
          </thead>
          <tbody>
            {ladder.map((level) => (
              <tr key={level.vip_name}>
                <th scope="row">{level.vip_name}</th>
                <td>{amount(level.starting_deposit)}</td>
                <td>{amount(level.starting_turnover)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <LoadState loading={isLoading} failed={isError} onRetry={() => void refetch()} />
      )}
    </AccountPage>
  );
}

/** The /inbox page: messages newest first; rewards are claimed once, and the balance follows. */
export function InboxScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useGetInboxQuery(undefined, {
    skip: !useSignedIn(),
  });
  const [claim] = useClaimInboxMutation();
  const [claiming, setClaiming] = useState<number | null>(null);
  const [updated, setUpdated] = useState<Record<number, InboxItem>>({});
  // A double click fires twice before React re-renders the disabled button.
  const busy = useRef(false);

  const claimItem = async (item: InboxItem) => {
    if (busy.current) return;
    busy.current = true;
    setClaiming(item.inbox_id);
    try {
      const answer = await claim({ inbox_id: item.inbox_id }).unwrap();
      const claimed = answer.value ?? { ...item, claimed: true };
      setUpdated((known) => ({ ...known, [item.inbox_id]: claimed }));
      dispatch(
        addToast({
          variant: 'success',
          title: t('claimSuccess', { amount: amount(item.reward_amount) }),
        }),
      );
    } catch {
      // The error catalogue has shown the failure (e.g. alreadyClaimed).
    } finally {
      busy.current = false;
      setClaiming(null);
    }
  };

  const items = (data?.value ?? []).map((item) => updated[item.inbox_id] ?? item);
  return (
    <AccountPage title={t('inbox')}>
      <WalletBlock />
      {!data ? (
        <LoadState loading={isLoading} failed={isError} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <p className="pf-account__notice">{t('noMessages')}</p>
      ) : (
        <ul className="pf-inbox">
          {items.map((item) => (
            <li key={item.inbox_id}>
              <article
                className="pf-card pf-inbox__item"
                aria-labelledby={`pf-inbox-${item.inbox_id}`}
              >
                <h2 id={`pf-inbox-${item.inbox_id}`} className="pf-inbox__title">
                  {item.title}
                </h2>
                <p className="pf-inbox__date">
                  {t('account_receivedOn', { date: item.created_at })}
                </p>
                <p className="pf-inbox__message">{item.message}</p>
                {item.reward_amount > 0 && (
                  <p className="pf-inbox__reward">
                    {t('account_reward', { amount: amount(item.reward_amount) })}
                  </p>
                )}
                {item.claimed ? (
                  <p className="pf-inbox__claimed">{t('claimed')}</p>
                ) : (
                  item.claimable && (
                    <button
                      type="button"
                      className="pf-btn pf-btn--primary"
                      disabled={claiming !== null}
                      aria-describedby={`pf-inbox-${item.inbox_id}`}
                      onClick={() => void claimItem(item)}
                    >
                      {claiming === item.inbox_id ? t('account_claiming') : t('claim')}
                    </button>
                  )
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </AccountPage>
  );
}

/** The favourites page: the player's favourite games under a page title. */
export function FavouritesScreen() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('favourites')}>
      <FavouriteGames />
    </AccountPage>
  );
}
