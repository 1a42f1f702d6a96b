import type { StorybookConfig } from '@storybook/react-vite';
import { prebundle } from './prebundle.ts';

const config: StorybookConfig = {
  // Stories sit beside the components they show, in every package; page stories live here.
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)', '../src/**/*.stories.@(ts|tsx)'],
  // The mock API's service worker (mockServiceWorker.js, from `msw init`).
  staticDirs: ['../public'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (config) => ({
    ...config,
    optimizeDeps: {
      ...config.optimizeDeps,
      include: [...(config.optimizeDeps?.include ?? []), ...prebundle],
    },
  }),
};

export default config;
