import { playfront } from '@playfront/eslint-config';

export default [
  ...playfront({ layer: 'tooling', tsconfigRootDir: import.meta.dirname }),
  {
    // Journeys take `test` from ./fixtures, whose pages wait for the app after each full load.
    files: ['tests/**/*.ts'],
    ignores: ['tests/fixtures.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': its pages wait until the app answers.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
];
