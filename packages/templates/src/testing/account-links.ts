import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The English names of the account links, by path, in menu order. */
export const accountLinkNames = {
  '/account': 'My Account',
  '/vip': 'VIP',
  '/inbox': 'Inbox',
  '/withdrawal': 'Withdraw',
  '/transaction-history': 'Transaction history',
  '/bet-history': 'Bet history',
  '/statement': 'Statement',
} as const;

type AccountPath = keyof typeof accountLinkNames;

/** `scope` links to every account page (but `omit`), by name and path, in menu order. */
export function expectAccountLinks(scope: HTMLElement, omit: readonly AccountPath[] = []) {
  const wanted = Object.entries(accountLinkNames).filter(
    ([to]) => !omit.includes(to as AccountPath),
  );
  for (const [to, name] of wanted)
    expect(within(scope).getByRole('link', { name }), name).toHaveAttribute('href', to);
  const order = within(scope)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
    .filter((href) => wanted.some(([to]) => to === href));
  expect(order).toEqual(wanted.map(([to]) => to));
}

/**
 * The header's account button opens the account links with Enter; Tab reaches the first one;
 * Esc closes the panel and gives focus back to the button.
 */
export async function expectKeyboardAccountMenu(user: UserEvent) {
  const button = screen.getByRole('button', { name: 'My Account' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  button.focus();
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('The account button controls no panel');
  expectAccountLinks(panel);
  await user.tab();
  expect(within(panel).getByRole('link', { name: 'My Account' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(panel).not.toBeInTheDocument();
  expect(button).toHaveFocus();
}
