import type { PlayerBonus } from '@playfront/core/contract';
import { contributionPercent } from '@playfront/core/contract';
import { categoryLabelKeys } from '@playfront/core/games';
import type { ReactNode } from 'react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useHydrated } from '../../shared/hydrated';
import { utcMs } from '../wallet/countdown';
import '../../shared/card.css';
import './bonus.css';

const MINUTE_MS = 60_000;

/**
 * Whole minutes until a UTC `YYYY-MM-DD HH:mm:ss`, counting down each minute; 0 once past. While
 * the server's HTML hydrates it counts from `readAt`, when the bonus was read (the same time in
 * the server's render and in the state the browser starts from), so both draw the same text.
 */
function useMinutesLeft(until: string | null, readAt: number | undefined): number | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    const tick = () => setNow(Date.now());
    // The first reading right after hydration, then every half minute.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, MINUTE_MS / 2);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  if (!until) return null;
  const at = hydrated || readAt === undefined ? now : readAt;
  return Math.max(0, Math.floor((utcMs(until) - at) / MINUTE_MS));
}

/** What is left to wager of a bonus (never below zero). */
export const leftToWager = (bonus: Pick<PlayerBonus, 'wagered' | 'required'>): number =>
  Math.max(0, Math.round((bonus.required - bonus.wagered) * 100) / 100);

/** The name of a category key of the terms (`slot_game` -> Slots), or the key itself. */
function useCategoryName(): (category: string) => string {
  const { t } = useTranslation();
  return (category) =>
    category in categoryLabelKeys
      ? t(categoryLabelKeys[category as keyof typeof categoryLabelKeys])
      : category;
}

/** What counts towards a bonus, per category, and that everything else counts nothing. */
export function BonusTerms({ bonus }: { bonus: Pick<PlayerBonus, 'contributions' | 'product'> }) {
  const { t } = useTranslation();
  const name = useCategoryName();
  return (
    <details className="pf-bonus__terms">
      <summary>{t('bonus_counts')}</summary>
      <ul>
        {bonus.contributions.map((c) => (
          <li key={c.category}>
            {c.min_odds === undefined
              ? t('bonus_countsCategory', { category: name(c.category), percent: c.percent })
              : t('bonus_countsOdds', {
                  category: name(c.category),
                  odds: c.min_odds.toFixed(2),
                  percent: c.percent,
                })}
          </li>
        ))}
        <li>{t('bonus_countsRest')}</li>
      </ul>
      {bonus.product === 'sports' && <p>{t('bonus_sportsCount')}</p>}
    </details>
  );
}

/**
 * One bonus and its progress: its money, what is left to wager, the largest stake allowed, the
 * time left, a meter of what was wagered of what is required and what counts; with `category`,
 * what that game counts.
 */
export function BonusCard({
  bonus,
  money,
  category,
  headingLevel = 3,
  readAt,
  children,
}: {
  bonus: PlayerBonus;
  money: (value: number) => string;
  /** The category key of the game being played, to say what its stakes count. Default none. */
  category?: string | undefined;
  /** The level of its title, under the heading around it. Default 3. */
  headingLevel?: 2 | 3;
  /**
   * When the bonus was read (the query's `fulfilledTimeStamp`): the time left counts from it
   * while the server's HTML hydrates. Default: the browser's clock throughout.
   */
  readAt?: number | undefined;
  /** Actions under the card, e.g. giving the bonus up. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const minutes = useMinutesLeft(bonus.status === 'active' ? bonus.expires_at : null, readAt);
  const timeLeft =
    minutes === null
      ? t('bonus_endsAtDeposit')
      : minutes >= 24 * 60
        ? t('bonus_daysHours', {
            days: Math.floor(minutes / (24 * 60)),
            hours: Math.floor((minutes % (24 * 60)) / 60),
          })
        : t('bonus_hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return (
    <article className="pf-card pf-bonus" aria-labelledby={titleId}>
      <div className="pf-bonus__head">
        <Heading id={titleId} className="pf-bonus__title">
          {bonus.title}
        </Heading>
        <p className="pf-bonus__status">
          {t(`bonus_product_${bonus.product}`)} · {t(`bonus_status_${bonus.status}`)}
        </p>
      </div>
      <dl className="pf-facts pf-bonus__facts">
        <dt>{t('bonus_money')}</dt>
        <dd>{money(bonus.status === 'pending' ? bonus.amount : bonus.balance)}</dd>
        <dt>{t('bonus_left')}</dt>
        <dd>{money(leftToWager(bonus))}</dd>
        <dt>{t('bonus_maxStake')}</dt>
        <dd>{money(bonus.max_stake)}</dd>
        <dt>{t('bonus_timeLeft')}</dt>
        <dd>{timeLeft}</dd>
      </dl>
      <div className="pf-bonus__meter">
        <progress
          max={bonus.required || 1}
          value={Math.min(bonus.wagered, bonus.required)}
          aria-label={t('bonus_progressLabel', { title: bonus.title })}
        />
        <p>
          {t('bonus_wagered', { wagered: money(bonus.wagered), required: money(bonus.required) })}
        </p>
      </div>
      {category !== undefined && (
        <p className="pf-bonus__game">
          {t('bonus_thisGame', { percent: contributionPercent(bonus.contributions, category) })}
        </p>
      )}
      <BonusTerms bonus={bonus} />
      {children}
    </article>
  );
}
