import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker';

const openPicker = async (name: RegExp) => {
  await userEvent.click(screen.getByRole('button', { name }));
  // Focus moves into the grid on the next frame.
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  return screen.getByRole('grid');
};

describe('DatePicker', () => {
  it('shows 6 rows of 7 days under a labelled grid, weeks from Sunday in en', async () => {
    render(<DatePicker label="Date" value="2025-03-15" onChange={() => undefined} />);
    const grid = await openPicker(/Date/);
    expect(grid).toHaveAccessibleName('March 2025');
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(7); // the weekday row + 6 weeks
    for (const row of rows.slice(1)) expect(within(row).getAllByRole('gridcell')).toHaveLength(7);
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
  });

  it('starts weeks on Monday with month names in Chinese for zh', async () => {
    render(<DatePicker label="日期" locale="zh" value="2025-03-15" onChange={() => undefined} />);
    const grid = await openPicker(/日期/);
    expect(grid).toHaveAccessibleName('2025年3月');
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', '星期一');
  });

  it('picks a day with the keyboard and confirms with OK as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Date" value="2025-03-15" onChange={onChange} />);
    await openPicker(/Date/);
    expect(screen.getByRole('button', { name: 'Saturday, March 15, 2025' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.getByRole('button', { name: 'Sunday, March 23, 2025' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith('2025-03-23');
  });

  it('crosses into the next month with the arrow keys', async () => {
    render(<DatePicker label="Date" value="2025-03-31" onChange={() => undefined} />);
    const grid = await openPicker(/Date/);
    await userEvent.keyboard('{ArrowRight}');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(grid).toHaveAccessibleName('April 2025');
    expect(screen.getByRole('button', { name: 'Tuesday, April 1, 2025' })).toHaveFocus();
  });

  it('opens a 10-year panel and jumps to the chosen year', async () => {
    render(<DatePicker label="Date" value="2025-03-15" onChange={() => undefined} />);
    await openPicker(/Date/);
    await userEvent.click(screen.getByRole('button', { name: 'March 2025' }));
    const years = within(screen.getByRole('group', { name: 'March 2025' })).getAllByRole('button');
    expect(years.map((y) => y.textContent)).toEqual([
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
    ]);
    await userEvent.click(screen.getByRole('button', { name: '2022' }));
    expect(screen.getByRole('grid')).toHaveAccessibleName('March 2022');
  });

  it('refuses disabled dates', async () => {
    const onChange = vi.fn();
    const weekends = (d: Date) => d.getDay() === 0 || d.getDay() === 6;
    render(<DatePicker label="Date" value={null} isDisabled={weekends} onChange={onChange} />);
    await openPicker(/Date/);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const grid = screen.getByRole('grid');
    const saturday = within(grid)
      .getAllByRole('button')
      .find((b) => /^Saturday/.test(b.getAttribute('aria-label')!))!;
    expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saturday);
    expect(saturday).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('takes a range of two dates, start not after end', async () => {
    const onChange = vi.fn();
    render(
      <DatePicker
        mode="range"
        label="Period"
        value={['2025-03-10', '2025-03-12']}
        onChange={onChange}
      />,
    );
    await openPicker(/Period/);
    await userEvent.click(screen.getByRole('button', { name: 'Thursday, March 20, 2025' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a valid start and end date');
    // An earlier second day starts the range again rather than making start after end.
    await userEvent.click(screen.getByRole('button', { name: 'Wednesday, March 5, 2025' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday, March 25, 2025' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith(['2025-03-05', '2025-03-25']);
  });

  it('pushes an end time earlier than the start time up, in YYYY-MM-DD HH:mm:ss', async () => {
    const onChange = vi.fn();
    render(
      <DatePicker
        mode="range"
        withTime
        label="Period"
        value={['2025-03-10 18:00:00', '2025-03-10 09:00:00']}
        onChange={onChange}
      />,
    );
    await openPicker(/Period/);
    expect(screen.getByLabelText('Start time')).toHaveValue('18:00:00');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith(['2025-03-10 18:00:00', '2025-03-10 18:00:00']);
  });
});
