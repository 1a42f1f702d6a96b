// React 18 and later have `useSyncExternalStore`: the package that backfills it for older React
// (which react-i18next imports) is replaced by React's own.
export { useSyncExternalStore } from 'react';
