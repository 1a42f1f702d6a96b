export * from './calls';
export * from './common';
export * from './registry';
