import { useForfeitBonusMutation, useGetMyBonusesQuery } from '@playfront/core/api';
import type { BonusProduct, PlayerBonus } from '@playfront/core/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { LocalLink } from '../../site/navigation';
import { useMoney, useSignedIn } from '../wallet/support';
import { BonusCard } from './bonus-card';

/** The player's running bonuses (active, or waiting for their deposit), of one product or all. */
export function useRunningBonuses(
  product?: BonusProduct,
  options: { pollingInterval?: number } = {},
) {
  const signedIn = useSignedIn();
  const query = useGetMyBonusesQuery(undefined, {
    skip: !signedIn,
    pollingInterval: options.pollingInterval ?? 0,
    skipPollingIfUnfocused: true,
  });
  const running = (query.data?.value ?? []).filter(
    (b) => (b.status === 'active' || b.status === 'pending') && (!product || b.product === product),
  );
  return { ...query, running };
}

// The dialog's code (Radix) loads on the first tap of Give up: the account hub that lists the
// bonuses draws no dialog until then, and its page need not load one.
const ConfirmDialog = lazy(async () => ({
  default: (await import('../../dialog/confirm-dialog')).ConfirmDialog,
}));

/** Gives one active bonus up after the player confirms, naming what it costs. */
function GiveUp({ bonus, money }: { bonus: PlayerBonus; money: (value: number) => string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  // Once asked, the dialog stays mounted (closed), so it closes and hands focus back as it opens.
  const [asked, setAsked] = useState(false);
  const [forfeit, { isLoading }] = useForfeitBonusMutation();
  return (
    <>
      <button
        type="button"
        className="pf-btn pf-btn--ghost pf-bonus__give-up"
        disabled={isLoading}
        aria-busy={isLoading}
        onClick={() => {
          setAsked(true);
          setAsking(true);
        }}
      >
        {t('bonus_giveUp')}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={asking}
            title={t('bonus_giveUpTitle', { title: bonus.title })}
            text={t('bonus_giveUpText', { amount: money(bonus.balance) })}
            confirmLabel={t('bonus_giveUp')}
            cancelLabel={t('bonus_forfeitKeep')}
            onResult={(result) => {
              setAsking(false);
              if (result.action === 'confirm') void forfeit({ bonus_id: bonus.bonus_id });
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The player's running bonuses with their progress (the /account section): each bonus's money,
 * what is left to wager, what counts and the time left, and a way to give it up; without one, a
 * link to the offers.
 */
export function MyBonuses({ className }: { className?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const headingId = useId();
  const { running, isLoading, fulfilledTimeStamp } = useRunningBonuses();
  return (
    <section
      className={className ? `pf-bonuses ${className}` : 'pf-bonuses'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="pf-bonuses__title">
        {t('bonus_title')}
      </h2>
      {running.length === 0 ? (
        <p className="pf-bonuses__none" role="status">
          {isLoading ? t('loading') : t('bonus_none')}{' '}
          {!isLoading && <LocalLink to="/promotions">{t('bonus_seeOffers')}</LocalLink>}
        </p>
      ) : (
        <ul className="pf-cards pf-bonuses__list">
          {running.map((bonus) => (
            <li key={bonus.bonus_id}>
              <BonusCard bonus={bonus} money={money} readAt={fulfilledTimeStamp}>
                {bonus.status === 'active' && <GiveUp bonus={bonus} money={money} />}
              </BonusCard>
            </li>
          ))}
        </ul>
      )}
      <p className="pf-bonuses__note">{t('bonus_stakeOrder')}</p>
    </section>
  );
}
