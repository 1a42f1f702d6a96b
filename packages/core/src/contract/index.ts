export * from './calls';
export * from './common';
export * from './project-calls';
export * from './registry';
