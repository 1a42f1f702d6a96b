import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '*', element: <ErrorPage statusCode={404} message={`Page not found: ${path}`} /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('ErrorPage', () => {
  it('shows the status code and the message as the page heading', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '404 Page not found: /no-such-page',
    );
  });

  it('takes the player back to / with the Back button', async () => {
    renderAt('/no-such-page');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
