import type { Preview } from '@storybook/react-vite';
import { breakpointOptions } from './viewports';

/** Toolbar globals: every story renders in the chosen template, colour, language and viewport. */
export const globalTypes: Preview['globalTypes'] = {
  template: {
    description: 'Template (template1..template15)',
    toolbar: {
      title: 'Template',
      icon: 'paintbrush',
      dynamicTitle: true,
      items: Array.from({ length: 15 }, (_, i) => ({
        value: `template${i + 1}`,
        title: `template${i + 1}`,
      })),
    },
  },
  color: {
    description: "One of the template's five colour variants",
    toolbar: {
      title: 'Colour',
      icon: 'mirror',
      dynamicTitle: true,
      items: [1, 2, 3, 4, 5].map((n) => ({ value: String(n - 1), title: `Colour ${n}` })),
    },
  },
  language: {
    description: 'Language of the texts',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      dynamicTitle: true,
      items: [
        { value: 'EN', title: 'English' },
        { value: 'PHP', title: 'Filipino' },
        { value: 'CN', title: '中文' },
      ],
    },
  },
};

export const viewportOptions = breakpointOptions;
