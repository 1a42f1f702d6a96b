import type { OddsAcceptance, SportsbookLimits, SportsBet } from '@playfront/core/contract';
import type { SlipEntry, SlipMode } from '@playfront/core/sports';
import { oddsMove, potentialReturn, settingTakes } from '@playfront/core/sports';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { cx } from '../shared/cx';
import { Odds } from '../odds/odds';
import type { StakeReading } from './slip-math';
import { combinedOdds, parlayProblem, readStake } from './slip-math';
import '../shared/controls.css';
import '../shared/input.css';
import './bet-slip.css';

/** What a placement ended in, as the slip shows it. */
export type SlipOutcome =
  { kind: 'placed'; bets: SportsBet[] } | { kind: 'refused'; message: string } | null;

export interface BetSlipViewProps {
  selections: readonly SlipEntry[];
  mode: SlipMode;
  stakes: Readonly<Record<string, string>>;
  parlayStake: string;
  accept: OddsAcceptance;
  /** The operator's limits; undefined while they load. */
  limits?: SportsbookLimits;
  /** The player's balance, already formatted; omitted for a guest. */
  balance?: string;
  /** Formats an amount in the site currency. */
  money: (amount: number) => string;
  /** "Manila Kings to win", "Over 2.5": what a selection backs. */
  selectionName: (entry: SlipEntry) => string;
  /** "Manila Kings vs Cebu Sharks". */
  matchName: (entry: SlipEntry) => string;
  /** Whether the panel is open (the bar alone when closed). Default true. */
  expanded?: boolean;
  /** What the total and return would be, and whether "Place bet" can be pressed. */
  plan: { total: number; potential: number } | null;
  placing?: boolean;
  outcome?: SlipOutcome;
  /** Link to the player's bets, shown with a confirmation. */
  betsLink?: ReactNode;
  onExpandedChange: (expanded: boolean) => void;
  onRemove: (entry: SlipEntry) => void;
  onClear: () => void;
  onModeChange: (mode: SlipMode) => void;
  onStakeChange: (id: string, stake: string) => void;
  onParlayStakeChange: (stake: string) => void;
  onAcceptChange: (accept: OddsAcceptance) => void;
  onTakeNewOdds: () => void;
  onPlace: () => void;
}

const acceptances = ['any', 'better', 'none'] as const satisfies readonly OddsAcceptance[];
const acceptKeys = {
  any: 'betSlip_acceptAny',
  better: 'betSlip_acceptBetter',
  none: 'betSlip_acceptNone',
} as const;

/** A stake field's problem as text, or undefined when it has none. */
function useStakeError(): (reading: StakeReading) => string | undefined {
  const { t } = useTranslation('sportsbook');
  return (reading) => {
    if (reading.kind === 'invalid') return t('wallet_amountFormat');
    if (reading.kind === 'below') return t('betStakeBelowMinimum');
    if (reading.kind === 'above') return t('betStakeAboveMaximum');
    return undefined;
  };
}

interface StakeFieldProps {
  id: string;
  label: string;
  value: string;
  reading: StakeReading;
  quickStakes: readonly number[];
  money: (amount: number) => string;
  returnAmount: number;
  onChange: (value: string) => void;
}

/** A stake: the field, its quick amounts, its problem and what it returns. */
function StakeField({
  id,
  label,
  value,
  reading,
  quickStakes,
  money,
  returnAmount,
  onChange,
}: StakeFieldProps) {
  const { t } = useTranslation('sportsbook');
  const error = useStakeError()(reading);
  return (
    <div className="pf-slip__stake">
      <label className="pf-slip__stake-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="pf-input pf-slip__stake-input"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-return`}
        onChange={(event) => onChange(event.target.value)}
      />
      {quickStakes.length > 0 && (
        <div className="pf-slip__quick" role="group" aria-label={t('betSlip_quickStakes')}>
          {quickStakes.map((amount) => (
            <button
              key={amount}
              type="button"
              className="pf-btn pf-slip__quick-btn"
              aria-label={t('betSlip_quickStake', { amount: money(amount) })}
              onClick={() => onChange(String(amount))}
            >
              {amount}
            </button>
          ))}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="pf-slip__error">
          {error}
        </p>
      ) : (
        <p id={`${id}-return`} className="pf-slip__return">
          {t('betSlip_return', { amount: money(returnAmount) })}
        </p>
      )}
    </div>
  );
}

/** A selection's price: the one taken, and the latest beside it when it moved or closed. */
function SlipPrice({ entry }: { entry: SlipEntry }) {
  const { t } = useTranslation('sportsbook');
  if (entry.suspended === true)
    return <span className="pf-slip__closed">{t('betSlip_suspended')}</span>;
  if (!entry.open || entry.latest === null)
    return <span className="pf-slip__closed">{t('betSlip_unavailable')}</span>;
  const move = oddsMove(entry.odds, entry.latest);
  return (
    <span className={cx('pf-slip__odds', move !== 'same' && `pf-slip__odds--${move}`)}>
      {/* Always there, one arrow wide, so a move never pushes the price. */}
      <span className="pf-slip__move" aria-hidden="true">
        {move === 'up' ? '▲' : move === 'down' ? '▼' : ''}
      </span>{' '}
      <Odds decimal={entry.latest} />
      {move !== 'same' && ' '}
      {move !== 'same' && (
        <span className="pf-slip__was">
          ({t(move === 'up' ? 'betSlip_oddsUp' : 'betSlip_oddsDown')} <Odds decimal={entry.odds} />)
        </span>
      )}
    </span>
  );
}

/** Why "Place bet" cannot be pressed though stakes are set, or null. */
function blockOf(
  selections: readonly SlipEntry[],
  mode: SlipMode,
  stakes: Readonly<Record<string, string>>,
  accept: OddsAcceptance,
): 'betSlip_blockedSuspended' | 'betSlip_blockedPrice' | null {
  // A single without a stake is not placed, so only the selections that would be count.
  const placed =
    mode === 'parlay'
      ? selections
      : selections.filter((s) => (stakes[s.selection_id] ?? '') !== '');
  if (placed.some((s) => !s.open || s.latest === null)) return 'betSlip_blockedSuspended';
  if (placed.some((s) => s.latest !== null && !settingTakes(accept, s.odds, s.latest)))
    return 'betSlip_blockedPrice';
  return null;
}

/**
 * The bet slip: a bar with the count that opens a panel of the selections, singles or a parlay
 * with stakes and quick amounts, returns, limits and balance, the odds-change choice and "Place
 * bet". Presentational: the connected slip passes the state and handles the events.
 */
export function BetSlipView(props: BetSlipViewProps) {
  const {
    selections,
    mode,
    stakes,
    parlayStake,
    accept,
    limits,
    balance,
    money,
    selectionName,
    matchName,
    expanded = true,
    plan,
    placing = false,
    outcome = null,
    betsLink,
  } = props;
  const { t } = useTranslation('sportsbook');
  const id = useId();
  const barRef = useRef<HTMLButtonElement>(null);
  const [focusTitle, setFocusTitle] = useState(false);
  const quick = limits?.quick_stakes ?? [];
  // A moved price the player's setting does not take waits for them to take it.
  const changed = selections.some(
    (s) => s.open && s.latest !== null && !settingTakes(accept, s.odds, s.latest),
  );
  const blocked = blockOf(selections, mode, stakes, accept);
  const inPlay = selections.some((s) => s.line.in_play === true);
  const pending = placing && inPlay;
  const legsProblem = mode === 'parlay' ? parlayProblem(selections, limits) : null;
  const parlayReading = readStake(parlayStake, limits);

  const close = () => {
    props.onExpandedChange(false);
    barRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      close();
    }
  };
  const titleRef = (node: HTMLHeadingElement | null) => {
    if (node && focusTitle) {
      node.focus();
      setFocusTitle(false);
    }
  };

  return (
    <aside
      className={cx('pf-slip', expanded && 'pf-slip--open')}
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
    >
      <button
        ref={barRef}
        type="button"
        className="pf-slip__bar"
        aria-expanded={expanded}
        aria-controls={`${id}-panel`}
        onClick={() => {
          if (expanded) return close();
          props.onExpandedChange(true);
          setFocusTitle(true);
        }}
      >
        <span>{t('betSlip_bar', { count: selections.length })}</span>
        <span aria-hidden="true" className="pf-slip__chevron">
          {expanded ? '▾' : '▴'}
        </span>
      </button>
      <div id={`${id}-panel`} className="pf-slip__panel" hidden={!expanded}>
        <div className="pf-slip__head">
          <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="pf-slip__title">
            {t('betSlip_title')}
          </h2>
          {selections.length > 0 && (
            <button type="button" className="pf-btn pf-btn--ghost" onClick={props.onClear}>
              {t('betSlip_clear')}
            </button>
          )}
          <button
            type="button"
            className="pf-btn pf-btn--ghost pf-slip__close"
            aria-label={t('betSlip_close')}
            onClick={close}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>

        {outcome?.kind === 'placed' && (
          <div className="pf-slip__placed" role="status">
            <p>
              {outcome.bets.length === 1
                ? t('betSlip_placed')
                : t('betSlip_placedMany', { count: outcome.bets.length })}
            </p>
            {betsLink}
          </div>
        )}

        {selections.length === 0 ? (
          outcome?.kind !== 'placed' && <p className="pf-slip__empty">{t('betSlip_empty')}</p>
        ) : (
          <>
            <div className="pf-slip__modes" role="group" aria-label={t('betSlip_kind')}>
              {(['singles', 'parlay'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  className="pf-slip__mode"
                  aria-pressed={mode === m}
                  onClick={() => props.onModeChange(m)}
                >
                  {t(m === 'singles' ? 'betSlip_singles' : 'betSlip_parlay')}
                </button>
              ))}
            </div>

            <ul className="pf-slip__list">
              {selections.map((entry) => {
                const name = selectionName(entry);
                const reading = readStake(stakes[entry.selection_id], limits);
                const shown = entry.latest ?? entry.odds;
                return (
                  <li key={entry.selection_id} className="pf-slip__item">
                    <div className="pf-slip__item-head">
                      <p className="pf-slip__pick">
                        {name} <span className="pf-slip__type">{entry.line.bet_type}</span>
                      </p>
                      <SlipPrice entry={entry} />
                      <button
                        type="button"
                        className="pf-btn pf-btn--ghost pf-slip__remove"
                        aria-label={t('betSlip_remove', { pick: name })}
                        onClick={() => props.onRemove(entry)}
                      >
                        <span aria-hidden="true">✕</span>
                      </button>
                    </div>
                    <p className="pf-slip__match">{matchName(entry)}</p>
                    {mode === 'singles' && (
                      <StakeField
                        id={`${id}-stake-${entry.selection_id}`}
                        label={t('betSlip_stakeFor', { pick: name })}
                        value={stakes[entry.selection_id] ?? ''}
                        reading={reading}
                        quickStakes={quick}
                        money={money}
                        returnAmount={
                          reading.kind === 'ok' ? potentialReturn(reading.amount, [shown]) : 0
                        }
                        onChange={(value) => props.onStakeChange(entry.selection_id, value)}
                      />
                    )}
                  </li>
                );
              })}
            </ul>

            {mode === 'parlay' && (
              <div className="pf-slip__parlay">
                {legsProblem ? (
                  <p className="pf-slip__error">
                    {limits
                      ? t('betSlip_parlayLegs', {
                          min: limits.min_parlay_legs,
                          max: limits.max_parlay_legs,
                        })
                      : t(legsProblem)}
                  </p>
                ) : (
                  <>
                    <p className="pf-slip__combined">
                      {t('betSlip_combinedOdds')}{' '}
                      <strong>
                        <Odds decimal={combinedOdds(selections)} />
                      </strong>
                    </p>
                    <StakeField
                      id={`${id}-parlay`}
                      label={t('betSlip_parlayStake')}
                      value={parlayStake}
                      reading={parlayReading}
                      quickStakes={quick}
                      money={money}
                      returnAmount={plan?.potential ?? 0}
                      onChange={props.onParlayStakeChange}
                    />
                  </>
                )}
              </div>
            )}

            <p className="pf-slip__limits">
              {limits && (
                <span>
                  {t('betSlip_limits', {
                    min: money(limits.min_stake),
                    max: money(limits.max_stake),
                  })}
                </span>
              )}
              {balance !== undefined && <span>{t('betSlip_balance', { balance })}</span>}
            </p>

            {changed && (
              <div className="pf-slip__changed">
                <p>{t('betSlip_oddsChanged')}</p>
                <button type="button" className="pf-btn" onClick={props.onTakeNewOdds}>
                  {t('betSlip_takeNewOdds')}
                </button>
              </div>
            )}

            <fieldset className="pf-slip__accept">
              <legend>{t('betSlip_accept')}</legend>
              {acceptances.map((a) => (
                <label key={a} className="pf-slip__accept-choice">
                  <input
                    type="radio"
                    name={`${id}-accept`}
                    value={a}
                    checked={accept === a}
                    onChange={() => props.onAcceptChange(a)}
                  />
                  <span>{t(acceptKeys[a])}</span>
                </label>
              ))}
            </fieldset>

            {outcome?.kind === 'refused' && (
              <p className="pf-slip__refusal" role="alert">
                {outcome.message}
              </p>
            )}

            {/* Always in the page, so a screen reader hears the wait as it starts. */}
            <p className="pf-slip__pending" aria-live="polite">
              {pending &&
                t('betSlip_pending', { seconds: Math.ceil(limits?.live_delay_seconds ?? 0) })}
            </p>

            <div className="pf-slip__foot">
              {plan && (
                <p className="pf-slip__total">
                  {t('betSlip_totalStake', { amount: money(plan.total) })}
                </p>
              )}
              {blocked && (
                <p id={`${id}-blocked`} className="pf-slip__error">
                  {t(blocked)}
                </p>
              )}
              <button
                type="button"
                className="pf-btn pf-btn--primary pf-slip__place"
                disabled={!plan || placing || blocked !== null}
                aria-describedby={blocked ? `${id}-blocked` : undefined}
                onClick={props.onPlace}
              >
                {pending
                  ? t('betSlip_waiting')
                  : placing
                    ? t('betSlip_placing')
                    : t('betSlip_place')}
              </button>
            </div>
          </>
        )}
      </div>
    </aside>
  );
}
