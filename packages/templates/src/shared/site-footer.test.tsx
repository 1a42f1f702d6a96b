import type { LanguageCode } from '@playfront/core/contract';
import { siteFor, templateAnswers, templateLayout, testStore } from '@playfront/core/testing';
import { renderScreen, SiteTestProviders, textsOf } from '@playfront/ui/testing';
import { act, screen, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './site-footer';

const licence = 'Lucky Manila is licensed and regulated by PAGCOR, licence PF-SLOT1.';

async function renderFooter(path: string, language: LanguageCode, helpline?: string) {
  const site = siteFor('template1', {
    ...(helpline ? { helpline, licence_line: licence } : {}),
  });
  await renderScreen(<SiteFooter />, {
    path,
    language,
    layout: templateLayout('template1', { site, language }),
    answers: templateAnswers,
    bare: true,
  });
  return screen.getByTestId('safer-gambling');
}

describe('shared footer: the regulator lines', { timeout: 20_000 }, () => {
  it('shows the tagline, a callable helpline and the licence line', async () => {
    const lines = await renderFooter('/', 'EN', '1800-1888-1424');
    expect(lines).toHaveAccessibleName('Safer gambling');
    expect(within(lines).getByText('Gambling can be addictive. Know when to stop.')).toBeVisible();
    const call = within(lines).getByRole('link', { name: 'Helpline: 1800-1888-1424' });
    expect(call).toHaveAttribute('href', 'tel:180018881424');
    expect(within(lines).getByText(licence)).toBeInTheDocument();
  });

  it('words the tagline and helpline in the page language', async () => {
    const lines = await renderFooter('/cn/', 'CN', '400-161-9995');
    expect(within(lines).getByText('赌博可能会上瘾。知道何时停止。')).toBeInTheDocument();
    expect(within(lines).getByRole('link', { name: '求助热线：400-161-9995' })).toBeInTheDocument();
  });

  it('keeps the tagline when the site sends no helpline or licence line', async () => {
    const lines = await renderFooter('/', 'EN');
    expect(within(lines).getByText('Gambling can be addictive. Know when to stop.')).toBeVisible();
    expect(within(lines).queryByRole('link')).toBeNull();
  });
});

describe('shared footer: the copyright year', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps the server's year when the page is hydrated after New Year", async () => {
    const { store } = testStore({ layout: templateLayout('template1') });
    const app = (
      <SiteTestProviders store={store} i18n={await textsOf('EN')}>
        <SiteFooter />
      </SiteTestProviders>
    );
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T23:59:50Z') });
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    vi.setSystemTime(new Date('2027-01-01T00:00:20Z'));
    const recoverable = vi.fn();
    let root!: Root;
    act(() => {
      root = hydrateRoot(container, app, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(container).getByText(/© 2026/)).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
