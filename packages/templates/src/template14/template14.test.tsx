import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectKeyboardAccountMenu } from '../testing/account-links';
import { appFrameChecks } from '../testing/frame-checks';
import { renderTemplate } from '../testing/render-template';
import { sampleBetLines } from '../testing/sample-bet-lines';
import template14 from './index';

const withLines = { answers: { '/api/product/get_bet_lines': { value: sampleBetLines } } };

describe('template14 "Scoreboard"', { timeout: 20_000 }, () => {
  it('leads with the live ticker and the bet table before the casino rows', async () => {
    await renderTemplate(template14, withLines);
    const ticker = screen.getByRole('region', { name: 'Live scores' });
    const board = screen.getByRole('region', { name: 'Upcoming matches' });
    // Ticker and table hold their place while the lines load.
    expect(within(board).getByRole('status')).toHaveTextContent('Loading…');
    expect(await within(ticker).findAllByRole('listitem')).toHaveLength(3);
    const table = within(board).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Match', 'Bet', 'Odds']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + sampleBetLines.length);
    const hot = screen.getByRole('heading', { name: 'Hot games' });
    expect(table.compareDocumentPosition(hot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  appFrameChecks(template14, withLines);

  it("gives a signed-in player the account pages under the header's account button", async () => {
    const { user } = await renderTemplate(template14, { ...withLines, signedIn: true });
    await expectKeyboardAccountMenu(user);
  });
});
