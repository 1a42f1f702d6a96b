import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isCurrentPath, Link, NavLink } from './link';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

function renderAt(path: string, ui: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('goes to its page without a reload and keeps its own click handler', async () => {
    const onClick = vi.fn();
    const router = renderAt(
      '/',
      <Link to="/slots?page=2" onClick={onClick}>
        Slots
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Slots' });
    expect(link).toHaveAttribute('href', '/slots?page=2');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/slots?page=2');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when asked', async () => {
    const router = renderAt(
      '/',
      <Link to="/vip" replace>
        VIP
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'VIP' }));
    expect(router.state.location.pathname).toBe('/vip');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click its handler prevented to the handler', async () => {
    renderAt(
      '/',
      <Link to="/vip" onClick={(event) => event.preventDefault()}>
        VIP
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'VIP' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/$/);
  });

  it('leaves a link opened in another tab to the browser', async () => {
    renderAt(
      '/',
      <Link to="/vip" target="_blank">
        VIP
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'VIP' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/$/);
  });
});

describe('NavLink', () => {
  it('marks the link of the current page and not the others', () => {
    renderAt(
      '/cn/slots',
      <>
        <NavLink to="/cn/slots">Slots</NavLink>
        <NavLink to="/cn" end>
          Home
        </NavLink>
        <NavLink to="/cn">Chinese</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Chinese' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('isCurrentPath', () => {
  it.each([
    ['/slots', '/slots', false, true],
    ['/SLOTS', '/slots', true, true],
    ['/slots/jili', '/slots', false, true],
    ['/slots/jili', '/slots', true, false],
    ['/slots/jili', '/slots/', false, true],
    ['/slotsx', '/slots', false, false],
    ['/slots', '/', false, false],
    ['/', '/', true, true],
    ['/cn', '/cn/', false, false],
  ])('%s against a link to %s (end %s): %s', (pathname, target, end, current) => {
    expect(isCurrentPath(pathname, target, end)).toBe(current);
  });
});
