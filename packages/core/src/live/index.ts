export * from './client';
export * from './slice';
export * from './start';
