import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SportsScreen } from '../screens/games/sports-screen';
import type { Answer } from '@playfront/core/testing';
import {
  betLines,
  fixtureSession,
  gamesAnswer,
  inPlayLine,
  slipLimits,
  sportsbookGames,
} from '@playfront/core/testing';
import { renderScreen } from '../testing';
import { BetSlipHost } from './bet-slip-host';
import { selectBetSlip } from '@playfront/core/sports';
import { productApi } from '@playfront/core/api';
import { BetSlipView } from './bet-slip';

const limits = { value: slipLimits };

type Body = Record<string, unknown>;
type SentSelection = { match_id: string; bet_type: string; home_away: number; odds: number };

/** The sandbox's answer to a slip: every stake placed at the odds sent. */
const placedAnswer = (body: Body): Body => {
  const selections = body.selections as (SentSelection & { stake?: number })[];
  const leg = (s: SentSelection) => {
    const line = betLines.find(
      (l) => l.match_id === s.match_id && l.bet_type === s.bet_type && l.home_away === s.home_away,
    )!;
    return {
      selection_id: `${s.match_id}:${s.bet_type}:${s.home_away}`,
      match_id: s.match_id,
      league: line.league,
      kickoff: line.kickoff,
      bet_type: s.bet_type,
      home_away: s.home_away,
      criteria1: line.criteria1,
      home_team_name: line.home_team_name,
      away_team_name: line.away_team_name,
      odds: s.odds,
      result: null,
    };
  };
  const bet = (id: number, kind: string, stake: unknown, legs: SentSelection[]) => ({
    bet_id: id,
    kind,
    stake,
    odds: legs.reduce((p, l) => p * l.odds, 1),
    potential_return: 0,
    status: 'open',
    payout: 0,
    legs: legs.map(leg),
    created_at: '2025-03-01T10:00:00.000Z',
    settled_at: null,
  });
  const singles = selections
    .filter((s) => s.stake !== undefined)
    .map((s, i) => bet(i + 1, 'single', s.stake, [s]));
  const parlay =
    body.parlay_stake === undefined ? [] : [bet(99, 'parlay', body.parlay_stake, selections)];
  return { value: [...singles, ...parlay] as unknown, game_balance: 100 };
};

const open = async (answers: Record<string, Answer> = {}, signedIn = true) => {
  const view = await renderScreen(
    <>
      <SportsScreen />
      <BetSlipHost />
    </>,
    {
      path: '/sports',
      ...(signedIn ? { session: fixtureSession() } : {}),
      answers: {
        '/api/product/get_bet_lines': { value: betLines },
        '/api/product/get_games': gamesAnswer(sportsbookGames, []),
        '/api/sportsbook/limits': limits,
        '/api/sportsbook/prices': (body: Body) => ({
          value: (body.selection_ids as string[]).map((id) => ({
            selection_id: id,
            odds: betLines.find((l) => `${l.match_id}:${l.bet_type}:${l.home_away}` === id)!.odds,
            open: true,
          })),
        }),
        '/api/auth/get_balance': { game_balance: 1250.5, game_token: 0 },
        '/api/sportsbook/place': placedAnswer,
        ...answers,
      },
    },
  );
  await screen.findByRole('article', { name: 'Manila Kings vs Cebu Sharks' });
  return view;
};

const price = (name: string) => screen.getByRole('button', { name });
const HDP = 'Manila Kings -0.5 (HDP) at 1.95';
const DRAW = 'Draw (1X2) at 3.40';
const ML = 'Seoul Titans to win (ML) at 2.10';

/** Opens the slip from its bar once its chunk has loaded. */
const expand = async (user: Awaited<ReturnType<typeof open>>['user'], count: number) => {
  await user.click(await screen.findByRole('button', { name: `Bet slip (${count})` }));
  return screen.getByRole('complementary', { name: 'Bet slip' });
};

/** The stake field of the Manila Kings -0.5 pick in the open slip. */
const kingsStake = (slip: HTMLElement) =>
  within(slip).getByRole('textbox', { name: 'Stake on Manila Kings -0.5' });

describe('price buttons', () => {
  it('toggle a selection, named for what they back, and replace a pick of the same match', async () => {
    const { user, store } = await open();
    expect(price(HDP)).toHaveAttribute('aria-pressed', 'false');
    await user.click(price(HDP));
    expect(price(HDP)).toHaveAttribute('aria-pressed', 'true');
    await user.click(price(DRAW));
    expect(price(HDP)).toHaveAttribute('aria-pressed', 'false');
    expect(price(DRAW)).toHaveAttribute('aria-pressed', 'true');
    await user.click(price(DRAW));
    expect(price(DRAW)).toHaveAttribute('aria-pressed', 'false');
    expect(selectBetSlip(store.getState()).selections).toEqual([]);
  });

  it('work from the keyboard', async () => {
    const { user } = await open();
    price(ML).focus();
    await user.keyboard('{Enter}');
    expect(price(ML)).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(price(ML)).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('bet slip', () => {
  it('loads with the first selection and shows stakes, returns, limits and the balance', async () => {
    const { user } = await open();
    expect(screen.queryByRole('complementary', { name: 'Bet slip' })).toBeNull();
    await user.click(price(HDP));
    const slip = await expand(user, 1);
    const stake = kingsStake(slip);
    await user.type(stake, '20');
    expect(within(slip).getByText('Potential return ₱39.00')).toBeInTheDocument();
    expect(within(slip).getByText('Min ₱10.00 · Max ₱50,000.00')).toBeInTheDocument();
    expect(await within(slip).findByText('Balance ₱1,250.50')).toBeInTheDocument();
    await user.click(within(slip).getByRole('button', { name: 'Stake ₱500.00' }));
    expect(stake).toHaveValue('500');
    expect(within(slip).getByText('Potential return ₱975.00')).toBeInTheDocument();
    await user.clear(stake);
    await user.type(stake, '5');
    expect(within(slip).getByText('The stake is below the minimum for a bet.')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('combines the selections of different matches into a parlay within its legs', async () => {
    const { user, calls } = await open();
    await user.click(price(HDP));
    const slip = await expand(user, 1);
    await user.click(within(slip).getByRole('button', { name: 'Parlay' }));
    expect(
      within(slip).getByText('A parlay takes 2 to 10 selections from different matches.'),
    ).toBeInTheDocument();
    await user.click(price(ML));
    await user.type(within(slip).getByRole('textbox', { name: 'Parlay stake' }), '10');
    expect(within(slip).getByText('Potential return ₱40.95')).toBeInTheDocument();
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByText('Your bet is placed.')).toBeInTheDocument();
    const placed = calls.filter((c) => c.path === '/api/sportsbook/place');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body).toMatchObject({
      accept: 'better',
      parlay_stake: 10,
      selections: [
        { match_id: 'PF-20250302-1', bet_type: 'HDP', home_away: 1, odds: 1.95 },
        { match_id: 'PF-20250302-2', bet_type: 'ML', home_away: 2, odds: 2.1 },
      ],
    });
    expect(price(HDP)).toHaveAttribute('aria-pressed', 'false');
    expect(within(slip).getByRole('link', { name: 'See my bets' })).toHaveAttribute(
      'href',
      '/bet-history',
    );
  });

  it('places once however often Place bet is pressed', async () => {
    const { user, calls, store } = await open();
    await user.click(price(HDP));
    await user.click(price(ML));
    const slip = await expand(user, 2);
    await user.type(kingsStake(slip), '20');
    await user.dblClick(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByText('Your bet is placed.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/sportsbook/place')).toHaveLength(1);
    // The single placed leaves the slip; the selection without a stake stays.
    expect(selectBetSlip(store.getState()).selections.map((s) => s.selection_id)).toEqual([
      'PF-20250302-2:ML:2',
    ]);
  });

  it("shows a refusal with the catalogue's message and keeps the slip", async () => {
    const { user, store } = await open({
      '/api/sportsbook/place': { statusCode: -1, statusMessage: 'betStakeAboveBalance' },
    });
    await user.click(price(HDP));
    const slip = await expand(user, 1);
    await user.type(kingsStake(slip), '900');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByRole('alert')).toHaveTextContent(
      'The stake is more than your balance.',
    );
    expect(selectBetSlip(store.getState()).selections).toHaveLength(1);
    expect(selectBetSlip(store.getState()).stakes).toEqual({ 'PF-20250302-1:HDP:1': '900' });
    expect(store.getState().modal.open).toBeNull();
  });

  it('shows moved odds as up or down and takes them when the player accepts', async () => {
    const { user, store } = await open({
      '/api/sportsbook/prices': (body: Body) => ({
        value: (body.selection_ids as string[]).map((id) => ({
          selection_id: id,
          odds: id.includes('HDP') ? 2.05 : 1.5,
          open: true,
        })),
      }),
    });
    await user.click(price(HDP));
    await user.click(price(ML));
    const slip = await expand(user, 2);
    expect(await within(slip).findByText('Some odds have changed.')).toBeInTheDocument();
    const items = within(slip).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('▲ 2.05 (Odds up from 1.95)');
    expect(items[1]).toHaveTextContent('▼ 1.50 (Odds down from 2.10)');
    await user.click(within(slip).getByRole('button', { name: 'Take the new odds' }));
    expect(selectBetSlip(store.getState()).selections.map((s) => s.odds)).toEqual([2.05, 1.5]);
    expect(within(slip).queryByText('Some odds have changed.')).toBeNull();
  });

  it('sends a guest to sign in on Place and keeps the selections', async () => {
    const { user, calls, store, location } = await open({}, false);
    await user.click(price(HDP));
    const slip = await expand(user, 1);
    await user.type(kingsStake(slip), '20');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(location()).toBe('/login?redirect=%2Fsports');
    expect(calls.filter((c) => c.path === '/api/sportsbook/place')).toHaveLength(0);
    expect(selectBetSlip(store.getState()).selections).toHaveLength(1);
  });

  it('closes with Escape and gives focus back to its bar', async () => {
    const { user } = await open();
    await user.click(price(HDP));
    await expand(user, 1);
    const bar = screen.getByRole('button', { name: 'Bet slip (1)' });
    expect(bar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Bet slip' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(bar).toHaveAttribute('aria-expanded', 'false');
    expect(bar).toHaveFocus();
  });
});

describe('bet slip: in-play and the odds-change setting', () => {
  /** The in-play match's two selections, as the sports page lists them. */
  const liveLines = [inPlayLine(1, 2.5), inPlayLine(3, 3.2)];
  const EAGLES = 'Davao Eagles to win (1X2) at 2.50';
  const livePrices =
    (odds: number, open = true) =>
    (body: Body) => ({
      value: (body.selection_ids as string[]).map((id) => ({
        selection_id: id,
        odds,
        open,
        suspended: !open,
      })),
    });
  /** The sandbox's answer to an in-play single: placed at the odds sent. */
  const livePlaced = (body: Body): Body => {
    const [sent] = body.selections as (SentSelection & { stake: number })[];
    const line = liveLines.find((l) => l.home_away === sent!.home_away)!;
    return {
      value: [
        {
          bet_id: 7,
          kind: 'single',
          stake: sent!.stake,
          odds: sent!.odds,
          potential_return: 0,
          status: 'open',
          payout: 0,
          legs: [{ ...line, odds: sent!.odds, result: null }],
          created_at: '2025-03-01T10:00:00.000Z',
          settled_at: null,
        },
      ],
      game_balance: 100,
    };
  };
  const openLive = (answers: Record<string, Answer> = {}) =>
    open({
      '/api/product/get_bet_lines': { value: [...betLines, ...liveLines] },
      '/api/sportsbook/limits': { value: { ...slipLimits, live_delay_seconds: 5 } },
      '/api/sportsbook/prices': livePrices(2.5),
      '/api/sportsbook/place': livePlaced,
      ...answers,
    });
  /** Opens the in-play page and puts 20 on the Eagles in the slip, which it returns open. */
  const stakeOnEagles = async (answers: Record<string, Answer> = {}) => {
    const view = await openLive(answers);
    await view.user.click(price(EAGLES));
    const slip = await expand(view.user, 1);
    await view.user.type(
      within(slip).getByRole('textbox', { name: 'Stake on Davao Eagles to win' }),
      '20',
    );
    return { ...view, slip };
  };
  /** Moves the in-play prices as the push channel does, in the page's bet lines. */
  const pushPrice = (store: Awaited<ReturnType<typeof open>>['store'], change: object) =>
    act(() => {
      store.dispatch(
        productApi.util.updateQueryData('getBetLines', undefined, (draft) => {
          const line = draft.value?.find((l) => l.selection_id === 'PF-LIVE-9:1X2:1');
          if (line) Object.assign(line, change);
        }),
      );
    });

  /** Waits until the slip's first leg shows `text`. */
  const firstLegShows = async (slip: HTMLElement, text: string) => {
    const item = within(slip).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(item).toHaveTextContent(text));
  };
  /** Expects Place bet held with `reason` as its description, and returns it. */
  const placeHeldFor = (slip: HTMLElement, reason: string) => {
    const place = within(slip).getByRole('button', { name: 'Place bet' });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription(reason);
    return place;
  };

  it('follows the setting: a drop it does not take asks first, another setting takes it', async () => {
    const { user, calls, store, slip } = await stakeOnEagles();
    const setting = within(slip).getByRole('group', { name: 'When odds change' });
    expect(within(setting).getByRole('radio', { name: 'Accept only better odds' })).toBeChecked();

    pushPrice(store, { odds: 2.2 });
    await firstLegShows(slip, '▼ 2.20 (Odds down from 2.50)');
    const place = placeHeldFor(
      slip,
      'The odds changed in a way your setting does not accept: take the new odds to place.',
    );

    await user.click(within(setting).getByRole('radio', { name: 'Accept any odds' }));
    expect(selectBetSlip(store.getState()).accept).toBe('any');
    expect(place).toBeEnabled();
    await user.click(within(setting).getByRole('radio', { name: 'Accept only better odds' }));
    expect(place).toBeDisabled();
    await user.click(within(slip).getByRole('button', { name: 'Take the new odds' }));
    expect(place).toBeEnabled();
    await user.click(place);
    expect(await within(slip).findByText('Your bet is placed.')).toBeInTheDocument();
    const placed = calls.filter((c) => c.path === '/api/sportsbook/place');
    expect(placed.map((c) => c.body)).toMatchObject([
      { accept: 'better', selections: [{ match_id: 'PF-LIVE-9', odds: 2.2, stake: 20 }] },
    ]);
  });

  it('a rise the setting takes shows old and new without asking', async () => {
    const { store, slip } = await stakeOnEagles();
    pushPrice(store, { odds: 2.8 });
    await firstLegShows(slip, '▲ 2.80 (Odds up from 2.50)');
    expect(within(slip).queryByText('Some odds have changed.')).toBeNull();
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });

  it('shows a suspended leg and holds Place bet with the reason', async () => {
    const { user, store, slip } = await stakeOnEagles();
    pushPrice(store, { suspended: true, open: false });
    await firstLegShows(slip, 'Suspended');
    placeHeldFor(slip, 'A selection is suspended or closed: remove it or wait until it reopens.');
    // The suspended price on the page cannot be picked again once removed.
    await user.click(within(slip).getByRole('button', { name: 'Remove Davao Eagles to win' }));
    expect(price('Davao Eagles to win (1X2) at 2.50, Suspended')).toBeDisabled();
  });

  it('tells why an in-play bet was refused, with the new price, and asks to take it', async () => {
    // The price moves while the bet waits: from then on the server holds the new one.
    let held = 2.5;
    const { user, store, slip } = await stakeOnEagles({
      '/api/sportsbook/prices': (body: Body) => livePrices(held)(body),
      '/api/sportsbook/place': () => {
        held = 2.3;
        return {
          statusCode: -409,
          statusMessage: 'betLivePriceChanged',
          statusParams: { selection_id: 'PF-LIVE-9:1X2:1', odds: 2.3 },
        };
      },
    });
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByRole('alert')).toHaveTextContent(
      'Bet not accepted: the price moved to 2.3 while it waited for acceptance. Nothing was taken from your balance.',
    );
    await firstLegShows(slip, '▼ 2.30 (Odds down from 2.50)');
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeDisabled();
    expect(within(slip).getByRole('button', { name: 'Take the new odds' })).toBeInTheDocument();
    expect(selectBetSlip(store.getState()).selections).toHaveLength(1);
  });
});

describe('bet slip view: an in-play bet waiting for acceptance', () => {
  it('says so in a live region and on the button while it waits', async () => {
    const entry = {
      selection_id: 'PF-LIVE-9:1X2:1',
      line: { ...betLines[0]!, match_id: 'PF-LIVE-9', in_play: true },
      odds: 2.5,
      latest: 2.5,
      open: true,
    };
    const props = {
      selections: [entry],
      mode: 'singles' as const,
      stakes: { [entry.selection_id]: '20' },
      parlayStake: '',
      accept: 'better' as const,
      limits: { ...slipLimits, live_delay_seconds: 5 },
      money: (n: number) => `₱${n.toFixed(2)}`,
      selectionName: () => 'Davao Eagles to win',
      matchName: () => 'Davao Eagles vs Iloilo Tigers',
      plan: { total: 20, potential: 50 },
      onExpandedChange: () => {},
      onRemove: () => {},
      onClear: () => {},
      onModeChange: () => {},
      onStakeChange: () => {},
      onParlayStakeChange: () => {},
      onAcceptChange: () => {},
      onTakeNewOdds: () => {},
    };
    /** The view as the connected slip drives it: Place starts the wait. */
    function Waiting() {
      const [placing, setPlacing] = useState(false);
      return <BetSlipView {...props} placing={placing} onPlace={() => setPlacing(true)} />;
    }
    const { user } = await renderScreen(<Waiting />);
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    // Said in a polite live region that was in the page before the wait began.
    const waiting = screen.getByText(
      'Waiting for the bookmaker to accept your in-play bet (up to 5 s).',
    );
    expect(waiting).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Waiting for acceptance…' })).toBeDisabled();
  });
});
