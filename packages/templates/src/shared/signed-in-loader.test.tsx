import { fakeSandbox, playerStore, templateAnswers } from '@playfront/core/testing';
import { LanguageProvider } from '@playfront/ui/site';
import { textsOf } from '@playfront/ui/testing';
import { act, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AccountBlock } from './blocks';
import { preloadSignedInAccount } from './signed-in-loader';

describe('shared header: a signed-in page hydrated', { timeout: 20_000 }, () => {
  it("keeps the server's account block when the page updates right after hydrating", async () => {
    // What the browser does before it hydrates a player's page. Were the block left to its lazy
    // chunk, the update below would find it still waiting for its code and replace the server's
    // markup with the empty fallback (the header jumps, the tap is lost).
    await preloadSignedInAccount();
    const i18n = await textsOf('EN');
    const store = playerStore(fakeSandbox(templateAnswers).fetch);
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
