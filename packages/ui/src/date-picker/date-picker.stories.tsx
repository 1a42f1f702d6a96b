import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './date-picker';

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
  component: Single,
  args: { initial: '2025-03-15' },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', minHeight: '30rem', background: 'var(--pf-bg)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Single>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Empty: Story = { args: { initial: null } };

export const OpenCalendar: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Date/ }));
    const grid = await body.findByRole('grid', { name: 'March 2025' });
    await waitFor(() =>
      expect(body.getByRole('button', { name: 'Saturday, March 15, 2025' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await userEvent.click(await body.findByRole('button', { name: 'OK' }));
    // The field shows the day and the calendar closes once the popover has handled OK.
    await expect(await within(canvasElement).findByText('2025-03-14')).toBeVisible();
    await waitFor(() => expect(grid).not.toBeInTheDocument());
  },
};

export const YearPanel: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Date/ }));
    await userEvent.click(await body.findByRole('button', { name: 'March 2025' }));
    await expect(
      within(body.getByRole('group', { name: 'March 2025' })).getAllByRole('button'),
    ).toHaveLength(10);
  },
};

export const Chinese: Story = {
  args: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Date/ }));
    await within(canvasElement.ownerDocument.body).findByRole('grid', { name: '2025年3月' });
  },
};

export const WithTime: Story = { args: { initial: '2025-03-15 20:30:00', withTime: true } };

export const RangeMode: Story = {
  render: () => <Range />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Period/ }));
    await within(canvasElement.ownerDocument.body).findByRole('grid');
  },
};

export const RangeWithTime: Story = {
  render: () => <Range withTime />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Period/ }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByLabelText('End time'),
    ).toBeVisible();
  },
};
