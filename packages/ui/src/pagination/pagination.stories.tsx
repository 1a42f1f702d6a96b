import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { PaginationProps } from './pagination';
import { Pagination } from './pagination';

function Demo(props: Omit<PaginationProps, 'currentPage' | 'onChange'> & { start?: number }) {
  const [page, setPage] = useState(props.start ?? 1);
  return <Pagination {...props} currentPage={page} onChange={setPage} />;
}

const meta = {
  title: 'UI/Pagination',
  component: Demo,
  args: { totalItems: 200 },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', background: 'var(--pf-bg)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const MiddlePage: Story = { args: { start: 10 } };
export const FewPages: Story = { args: { totalItems: 25 } };
export const Links: Story = { args: { type: 'link', linkUrl: '/news?page=[page]' } };
export const Arabic: Story = { args: { locale: 'ar', start: 3 } };
export const Persian: Story = { args: { locale: 'ir', start: 3 } };
