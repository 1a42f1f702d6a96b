import type { LanguageCode } from '@playfront/core/contract';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { LanguageProvider } from '../../site/language';
import { fakeApi, walletStore } from './test-support';

/** A fake answer: a body, or a function of the request body. */
type Answer = object | ((body: Record<string, unknown>) => object);
/** Answers of the fake sandbox, by path. */
export type StoryAnswers = Record<string, Answer>;

/**
 * A story decorator: a signed-in (or guest) store over a fake sandbox and the language context;
 * the page language follows Storybook's language toolbar.
 */
export function withWalletStore(answers: StoryAnswers, signedIn = true): Decorator {
  const routes: Record<string, (body: Record<string, unknown>) => object> = {};
  for (const [path, answer] of Object.entries(answers)) {
    routes[path] = (body) => (answer instanceof Function ? answer(body) : answer);
  }
  function StoreFrame({ children, language }: { children: ReactNode; language: LanguageCode }) {
    const [store] = useState(() => walletStore(fakeApi(routes).fetch, signedIn));
    return (
      <Provider store={store}>
        <LanguageProvider defaultLanguage={language}>{children}</LanguageProvider>
      </Provider>
    );
  }
  const decorator: Decorator = (Story, { globals }) => (
    <StoreFrame language={(globals.language as LanguageCode | undefined) ?? 'EN'}>
      <div style={{ background: 'var(--pf-bg)', minHeight: '100vh' }}>
        <Story />
      </div>
    </StoreFrame>
  );
  return decorator;
}
