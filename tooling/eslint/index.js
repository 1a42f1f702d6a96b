import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { forbiddenImports } from './layers.js';
import { noLiteralText } from './no-literal-text.js';

const ignores = [
  '**/dist/**',
  '**/storybook-static/**',
  '**/coverage/**',
  '**/.reports/**',
  '**/test-results/**',
  '**/playwright-report/**',
  '**/node_modules/**',
];

/**
 * @param {{ layer: 'core' | 'ui' | 'templates' | 'web' | 'storybook' | 'server' | 'tooling', tsconfigRootDir: string, react?: boolean }} options
 */
export function playfront({ layer, tsconfigRootDir, react = false }) {
  return tseslint.config(
    { ignores },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir },
        globals: { ...globals.browser, ...globals.node },
      },
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
        ],
        '@typescript-eslint/no-import-type-side-effects': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        '@typescript-eslint/no-explicit-any': 'error',
        'no-restricted-imports': ['error', forbiddenImports(layer)],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-relative-packages': 'error',
        'import-x/no-self-import': 'error',
        'import-x/no-duplicates': 'error',
      },
    },
    react ? reactHooks.configs.flat['recommended-latest'] : {},
    react
      ? {
          files: ['**/*.tsx'],
          ignores: [
            '**/*.test.tsx',
            '**/*.stories.tsx',
            '**/testing/**',
            '**/test-support.tsx',
            '**/story-*.tsx',
          ],
          plugins: { playfront: { rules: { 'no-literal-text': noLiteralText } } },
          rules: { 'playfront/no-literal-text': 'error' },
        }
      : {},
    {
      files: ['**/*.js', '**/*.mjs'],
      ...tseslint.configs.disableTypeChecked,
    },
    {
      files: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
      rules: {
        '@typescript-eslint/no-non-null-assertion': 'off',
        '@typescript-eslint/unbound-method': 'off',
      },
    },
  );
}

export default playfront;
