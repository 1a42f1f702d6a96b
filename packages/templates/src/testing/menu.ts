import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export interface MenuCheck {
  /** The button that opens the menu, by its accessible name. */
  button: string;
  /** The menu's dialog, by its accessible name. Default Menu. */
  dialog?: string;
  /** A link the menu holds, by name, and where it leads. */
  link: { name: string; href: string };
}

/**
 * The template's phone menu opens from the keyboard (Enter on its button), holds `link`, closes
 * with Esc and gives focus back to its button.
 */
export async function expectMenuClosesOnEsc(user: UserEvent, check: MenuCheck) {
  const button = screen.getByRole('button', { name: check.button });
  button.focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('dialog', { name: check.dialog ?? 'Menu' });
  expect(within(menu).getByRole('link', { name: check.link.name })).toHaveAttribute(
    'href',
    check.link.href,
  );
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(button).toHaveFocus();
}
