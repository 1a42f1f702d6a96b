/**
 * Dependencies the stories import, bundled before the first story loads: discovering them
 * mid-run makes Vite reload and fail the story that found them. Packages' own dependencies are
 * named through them (`pkg > dep`).
 */
export const prebundle = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'i18next',
  'react-i18next',
  '@playfront/ui > @radix-ui/react-dialog',
  '@playfront/ui > @radix-ui/react-popover',
  '@playfront/ui > sonner',
  '@playfront/core > dompurify',
  '@playfront/ui > dayjs',
  '@playfront/ui > react-hook-form',
  '@playfront/ui > @hookform/resolvers/zod',
  '@playfront/core > zod',
  '@playfront/ui > zod/mini',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
];
