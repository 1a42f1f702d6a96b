import { act, screen, waitFor, within } from '@testing-library/react';
import { productApi } from '@playfront/core/api';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupByMatch } from '../../bet-line/matches';
import { SportsScreen } from './sports-screen';
import { betLines, gamesAnswer, inPlayLine, sportsbookGames } from '@playfront/core/testing';
import { renderScreen } from '../../testing';

const answers = {
  '/api/product/get_bet_lines': { value: betLines },
  '/api/product/get_games': gamesAnswer(sportsbookGames, []),
};

describe('groupByMatch', () => {
  it('keeps matches in first-seen order with their lines', () => {
    const matches = groupByMatch(betLines);
    expect(matches.map((m) => [m.id, m.lines.length])).toEqual([
      ['PF-20250302-1', 3],
      ['PF-20250302-2', 2],
    ]);
  });
});

describe('SportsScreen', () => {
  it('holds three match frames and says it is loading until the lines arrive', async () => {
    await renderScreen(<SportsScreen />, { path: '/sports', answers });
    const section = screen.getByRole('region', { name: 'Upcoming matches' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading…');
    expect(section.querySelectorAll('.pf-sports__match')).toHaveLength(3);
    expect(await within(section).findAllByRole('article')).toHaveLength(2);
  });

  it('groups bet lines by match, labelling each pick for its bet type', async () => {
    const { calls } = await renderScreen(<SportsScreen />, { path: '/sports', answers });
    const match = await screen.findByRole('article', { name: 'Manila Kings vs Cebu Sharks' });
    expect(within(match).getByText('Philippines Football League')).toBeInTheDocument();
    const lines = within(match)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Manila Kings vs Cebu SharksHandicapHome · Manila Kings-0.5Manila Kings -0.5 (HDP) at 1.95',
      'Manila Kings vs Cebu SharksOver/underUnder2.5Under 2.5 (OU) at 1.87',
      'Manila Kings vs Cebu Sharks1X2DrawDraw (1X2) at 3.40',
    ]);
    expect(within(match).getByRole('button', { name: 'Draw (1X2) at 3.40' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const second = screen.getByRole('article', { name: 'Tokyo Storm vs Seoul Titans' });
    expect(within(second).getByText('Odd')).toBeInTheDocument();
    expect(within(second).getByText('Away · Seoul Titans')).toBeInTheDocument();
    expect(calls.map((c) => c.path).sort()).toEqual([
      '/api/product/get_bet_lines',
      '/api/product/get_games',
    ]);
    expect(calls.find((c) => c.path === '/api/product/get_bet_lines')?.body).toEqual({
      domain_name: 'test.localhost',
      external_id: 'ext-1',
    });
  });

  it('shows localized team names on a Chinese page and falls back to the team name', async () => {
    await renderScreen(<SportsScreen />, { path: '/cn/sports', answers });
    expect(
      await screen.findByRole('article', { name: '马尼拉国王 对 宿务鲨鱼' }),
    ).toBeInTheDocument();
    const plain = screen.getByRole('article', { name: 'Tokyo Storm 对 Seoul Titans' });
    expect(within(plain).getByText('客队 · Seoul Titans')).toBeInTheDocument();
    expect(within(plain).getByText('单双')).toBeInTheDocument();
  });

  it('shows every price in the odds format the player picks on the page', async () => {
    await renderScreen(<SportsScreen />, { path: '/sports', answers });
    const match = await screen.findByRole('article', { name: 'Manila Kings vs Cebu Sharks' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Odds format' }),
      'american',
    );
    // Each price button reads "… at <price>"; the price follows the chosen format.
    expect(
      within(match)
        .getAllByRole('button', { name: / at / })
        .map((price) => price.textContent?.split(' at ').pop()),
    ).toEqual(['-105', '-115', '+240']);
  });

  it('shows the kick-off time of each match, with its zone', async () => {
    await renderScreen(<SportsScreen />, { path: '/sports', answers });
    const match = await screen.findByRole('article', { name: 'Manila Kings vs Cebu Sharks' });
    const time = match.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2025-03-02T12:00:00.000Z');
    // The player's zone names itself (`UTC`, `GMT+8`): a time is never read in the wrong one.
    expect(time?.textContent).toMatch(/^Kick-off Mar 2, 2025, \d{1,2}:\d{2}\s[AP]M \S+$/);
  });

  it('lists the sportsbook games below the matches', async () => {
    const { calls } = await renderScreen(<SportsScreen />, { path: '/sports', answers });
    const games = await screen.findByRole('list', { name: 'Sportsbook games' });
    expect(
      within(games)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['SABA Sports', 'SBOBET Sports']);
    expect(calls.find((c) => c.path === '/api/product/get_games')?.body).toMatchObject({
      game_type: 'sportsbook',
      provider_code: '',
    });
  });

  it('says so when no matches are open', async () => {
    await renderScreen(<SportsScreen />, {
      path: '/sports',
      answers: { ...answers, '/api/product/get_bet_lines': { value: [] } },
    });
    expect(
      await screen.findByText('No matches are open for betting right now.'),
    ).toBeInTheDocument();
  });

  it('shows an in-play match’s clock and score, marks a moved price and holds a suspended one', async () => {
    const lines = [inPlayLine(1, 1.5), inPlayLine(3, 4.2)];
    const { store } = await renderScreen(<SportsScreen />, {
      path: '/sports',
      answers: { ...answers, '/api/product/get_bet_lines': { value: lines } },
    });
    const match = await screen.findByRole('article', { name: 'Davao Eagles vs Iloilo Tigers' });
    expect(within(match).getByText('Live')).toBeInTheDocument();
    expect(within(match).getByText("67'")).toBeInTheDocument();
    expect(within(match).getByRole('img', { name: 'Score 2 to 1' })).toHaveTextContent('2 – 1');
    const home = () => within(match).getAllByRole('button')[0] as HTMLElement;
    expect(home()).not.toHaveAttribute('data-move');

    act(() => {
      store.dispatch(
        productApi.util.updateQueryData('getBetLines', undefined, (draft) => {
          const [first, second] = draft.value ?? [];
          if (first) first.odds = 1.62;
          if (second) Object.assign(second, { suspended: true, open: false });
        }),
      );
    });
    await waitFor(() => expect(home()).toHaveAttribute('data-move', 'up'));
    expect(home()).toHaveAccessibleName(/1\.62, price went up$/);
    const draw = within(match).getAllByRole('button')[1] as HTMLElement;
    expect(draw).toBeDisabled();
    expect(draw).toHaveAccessibleName(/Suspended/);
  });
});
