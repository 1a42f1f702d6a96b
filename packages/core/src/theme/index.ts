export * from './manifest';
export * from './tokens';
