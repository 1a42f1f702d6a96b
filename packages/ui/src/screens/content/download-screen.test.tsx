import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureLayout, fixtureSite } from '@playfront/core/testing';
import { renderScreen } from '../../testing';
import { AppDownloadBar, DOWNLOAD_BAR_DISMISSED_KEY } from '../../download-bar';
import { DownloadScreen } from './download-screen';

const withLinks = (android_sub: string, ios_sub: string, show_download_bar = true) =>
  fixtureLayout({ site: { ...fixtureSite, android_sub, ios_sub }, show_download_bar });

beforeEach(() => sessionStorage.clear());

describe('DownloadScreen', () => {
  it("links to the site's Android and iOS apps", async () => {
    await renderScreen(<DownloadScreen />, { path: '/download', layout: fixtureLayout() });
    expect(screen.getByRole('heading', { level: 1, name: 'Download the app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get it for Android' })).toHaveAttribute(
      'href',
      fixtureSite.android_sub,
    );
    expect(screen.getByRole('link', { name: 'Get it for iPhone' })).toHaveAttribute(
      'href',
      fixtureSite.ios_sub,
    );
  });

  it('hides the button whose link is empty', async () => {
    await renderScreen(<DownloadScreen />, { layout: withLinks('', 'https://apps.test/ios') });
    expect(screen.queryByRole('link', { name: 'Get it for Android' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get it for iPhone' })).toBeInTheDocument();
  });

  it('offers no app while the site turns show_app_download off', async () => {
    const layout = fixtureLayout({ show_app_download: false });
    await renderScreen(<DownloadScreen />, { layout });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('The app is not available to download yet.')).toBeInTheDocument();
  });

  it('says the app is not available when neither link is set (or safe)', async () => {
    await renderScreen(<DownloadScreen />, { layout: withLinks('', 'javascript:alert(1)') });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('The app is not available to download yet.')).toBeInTheDocument();
  });
});

describe('AppDownloadBar', () => {
  it('invites to the app when show_download_bar is on, and stays closed once dismissed', async () => {
    const layout = withLinks(fixtureSite.android_sub, fixtureSite.ios_sub);
    const { user, unmount } = await renderScreen(<AppDownloadBar />, { layout });
    const bar = screen.getByRole('complementary', { name: 'Download the app' });
    expect(bar).toHaveTextContent('Get the Lucky Manila app for faster play.');
    await user.click(screen.getByRole('button', { name: 'Hide the app download bar' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(sessionStorage.getItem(DOWNLOAD_BAR_DISMISSED_KEY)).toBe('1');
    unmount();
    await renderScreen(<AppDownloadBar />, { layout });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('stays hidden when show_download_bar is off or there is no link', async () => {
    const off = await renderScreen(<AppDownloadBar />, {
      layout: withLinks(fixtureSite.android_sub, '', false),
    });
    expect(screen.queryByRole('complementary')).toBeNull();
    off.unmount();
    await renderScreen(<AppDownloadBar />, { layout: withLinks('', '') });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('stays hidden while show_app_download is off, even with show_download_bar on', async () => {
    await renderScreen(<AppDownloadBar />, {
      layout: fixtureLayout({ show_app_download: false, show_download_bar: true }),
    });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
