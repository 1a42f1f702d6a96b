import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MaintenanceScreen } from './maintenance-screen';
import { Preloader } from './preloader';

const meta = {
  title: 'UI/Status screens',
  component: MaintenanceScreen,
} satisfies Meta<typeof MaintenanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {
  args: { startDate: '2025-01-01 00:00:00', endDate: '2025-01-01 06:00:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Under maintenance');
  },
};
export const MaintenanceWithoutWindow: Story = {};
export const PreloaderFullScreen: Story = { render: () => <Preloader /> };
export const PreloaderInline: Story = {
  render: () => <Preloader fullScreen={false} label="Loading games" />,
};
