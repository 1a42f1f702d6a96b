import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BalanceBonus, BalanceChip, VipProgress } from './index';

describe('BalanceChip', () => {
  it('shows balance and token through the number formatter', () => {
    render(<BalanceChip balance={12345.6789} token="1.0005" />);
    expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('12,345.679');
    expect(screen.getByText('Token').nextElementSibling).toHaveTextContent('1.001');
  });

  it('reads 0 for an empty wallet', () => {
    render(<BalanceChip balance={0} token={0} />);
    expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('0');
  });

  it('shows bonus money beside the balance, in the balance’s own item, only when there is some', () => {
    const { rerender } = render(
      <BalanceChip balance={100} token={2} bonus={750} bonusLabel="Bonus" />,
    );
    const label = screen.getByText('Bonus');
    expect(label.nextElementSibling).toHaveTextContent('750');
    // A template that hides every item after the first on a phone still shows it.
    expect(label.closest('.pf-balance__item')).toBe(screen.getByText('Balance').parentElement);
    rerender(<BalanceChip balance={100} token={2} bonus={0} />);
    expect(screen.queryByText('Bonus')).toBeNull();
    rerender(<BalanceChip balance={100} token={2} />);
    expect(screen.queryByText('Bonus')).toBeNull();
  });

  it('gives a text line its bonus part in the line’s classes, and nothing without bonus money', () => {
    const { container, rerender } = render(
      <p className="t7-balance">
        <BalanceBonus bonus={1234.5} label="Bonus" />
      </p>,
    );
    const part = container.querySelector('.pf-balance-bonus');
    expect(part?.querySelector('.pf-balance-line__label')).toHaveTextContent('Bonus');
    expect(part?.querySelector('.pf-balance-line__value')).toHaveTextContent('1,234.5');
    rerender(
      <p className="t7-balance">
        <BalanceBonus bonus={0} />
      </p>,
    );
    expect(container.querySelector('.pf-balance-bonus')).toBeNull();
  });

  it('refreshes from the keyboard and is busy meanwhile', async () => {
    const onRefresh = vi.fn();
    const { rerender } = render(<BalanceChip balance={1} token={2} onRefresh={onRefresh} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(<BalanceChip balance={1} token={2} onRefresh={onRefresh} refreshing />);
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
  });
});

describe('VipProgress', () => {
  it('shows deposit and turnover bars capped at 100%', () => {
    render(
      <VipProgress
        currentLevel="Silver"
        nextLevel="Gold"
        totalDeposit={15000}
        depoProgress={150}
        totalTurnover={2500}
        toProgress={25}
      />,
    );
    const deposit = screen.getByRole('progressbar', { name: 'Deposit' });
    expect(deposit).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('Next: Gold')).toBeInTheDocument();
    expect(screen.getByText('15,000 · 100%')).toBeInTheDocument();
  });

  it('treats negative or missing progress as 0', () => {
    render(
      <VipProgress
        currentLevel="Bronze"
        totalDeposit={0}
        depoProgress={-5}
        totalTurnover={0}
        toProgress={Number.NaN}
      />,
    );
    for (const bar of screen.getAllByRole('progressbar'))
      expect(bar).toHaveAttribute('aria-valuenow', '0');
  });
});
