import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  cmsAnswer,
  fixtureLayout,
  fixtureSite,
  socialAccounts,
  termsRecord,
} from '@playfront/core/testing';
import { withScreenStore } from '../../testing';
import { AppDownloadBar, DOWNLOAD_BAR_DISMISSED_KEY } from '../../download-bar';
import { CmsScreen } from './cms-screen';
import { ContactUsScreen } from './contact-us-screen';
import { DownloadScreen } from './download-screen';
import { TermsScreen } from './terms-screen';

const siteInfo = { '/api/settings/siteinfodetail': { cms: cmsAnswer } };

const meta = {
  title: 'Screens/Content',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboutUs: Story = {
  decorators: [withScreenStore({ answers: siteInfo })],
  render: () => <CmsScreen page="about_us" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const PageNotAvailable: Story = {
  decorators: [withScreenStore({ answers: siteInfo })],
  render: () => <CmsScreen page="faqs" />,
};

export const Terms: Story = {
  decorators: [withScreenStore({ answers: { '/api/seo': { value: termsRecord } } })],
  render: () => <TermsScreen />,
};

export const TermsEmpty: Story = {
  decorators: [withScreenStore({ answers: { '/api/seo': { value: null } } })],
  render: () => <TermsScreen />,
};

export const ContactUs: Story = {
  decorators: [
    withScreenStore({
      answers: { '/api/settings/social_account': { accountList: socialAccounts } },
    }),
  ],
  render: () => <ContactUsScreen />,
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link')).toHaveLength(4);
  },
};

export const Download: Story = {
  decorators: [withScreenStore()],
  render: () => <DownloadScreen />,
};

export const DownloadAndroidOnly: Story = {
  decorators: [
    withScreenStore({ layout: fixtureLayout({ site: { ...fixtureSite, ios_sub: '' } }) }),
  ],
  render: () => <DownloadScreen />,
};

export const DownloadBar: Story = {
  decorators: [withScreenStore({ layout: fixtureLayout({ show_download_bar: true }) })],
  beforeEach: () => {
    sessionStorage.removeItem(DOWNLOAD_BAR_DISMISSED_KEY);
  },
  render: () => <AppDownloadBar />,
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /download bar|下载栏|pag-download/i }),
    );
    await expect(canvas.queryByRole('complementary')).toBeNull();
    sessionStorage.removeItem(DOWNLOAD_BAR_DISMISSED_KEY);
  },
};
