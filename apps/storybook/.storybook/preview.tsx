import type { TemplateId } from '@playfront/core/theme';
import { applyTheme, loadTemplate } from '@playfront/templates/registry';
import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // A serious or critical axe violation fails the story's test.
    a11y: { test: 'error' },
  },
  initialGlobals: { template: 'template1', color: '' },
  loaders: [
    async ({ globals }) => {
      // Components read token roles only, so every story needs a template's palette applied.
      const template = await loadTemplate(globals.template as TemplateId);
      const color = (globals.color as string) || Object.keys(template.palettes)[0]!;
      applyTheme(template, color);
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
};

export default preview;
