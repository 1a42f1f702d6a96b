import type { LanguageCode } from '@playfront/core/contract';
import {
  siteFor,
  templateAnswers,
  templateLayout,
  templateSession,
  testStore,
} from '@playfront/core/testing';
import { LanguageProvider } from '@playfront/ui/site';
import { renderScreen, textsOf } from '@playfront/ui/testing';
import { act, screen, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AccountBlock, SiteFooter } from './blocks';
import { preloadSignedInAccount } from './signed-in-loader';

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

describe('shared header: the session clock', { timeout: 20_000 }, () => {
  async function renderAccount(sessionClock: boolean) {
    await renderScreen(<AccountBlock part="pf-test-account" />, {
      layout: templateLayout('template1', {
        site: siteFor('template1', { session_clock: sessionClock }),
      }),
      session: templateSession(),
      answers: {
        ...templateAnswers,
        '/api/safety/session': {
          value: {
            started_at: '2026-03-10T08:00:00.000Z',
            elapsed_ms: 900_000,
            interval_ms: 0,
            net: 0,
            currency: 'PHP',
          },
        },
      },
      bare: true,
    });
  }

  it("shows a signed-in player the time since sign-in where the operator's regulator wants it", async () => {
    await renderAccount(true);
    expect(
      await screen.findByRole('timer', { name: 'Time since you signed in: 0:15:00' }),
    ).toHaveTextContent('Session 0:15:00');
    expect(screen.getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('shows none where the operator leaves it off', async () => {
    await renderAccount(false);
    expect(await screen.findByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('shared header: a signed-in page hydrated', { timeout: 20_000 }, () => {
  it("keeps the server's account block when the page updates right after hydrating", async () => {
    // What the browser does before it hydrates a player's page. Were the block left to its lazy
    // chunk, the update below would find it still waiting for its code and replace the server's
    // markup with the empty fallback (the header jumps, the tap is lost).
    await preloadSignedInAccount();
    const i18n = await textsOf('EN');
    const { store } = testStore({
      layout: templateLayout('template1'),
      session: templateSession(),
      answers: templateAnswers,
    });
    // A new element each time, as any update from above brings (a balance, a language).
    const app = () => (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <LanguageProvider defaultLanguage="EN">
              <AccountBlock part="pf-test-account" />
            </LanguageProvider>
          </MemoryRouter>
        </I18nextProvider>
      </Provider>
    );
    const container = document.createElement('div');
    // The server waits for the block's code, so its HTML has the block.
    container.innerHTML = renderToString(app());
    document.body.append(container);
    const deposit = within(container).getByRole('link', { name: 'Deposit' });
    const recoverable = vi.fn();
    let root!: Root;
    act(() => {
      root = hydrateRoot(container, app(), { onRecoverableError: recoverable });
    });
    // The update comes before any chunk could: no task or microtask runs between the two.
    act(() => root.render(app()));
    expect(recoverable).not.toHaveBeenCalled();
    expect(deposit).toBeInTheDocument();
    expect(within(container).getByRole('link', { name: 'Deposit' })).toBe(deposit);
    act(() => root.unmount());
    container.remove();
  });
});
