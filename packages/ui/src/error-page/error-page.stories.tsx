import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorPage } from './error-page';

const meta = {
  title: 'UI/Error page',
  component: ErrorPage,
  args: { statusCode: 404, message: 'Page not found: /no-such-page' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      '404 Page not found: /no-such-page',
    );
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  },
};

export const ServerError: Story = {
  args: { statusCode: 500, message: 'Something went wrong on our side. Please try again.' },
};
