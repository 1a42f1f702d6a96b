import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import type { PaginationProps } from './pagination';
import { Pagination } from './pagination';
import { componentStories } from '../testing';

function Demo(props: Omit<PaginationProps, 'currentPage' | 'onChange'> & { start?: number }) {
  const [page, setPage] = useState(props.start ?? 1);
  return <Pagination {...props} currentPage={page} onChange={setPage} />;
}

const meta = { title: 'UI/Pagination', ...componentStories(Demo, { totalItems: 200 }) };

export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  play: async ({ canvas }) => {
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
