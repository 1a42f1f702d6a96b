export * from './calls';
export * from './common';
export * from './prices';
export * from './project-calls';
export * from './registry';
export * from './sportsbook-calls';
export * from './safety-calls';
