import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureLayout, socialAccounts } from '@playfront/core/testing';
import { renderScreen } from '../../testing';
import { ContactUsScreen } from './contact-us-screen';
import { safeHref } from '../../shared/safe-link';

describe('safeHref', () => {
  it('keeps http(s), mailto: and tel: links and refuses the rest', () => {
    expect(safeHref('https://t.me/x')).toBe('https://t.me/x');
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(safeHref('tel:+63917')).toBe('tel:+63917');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('viber://chat?number=1')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});

describe('ContactUsScreen', () => {
  it('lists each account with its platform, linking only safe addresses', async () => {
    await renderScreen(<ContactUsScreen />, {
      path: '/contact-us',
      answers: { '/api/settings/social_account': { accountList: socialAccounts } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    const facebook = await screen.findByRole('link', { name: 'Lucky Manila' });
    expect(facebook).toHaveAttribute('href', 'https://facebook.com/lucky-manila');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'support@lucky.example' })).toHaveAttribute(
      'href',
      'mailto:support@lucky.example',
    );
    expect(screen.getByRole('link', { name: '+63 917 000 0000' })).toHaveAttribute(
      'href',
      'tel:+639170000000',
    );
    expect(screen.queryByRole('link', { name: 'evil' })).toBeNull();
    expect(screen.getByText('evil')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => i.firstChild?.textContent)).toEqual([
      'Facebook',
      'Telegram',
      'Viber',
      'Email',
      'Mobile number',
      'LINE',
    ]);
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('points to live chat when the site has it', async () => {
    await renderScreen(<ContactUsScreen />, {
      answers: { '/api/settings/social_account': { accountList: [] } },
    });
    expect(await screen.findByText('No contact channels are listed yet.')).toBeInTheDocument();
    expect(screen.getByText(/live chat button/)).toBeInTheDocument();
  });

  it('leaves the live-chat hint out when the site has no chat', async () => {
    await renderScreen(<ContactUsScreen />, {
      layout: fixtureLayout({ live_chat: null }),
      answers: { '/api/settings/social_account': { accountList: [] } },
    });
    expect(await screen.findByText('No contact channels are listed yet.')).toBeInTheDocument();
    expect(screen.queryByText(/live chat button/)).toBeNull();
  });
});
