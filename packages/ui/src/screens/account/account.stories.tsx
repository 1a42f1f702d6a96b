import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storySession, withSandbox } from '../auth/story-support';
import { AccountScreen } from './account-screen';
import { FavouritesScreen, InboxScreen, VipScreen } from './engage-screens';
import {
  ChangePasswordScreen,
  EditProfileScreen,
  ProfileScreen,
  SecurityScreen,
} from './profile-screens';

const meta = {
  title: 'Screens/Account',
  component: AccountScreen,
  decorators: [withSandbox({ session: storySession })],
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hub: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Silver')).toBeVisible();
  },
};

export const Inbox: Story = {
  render: () => <InboxScreen />,
  play: async ({ canvas }) => {
    const bonus = await canvas.findByRole('article', { name: 'Welcome bonus' });
    await userEvent.click(within(bonus).getByRole('button', { name: 'Claim' }));
    await expect(await within(bonus).findByText('Claimed')).toBeVisible();
  },
};

export const Vip: Story = { render: () => <VipScreen /> };
export const Favourites: Story = { render: () => <FavouritesScreen /> };
export const Profile: Story = { render: () => <ProfileScreen /> };
export const EditProfile: Story = { render: () => <EditProfileScreen /> };
export const ChangePassword: Story = { render: () => <ChangePasswordScreen /> };
export const Security: Story = { render: () => <SecurityScreen /> };
