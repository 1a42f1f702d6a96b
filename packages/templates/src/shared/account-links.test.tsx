import type { LanguageCode } from '@playfront/core/contract';
import { templateAnswers, templateLayout } from '@playfront/core/testing';
import { renderScreen } from '@playfront/ui/testing';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { expectAccountLinks, expectKeyboardAccountMenu } from '../testing/account-links';
import { AccountLinks, AccountMenu, accountMenuPaths } from './account-links';

async function renderAt(path: string, ui: ReactNode, language: LanguageCode = 'EN') {
  const { user } = await renderScreen(
    <>
      {ui}
      <p>
        <button type="button">elsewhere</button>
      </p>
    </>,
    { path, language, layout: templateLayout('template1'), answers: templateAnswers, bare: true },
  );
  return { user };
}

describe('shared account links', { timeout: 20_000 }, () => {
  it('lists the account pages in menu order with the ui texts, the current one marked', async () => {
    await renderAt('/inbox', <AccountLinks look={['list', 'link']} />);
    const list = screen.getByRole('list');
    expect(list).toHaveClass('list');
    expectAccountLinks(list);
    expect(within(list).getAllByRole('link')).toHaveLength(accountMenuPaths.length);
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'VIP' })).not.toHaveAttribute('aria-current');
  });

  it('localizes paths and texts to the page language, leaves out pages and adds glyphs', async () => {
    await renderAt(
      '/cn/slots',
      <AccountLinks omit={['/vip']} icon={(to) => <i data-testid={to} aria-hidden="true" />} />,
      'CN',
    );
    expect(screen.getByRole('link', { name: '我的账户' })).toHaveAttribute('href', '/cn/account');
    expect(screen.getByRole('link', { name: '交易记录' })).toHaveAttribute(
      'href',
      '/cn/transaction-history',
    );
    expect(screen.queryByRole('link', { name: 'VIP' })).toBeNull();
    expect(screen.getByTestId('/inbox')).toBeInTheDocument();
  });

  it('opens the account menu with the keyboard and closes it with Esc, returning focus', async () => {
    const { user } = await renderAt('/', <AccountMenu />);
    await expectKeyboardAccountMenu(user);
  });

  it('closes the account menu on a click outside, when focus leaves it and after a link', async () => {
    const { user } = await renderAt(
      '/',
      <AccountMenu look={{ panel: 'panel' }}>
        <button type="button">Log out</button>
      </AccountMenu>,
    );
    const button = screen.getByRole('button', { name: 'My Account' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Log out' }).parentElement).toHaveClass('panel');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    screen.getByRole('button', { name: 'Log out' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Withdraw' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
  });
});
