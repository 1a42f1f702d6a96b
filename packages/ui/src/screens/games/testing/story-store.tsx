import type { ApiPath, LanguageCode } from '@playfront/core/contract';
import type { LayoutState, SessionState } from '@playfront/core/store';
import { createStore } from '@playfront/core/store';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { LanguageProvider } from '../../../site/language';
import type { FakeAnswer } from './fake-api';
import { FAKE_API_BASE, fakeApi } from './fake-api';
import { fixtureLayout } from './fixtures';

export interface StoryStoreOptions {
  answers?: Partial<Record<ApiPath, FakeAnswer>>;
  layout?: LayoutState;
  session?: SessionState;
}

/**
 * A story decorator giving a screen its own store over a fake sandbox and the language context;
 * the page language follows Storybook's language toolbar.
 */
export function withScreenStore(options: StoryStoreOptions = {}): Decorator {
  function StoreFrame({ children, language }: { children: ReactNode; language: LanguageCode }) {
    const [store] = useState(() =>
      createStore({
        storage: null,
        domainName: 'story.localhost',
        apiBaseUrl: FAKE_API_BASE,
        fetch: fakeApi(options.answers).fetch,
        preloadedState: {
          layout: options.layout ?? fixtureLayout(),
          ...(options.session ? { session: options.session } : {}),
        },
      }),
    );
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
