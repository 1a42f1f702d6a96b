import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { termsRecord } from '@playfront/core/testing';
import { renderScreen } from '../../testing';
import { TermsScreen } from './terms-screen';

/** The terms page at `path`, the site's term-condition SEO record being `record`. */
const renderTerms = (path: string, record: typeof termsRecord | null) =>
  renderScreen(<TermsScreen />, { path, answers: { '/api/seo': { value: record } } });

describe('TermsScreen', () => {
  it('shows the English body of the term-condition SEO record, sanitized', async () => {
    const { calls } = await renderTerms('/term-condition', termsRecord);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms & conditions' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('By playing you accept these terms.')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(calls.find((c) => c.path === '/api/seo')?.body).toEqual({
      domain_name: 'test.localhost',
      external_id: 'ext-1',
      page_name: 'term-condition',
    });
  });

  it('shows the local body on a Filipino page, English when the local one is empty', async () => {
    await renderTerms('/php/term-condition', termsRecord);
    expect(
      await screen.findByText('Sa paglalaro, tinatanggap mo ang mga tuntuning ito.'),
    ).toBeInTheDocument();
  });

  it('falls back to English when the local body is blank', async () => {
    await renderTerms('/cn/term-condition', { ...termsRecord, local_body: '  ' });
    expect(await screen.findByText('By playing you accept these terms.')).toBeInTheDocument();
  });

  it('shows an empty state when the site has no terms record', async () => {
    await renderTerms('/term-condition', null);
    expect(
      await screen.findByText('There is nothing here yet. Please check back later.'),
    ).toBeInTheDocument();
  });
});
