import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within, screen } from 'storybook/test';
import { DatePicker } from './date-picker';
import { componentStories } from '../testing';

function Single({
  initial,
  locale,
  withTime,
}: {
  initial: string | null;
  locale?: string;
  withTime?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Date"
      value={value}
      onChange={setValue}
      {...(locale ? { locale } : {})}
      {...(withTime ? { withTime } : {})}
      isDisabled={(d) => d.getDay() === 0}
    />
  );
}

function Range({ withTime }: { withTime?: boolean }) {
  const [value, setValue] = useState<readonly [string, string] | null>(
    withTime ? ['2025-03-10 09:00:00', '2025-03-14 18:00:00'] : ['2025-03-10', '2025-03-14'],
  );
  return (
    <DatePicker
      mode="range"
      label="Period"
      value={value}
      onChange={setValue}
      withTime={withTime ?? false}
    />
  );
}

const meta = {
  title: 'UI/Date picker',
  ...componentStories(Single, { initial: '2025-03-15' }, { minHeight: '30rem' }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Empty: Story = { args: { initial: null } };

export const OpenCalendar: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Date/ }));
    const grid = await screen.findByRole('grid', { name: 'March 2025' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saturday, March 15, 2025' })).toHaveFocus(),
    );
    // Focus follows an arrow key in the next frame: Enter goes to the day that has it then.
    await userEvent.keyboard('{ArrowLeft}');
    const friday = screen.getByRole('button', { name: 'Friday, March 14, 2025' });
    await waitFor(() => expect(friday).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(friday).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    // The field shows the day and the calendar closes once the popover has handled OK.
    await expect(await canvas.findByText('2025-03-14')).toBeVisible();
    await waitFor(() => expect(grid).not.toBeInTheDocument());
  },
};

export const YearPanel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Date/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'March 2025' }));
    await expect(
      within(screen.getByRole('group', { name: 'March 2025' })).getAllByRole('button'),
    ).toHaveLength(10);
  },
};

export const Chinese: Story = {
  args: { locale: 'zh' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Date/ }));
    await screen.findByRole('grid', { name: '2025年3月' });
  },
};

export const WithTime: Story = { args: { initial: '2025-03-15 20:30:00', withTime: true } };

export const RangeMode: Story = {
  render: () => <Range />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    await screen.findByRole('grid');
  },
};

export const RangeWithTime: Story = {
  render: () => <Range withTime />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    await expect(await screen.findByLabelText('End time')).toBeVisible();
  },
};
