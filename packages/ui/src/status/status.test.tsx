import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaintenanceScreen, Preloader } from './index';

describe('Preloader', () => {
  it('announces that the page is loading', () => {
    render(<Preloader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});

describe('MaintenanceScreen', () => {
  it('shows the heading, message and the maintenance window', () => {
    render(<MaintenanceScreen startDate="2025-01-01 00:00:00" endDate="2025-01-01 06:00:00" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Under maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'Scheduled: 2025-01-01 00:00:00 – 2025-01-01 06:00:00',
    );
  });

  it('leaves the window out when the server sends none', () => {
    render(<MaintenanceScreen title="Back soon" />);
    expect(screen.getByRole('heading', { name: 'Back soon' })).toBeInTheDocument();
    expect(screen.queryByText(/Scheduled/)).toBeNull();
  });
});
