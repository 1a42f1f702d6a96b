import { useGetBalanceQuery, useGetVipQuery } from '@playfront/core/api';
import {
  addToast,
  selectGameWallet,
  selectSession,
  selectVip,
  signOut,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import type { ParseKeys } from 'i18next';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useNavigate } from 'react-router';
import { BalanceChip } from '../../account/balance-chip';
import { VipProgress } from '../../account/vip-progress';
import { useLanguage } from '../../site/language';
import { LocalLink } from '../../site/navigation';
import { AccountPage, useSignedIn } from './account-support';
import { RecentlyPlayed } from '../games/recently-played';
import { FavouriteGames } from './favourite-games';
import { MyBonuses } from '../bonus/my-bonuses';
import { useHydrated } from '../../shared/hydrated';
import { useNearView } from '../../shared/near-view';
import { VerificationSummary } from '../verification/verification-status';
import { NetDepositsBlock } from './net-deposits';

const PushSection = lazy(async () => ({ default: (await import('./push-section')).PushSection }));

/** Every account page the hub links to, with the text of its link. */
export const accountLinks = [
  { to: '/deposit', label: 'deposit' },
  { to: '/withdrawal', label: 'withdrawal' },
  { to: '/bank-details', label: 'bankDetails' },
  { to: '/transaction-history', label: 'transactionHistory' },
  { to: '/bet-history', label: 'betHistory' },
  { to: '/statement', label: 'statement' },
  { to: '/inbox', label: 'inbox' },
  { to: '/vip', label: 'vip' },
  { to: '/referral', label: 'referral' },
  { to: '/profile', label: 'profile' },
  { to: '/security', label: 'security' },
  { to: '/verification', label: 'verification' },
  { to: '/change-password', label: 'changePassword' },
] as const satisfies readonly { to: string; label: ParseKeys<'ui'> }[];

/** The player's VIP level with deposit and turnover progress, loading it when needed. */
export function VipSummaryBlock() {
  const { t } = useTranslation();
  const vip = useAppSelector(selectVip);
  useGetVipQuery(undefined, { skip: !useSignedIn() });
  if (!vip) return <p className="pf-account__notice">{t('account_noVip')}</p>;
  return (
    <VipProgress
      {...vip}
      depositLabel={t('deposit')}
      turnoverLabel={t('account_turnover')}
      nextLabel={t('account_vipNext')}
    />
  );
}

/** The player's balance, bonus money and token balance with a refresh button. */
export function WalletBlock() {
  const { t } = useTranslation();
  const wallet = useAppSelector(selectGameWallet);
  const { refetch, isFetching } = useGetBalanceQuery(undefined, { skip: !useSignedIn() });
  return (
    <BalanceChip
      balance={wallet.balance}
      token={wallet.token}
      bonus={wallet.bonus}
      balanceLabel={t('balance')}
      tokenLabel={t('token')}
      bonusLabel={t('bonus')}
      refreshLabel={t('account_refreshBalance')}
      refreshing={isFetching}
      onRefresh={() => void refetch()}
    />
  );
}

/** Who is signed in: the player's name (the account id when it has none) and account id. */
export function PlayerBlock() {
  const { t } = useTranslation();
  const { fullname, user } = useAppSelector(selectSession);
  return (
    <p className="pf-account__who">
      <span className="pf-account__name">{fullname || user.account_id}</span>{' '}
      <span className="pf-account__id">{t('account_idOf', { id: user.account_id })}</span>
    </p>
  );
}

/**
 * The notifications section, whose code loads only once the page is the browser's and the player
 * scrolls near it: all it shows comes from the browser, so the server draws none of it and
 * hydration has nothing to match; and its first calls load the API's schemas, which a page that
 * only shows the hub would otherwise run through on a phone's CPU as it opens.
 */
export function PushSettings() {
  const mark = useRef<HTMLDivElement>(null);
  const near = useNearView(mark);
  const hydrated = useHydrated();
  // An empty mark where the section will stand, drawn on the server too so hydration matches.
  if (!hydrated || !near) return <div ref={mark} />;
  return (
    <Suspense fallback={null}>
      <PushSection className="pf-account__section" />
    </Suspense>
  );
}

/**
 * The /account hub: the player, balance, net deposits, the running bonuses with their progress,
 * VIP progress, links to every account page, recent and favourite games, Log out and the
 * device's notifications.
 */
export function AccountScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { localize } = useLanguage();

  const logOut = async () => {
    await dispatch(signOut());
    dispatch(addToast({ variant: 'info', title: t('logoutSuccess') }));
    void navigate(localize('/'), { replace: true });
  };

  return (
    <AccountPage title={t('account')}>
      <PlayerBlock />
      <WalletBlock />
      <VerificationSummary place="account" />
      <NetDepositsBlock />
      <MyBonuses className="pf-account__section" />
      <VipSummaryBlock />
      <nav aria-label={t('account_pages')}>
        <ul className="pf-account__links">
          {accountLinks.map(({ to, label }) => (
            <li key={to}>
              <LocalLink className="pf-account__link" to={to}>
                {t(label)}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      <RecentlyPlayed className="pf-account__section" />
      <FavouriteGames />
      <button type="button" className="pf-btn pf-account__logout" onClick={() => void logOut()}>
        {t('logout')}
      </button>
      {/* Last, after Log out: drawn only in the browser, it arrives after hydration and moves
          nothing above it, so a tap aimed at Log out never lands on it. */}
      <PushSettings />
    </AccountPage>
  );
}
