import {
  productApi,
  useGetBalanceQuery,
  useGetSelectionPricesQuery,
  useGetSportsbookLimitsQuery,
  useLazyGetSelectionPricesQuery,
  usePlaceBetsMutation,
} from '@playfront/core/api';
import { classify, expireSession, messageOf } from '@playfront/core/errors';
import { formatMoney } from '@playfront/core/format';
import { dateLocale } from '@playfront/core/site';
import type { BetLineRecord, SelectionPrice } from '@playfront/core/contract';
import type { BetSlipState } from '@playfront/core/sports';
import {
  lineSelectionId,
  betSlipRestored,
  betsPlaced,
  changesAccepted,
  pricesReceived,
  selectBetSlip,
  selectionToggled,
  slipChanged,
  slipCleared,
  stakeChanged,
} from '@playfront/core/sports';
import {
  selectGameWallet,
  selectIsAuthenticated,
  selectSite,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@playfront/core/store';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { toFailure } from '../screens/auth/form-support';
import { useBodyIdempotencyKey } from '../screens/wallet/idempotency';
import { useLanguage } from '../site/language';
import { LocalLink, useLoginAction } from '../site/navigation';
import type { SlipOutcome } from './bet-slip';
import { BetSlipView } from './bet-slip';
import { useMatchName, useSelectionName } from './selection-name';
import { planPlacement } from './slip-math';

/** How often an open slip asks for the current prices of its selections. */
export const PRICE_POLL_MS = 10_000;

/** Wide screens dock the slip open; phones start with its bar. */
const DOCKED = '(min-width: 1024px)';

/** Refusals that mean the prices the slip shows are out of date. */
const stalePrices = new Set([
  'betOddsChanged',
  'betMarketClosed',
  'betLivePriceChanged',
  'betLiveSuspended',
]);

/** What the slip follows of an in-play line: its price, and whether it takes bets. */
const priceOfLine = (line: BetLineRecord): SelectionPrice => ({
  selection_id: lineSelectionId(line),
  odds: line.odds,
  open: line.open !== false && line.suspended !== true,
  ...(line.suspended === undefined ? {} : { suspended: line.suspended }),
});

/**
 * The prices of the slip's selections that moved in the page's bet lines (which the push channel
 * keeps current) since they were last looked at. Only moves count: between them the slip's own
 * polls decide, so a page's older copy of a line never undoes a newer price they brought.
 */
function movedPrices(
  selections: BetSlipState['selections'],
  before: ReadonlyMap<string, SelectionPrice>,
  now: ReadonlyMap<string, SelectionPrice>,
): SelectionPrice[] {
  return selections.flatMap((entry) => {
    const [was, is] = [before.get(entry.selection_id), now.get(entry.selection_id)];
    if (!was || !is) return [];
    const same = was.odds === is.odds && was.open === is.open && was.suspended === is.suspended;
    return same ? [] : [is];
  });
}

/**
 * The bet slip of the site, connected to the store: it keeps the prices of its selections
 * current while open, and places the slip once per attempt however often "Place bet" is pressed.
 * A guest is sent to the template's sign-in and keeps the slip.
 */
export function BetSlip() {
  // The slip's texts load with it (they are not in the first page's messages).
  const { t, ready } = useTranslation('sportsbook');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const slip = useAppSelector(selectBetSlip);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const wallet = useAppSelector(selectGameWallet);
  const site = useAppSelector(selectSite);
  const { language } = useLanguage();
  const login = useLoginAction();
  const selectionName = useSelectionName();
  const matchName = useMatchName();
  const [expanded, setExpanded] = useState(
    () => typeof matchMedia === 'function' && matchMedia(DOCKED).matches,
  );
  // What a placement ended in, shown for as long as the slip stays as it left it.
  const [outcome, setOutcome] = useState<{ at: BetSlipState; value: SlipOutcome } | null>(null);
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);
  const requestKey = useBodyIdempotencyKey();

  const ids = slip.selections.map((s) => s.selection_id);
  const limits = useGetSportsbookLimitsQuery().data?.value;
  useGetBalanceQuery(undefined, { skip: !signedIn });
  const prices = useGetSelectionPricesQuery(
    { selection_ids: ids },
    { skip: !expanded || ids.length === 0, pollingInterval: PRICE_POLL_MS },
  );
  const [checkPrices] = useLazyGetSelectionPricesQuery();
  const [place] = usePlaceBetsMutation();

  // The slip saved on this browser joins once the slip's code is here (after hydration).
  useEffect(() => {
    dispatch(betSlipRestored(store.savedBetSlip));
  }, [dispatch, store]);

  useEffect(() => {
    if (prices.data?.value) dispatch(pricesReceived(prices.data.value));
  }, [prices.data, dispatch]);

  // Only in-play lines follow the channel; a pre-match line's price comes from the polls.
  const lines = useAppSelector((state) => productApi.endpoints.getBetLines.select()(state).data);
  const seenLines = useRef<ReadonlyMap<string, SelectionPrice>>(new Map());
  useEffect(() => {
    const now = new Map(
      (lines?.value ?? [])
        .filter((l) => l.in_play !== undefined)
        .map((l) => [lineSelectionId(l), priceOfLine(l)] as const),
    );
    const moved = movedPrices(selectBetSlip(store.getState()).selections, seenLines.current, now);
    seenLines.current = now;
    if (moved.length > 0) dispatch(pricesReceived(moved));
  }, [lines, store, dispatch]);

  const currency = site?.currency ?? limits?.currency ?? '';
  const locale = dateLocale(language);
  const money = useCallback(
    (amount: number) => formatMoney(amount, currency, locale),
    [currency, locale],
  );
  const plan = planPlacement(slip, limits);
  const shown = outcome && outcome.at === slip ? outcome.value : null;

  const onPlace = async () => {
    if (!plan || inFlight.current) return;
    if (!signedIn) {
      login();
      return;
    }
    const body = {
      accept: plan.accept,
      selections: plan.selections,
      ...(plan.parlay_stake === undefined ? {} : { parlay_stake: plan.parlay_stake }),
    };
    // One key per slip attempt: the same slip sent again reuses it, a changed slip gets a new one.
    const idempotency_key = requestKey.of(body);
    inFlight.current = true;
    setPlacing(true);
    try {
      const answer = await place({ ...body, idempotency_key }).unwrap();
      requestKey.accepted();
      const bets = answer.value ?? [];
      dispatch(betsPlaced(bets));
      setOutcome({ at: selectBetSlip(store.getState()), value: { kind: 'placed', bets } });
    } catch (error) {
      const failure = toFailure(error);
      // A refusal names what it is about (the new price of an in-play bet) in its params.
      const result = classify(
        failure,
        (k, params) => t(k as 'unknownError', params ?? {}),
        currency,
      );
      if (result.kind === 'sessionExpired') {
        dispatch(expireSession());
        return;
      }
      const message = result.kind === 'error' ? result.text : t('unknownError');
      setOutcome({ at: selectBetSlip(store.getState()), value: { kind: 'refused', message } });
      if (stalePrices.has(messageOf(failure))) {
        const current = await checkPrices({ selection_ids: ids })
          .unwrap()
          .catch(() => null);
        if (current?.value) {
          dispatch(pricesReceived(current.value));
          setOutcome({ at: selectBetSlip(store.getState()), value: { kind: 'refused', message } });
        }
      }
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  if (!ready || (slip.selections.length === 0 && !(expanded && shown))) return null;
  return (
    <>
      <div className="pf-slip-spacer" aria-hidden="true" />
      <BetSlipView
        selections={slip.selections}
        mode={slip.mode}
        stakes={slip.stakes}
        parlayStake={slip.parlayStake}
        accept={slip.accept}
        {...(limits ? { limits } : {})}
        {...(signedIn ? { balance: money(wallet.balance) } : {})}
        money={money}
        selectionName={(entry) => selectionName(entry.line)}
        matchName={(entry) => matchName(entry.line)}
        expanded={expanded}
        plan={plan}
        placing={placing}
        outcome={shown}
        betsLink={
          <LocalLink className="pf-btn" to="/bet-history">
            {t('betSlip_myBets')}
          </LocalLink>
        }
        onExpandedChange={setExpanded}
        onRemove={(entry) => dispatch(selectionToggled(entry.line))}
        onClear={() => dispatch(slipCleared())}
        onModeChange={(mode) => dispatch(slipChanged({ mode }))}
        onStakeChange={(id, stake) => dispatch(stakeChanged({ id, stake }))}
        onParlayStakeChange={(parlayStake) => dispatch(slipChanged({ parlayStake }))}
        onAcceptChange={(accept) => dispatch(slipChanged({ accept }))}
        onTakeNewOdds={() => dispatch(changesAccepted())}
        onPlace={() => void onPlace()}
      />
    </>
  );
}
