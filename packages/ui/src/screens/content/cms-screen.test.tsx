import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cmsAnswer } from '@playfront/core/testing';
import { renderScreen } from '../../testing';
import { CmsScreen } from './cms-screen';

const answers = { '/api/settings/siteinfodetail': { cms: cmsAnswer } };

describe('CmsScreen', () => {
  it('shows the English body on an English page, sanitized', async () => {
    const { calls } = await renderScreen(<CmsScreen page="about_us" />, {
      path: '/about',
      answers,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'About Lucky Manila' }),
    ).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(calls[0]).toEqual({
      path: '/api/settings/siteinfodetail',
      body: { domain_name: 'test.localhost', external_id: 'ext-1' },
    });
  });

  it('shows the local body on a Filipino page', async () => {
    await renderScreen(<CmsScreen page="responsible_gaming" />, {
      path: '/php/responsible-gaming',
      answers,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Maglaro nang responsable' }),
    ).toBeInTheDocument();
  });

  it('falls back to English when the local body is empty', async () => {
    await renderScreen(<CmsScreen page="banking" />, { path: '/php/banking', answers });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Banking options' }),
    ).toBeInTheDocument();
  });

  it('says the page is not available when its status is off', async () => {
    await renderScreen(<CmsScreen page="faqs" />, { path: '/faqs', answers });
    expect(await screen.findByText('This page is not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'FAQs' })).toBeNull();
  });

  it('shows an empty state when site info cannot be loaded', async () => {
    await renderScreen(<CmsScreen page="privacy_policy" />, {
      path: '/privacy-policy',
      answers: {
        '/api/settings/siteinfodetail': { statusCode: -503, statusMessage: 'serviceUnavailable' },
      },
    });
    expect(
      await screen.findByText('There is nothing here yet. Please check back later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  });
});
