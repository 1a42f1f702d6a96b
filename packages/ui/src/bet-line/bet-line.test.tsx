import type { BetLine as BetLineData } from '@playfront/core/sports';
import { betTypes } from '@playfront/core/sports';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BetLine, BetLinePlaceholder } from './bet-line';

const base: BetLineData = {
  bet_type: 'HDP',
  home_away: 1,
  criteria1: '-0.5',
  home_team_name: 'Manila FC',
  away_team_name: 'Cebu United',
  home_name_cn: '马尼拉',
};

describe('BetLine', () => {
  it('labels a side pick with the team', () => {
    render(<BetLine line={base} />);
    expect(screen.getByText('Manila FC vs Cebu United')).toBeInTheDocument();
    expect(screen.getByText('Home · Manila FC')).toBeInTheDocument();
    expect(screen.getByText('-0.5')).toBeInTheDocument();
  });

  it('labels totals over/under and odd/even picks', () => {
    const { rerender } = render(
      <BetLine line={{ ...base, bet_type: 'OU', home_away: 2, criteria1: '2.5' }} />,
    );
    expect(screen.getByText('Under')).toBeInTheDocument();
    rerender(<BetLine line={{ ...base, bet_type: 'OEH', home_away: 1, criteria1: null }} />);
    expect(screen.getByText('Odd')).toBeInTheDocument();
    rerender(<BetLine line={{ ...base, bet_type: '1X2', home_away: 3 }} />);
    expect(screen.getByText('Draw')).toBeInTheDocument();
  });

  it('uses the localized team name for the language, falling back to the team name', () => {
    render(
      <BetLine line={{ ...base, home_away: 2 }} language="cn" pickLabels={{ away: '客队' }} />,
    );
    expect(screen.getByText('马尼拉 vs Cebu United')).toBeInTheDocument();
    expect(screen.getByText('客队 · Cebu United')).toBeInTheDocument();
  });

  it('renders every bet type of the contract', () => {
    render(
      <>
        {betTypes.map((type) => (
          <BetLine key={type} line={{ ...base, bet_type: type }} />
        ))}
      </>,
    );
    for (const type of betTypes) expect(screen.getByText(type)).toBeInTheDocument();
  });

  it('has a placeholder with the two rows of a line, hidden from screen readers', () => {
    const { container } = render(
      <>
        <BetLine line={base} />
        <BetLinePlaceholder />
      </>,
    );
    const [line, frame] = [...container.children];
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame?.querySelectorAll('p')).toHaveLength(line?.querySelectorAll('p').length ?? 0);
  });
});
