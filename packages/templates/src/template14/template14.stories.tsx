import { createStore } from '@playfront/core/store';
import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { LanguageProvider } from '@playfront/ui/site';
import { useState } from 'react';
import { Provider } from 'react-redux';
import {
  defaultSandboxAnswers,
  FAKE_SANDBOX,
  sandboxFetch,
  signedInSession,
  templateLayout,
} from '../testing';
import template14 from './index';
import { sampleBetLines } from '../template13/sample-bet-lines';

/** The Scoreboard home inside its layout over a fake sandbox that also answers the bet lines. */
function Scoreboard({ signedIn = false }: { signedIn?: boolean }) {
  const [store] = useState(() =>
    createStore({
      storage: null,
      domainName: 'story.localhost',
      apiBaseUrl: FAKE_SANDBOX,
      fetch: sandboxFetch({
        ...defaultSandboxAnswers,
        '/api/product/get_bet_lines': { value: sampleBetLines },
      }),
      preloadedState: {
        layout: templateLayout('template14'),
        ...(signedIn ? { session: signedInSession() } : {}),
      },
    }),
  );
  const { Layout, Home } = template14;
  return (
    <Provider store={store}>
      <LanguageProvider defaultLanguage="EN">
        <Layout>
          <Home />
        </Layout>
      </LanguageProvider>
    </Provider>
  );
}

// Typed locally: the templates package does not depend on Storybook, only its app does.
interface Story {
  args?: { signedIn?: boolean };
  globals?: Record<string, unknown>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

export default {
  title: 'Templates/Template13 Scoreboard',
  component: Scoreboard,
  globals: { template: 'template14' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobileMedium' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobileMedium' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    within(drawer).getByRole('link', { name: 'Sports' });
  },
};

export const DesktopSignedIn: Story = {
  args: { signedIn: true },
  globals: { viewport: { value: 'desktopMedium' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Upcoming matches');
    if (canvas.queryByRole('button', { name: 'Log in' }))
      throw new Error('A signed-in player is not asked to log in');
  },
};
