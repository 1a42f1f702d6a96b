import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('shell routes', () => {
  it('renders the template home page inside its layout at /', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Playfront' }),
    ).toBeInTheDocument();
    expect(document.documentElement.dataset.template).toBe('template1');
  });

  it("answers an unknown path with 'Page not found: {path}'", async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Page not found: /no-such-page',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });
});
