import { formatNumber } from '@playfront/core/format';
import { useId } from 'react';
import '../shared/card.css';
import './account.css';

/** Progress percentages are capped at 100. */
export const clampPercent = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;

export interface VipProgressProps {
  /** Name of the player's VIP level. */
  currentLevel: string;
  /** Name of the next level; empty at the top level. */
  nextLevel?: string;
  /** Deposits counted towards the next level. */
  totalDeposit: number;
  /** Deposit progress in percent (capped at 100 here too). */
  depoProgress: number;
  /** Turnover counted towards the next level. */
  totalTurnover: number;
  /** Turnover progress in percent (capped at 100 here too). */
  toProgress: number;
  /** Locale for digit grouping. Default "en". */
  locale?: string;
  /** Heading of the deposit bar. Default "Deposit". */
  depositLabel?: string;
  /** Heading of the turnover bar. Default "Turnover". */
  turnoverLabel?: string;
  /** Text before the next level's name. Default "Next:". */
  nextLabel?: string;
}

function Meter({ label, amount, percent }: { label: string; amount: string; percent: number }) {
  const labelId = useId();
  const value = clampPercent(percent);
  return (
    <div className="pf-vip__meter">
      <div className="pf-vip__meter-head">
        <span id={labelId}>{label}</span>
        <span>
          {amount} · {Math.round(value)}%
        </span>
      </div>
      <div
        className="pf-vip__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
      >
        <div className="pf-vip__bar" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/** VIP level with deposit and turnover bars towards the next level, each capped at 100%. */
export function VipProgress({
  currentLevel,
  nextLevel,
  totalDeposit,
  depoProgress,
  totalTurnover,
  toProgress,
  locale = 'en',
  depositLabel = 'Deposit',
  turnoverLabel = 'Turnover',
  nextLabel = 'Next:',
}: VipProgressProps) {
  return (
    <section className="pf-card pf-vip" aria-label={currentLevel}>
      <p className="pf-vip__levels">
        <span>{currentLevel}</span>
        {nextLevel && (
          <span className="pf-vip__next">
            {nextLabel} {nextLevel}
          </span>
        )}
      </p>
      <Meter
        label={depositLabel}
        amount={formatNumber(totalDeposit, locale) || '0'}
        percent={depoProgress}
      />
      <Meter
        label={turnoverLabel}
        amount={formatNumber(totalTurnover, locale) || '0'}
        percent={toProgress}
      />
    </section>
  );
}
