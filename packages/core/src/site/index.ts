export * from './constants';
export * from './date-locale';
export * from './live-chat';
export * from './menu-filter';
export * from './sanitize-html';
