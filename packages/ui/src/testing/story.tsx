import type { LanguageCode } from '@playfront/core/contract';
import type { AppStore, LayoutState, SessionState } from '@playfront/core/store';
import type { Answers } from '@playfront/core/testing';
import { fakeSandbox, fixtureLayout, playerStore, testStore } from '@playfront/core/testing';
import type { Decorator } from '@storybook/react-vite';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { LanguageProvider } from '../site/language';

export interface StoryStoreOptions {
  /** Answers of the fake sandbox the story's store calls. */
  answers?: Answers;
  /** The layout after startup. Default `fixtureLayout()`. */
  layout?: LayoutState;
  /** The session to start with. Default signed out. */
  session?: SessionState;
}

/** A story decorator: the store `makeStore` gives and the language of Storybook's toolbar. */
function withStore(makeStore: () => AppStore): Decorator {
  function StoreFrame({ children, language }: { children: ReactNode; language: LanguageCode }) {
    const [store] = useState(makeStore);
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

/** A screen's story: its own store over the fake sandbox, the layout after startup. */
export function withScreenStore(options: StoryStoreOptions = {}): Decorator {
  return withStore(
    () =>
      testStore({
        domainName: 'story.localhost',
        services: {},
        layout: options.layout ?? fixtureLayout(),
        answers: options.answers ?? {},
        ...(options.session ? { session: options.session } : {}),
      }).store,
  );
}

/** A wallet, game or safety screen's story: demo01 signed in (or a guest) over the fake sandbox. */
export function withPlayerStore(answers: Answers, signedIn = true): Decorator {
  return withStore(() => playerStore(fakeSandbox(answers).fetch, signedIn));
}

/** A story of `Screen` with demo01 signed in (or a guest) over the fake sandbox's `answers`. */
export function playerScreen(Screen: ComponentType, answers: Answers, signedIn = true) {
  return { decorators: [withPlayerStore(answers, signedIn)], render: () => <Screen /> };
}

/**
 * A component's story on the page's surface: padded, on the template's background. `style` adds
 * the component's own room (a width, a height to open into).
 */
export function surface(style: CSSProperties = {}): Decorator {
  const decorator: Decorator = (Story) => (
    <div style={{ padding: '1.5rem', background: 'var(--pf-bg)', ...style }}>
      <Story />
    </div>
  );
  return decorator;
}

/**
 * The outline of a component's stories: the component with its default args on the page's
 * surface (`style` adds its own room). A file writes
 * `const meta = { title: 'UI/…', ...componentStories(Component, args) };`.
 */
export function componentStories<Props, Args extends Partial<Props>>(
  component: ComponentType<Props>,
  args: Args,
  style?: CSSProperties,
) {
  return { component, args, decorators: [surface(style)] };
}
